import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** `users`: credentials only; the person's details live in `profiles`. */
export interface UserRecord {
  _id: Types.ObjectId;
  /** Lower-cased, trimmed; unique. */
  email: string;
  /** `scrypt$N$r$p$salt$hash`. */
  passwordHash: string;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserRecord>(
  {
    email: { type: String, required: true, trim: true, lowercase: true },
    passwordHash: { type: String, required: true },
  },
  { timestamps: true, collection: 'users' },
);
// Sign-in looks users up by email, and one email is one account.
userSchema.index({ email: 1 }, { unique: true });

export type UserModel = Model<UserRecord>;
export const userModel = (db: Connection): UserModel => db.model<UserRecord>('User', userSchema);
