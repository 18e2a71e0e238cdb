import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { roles, type Role } from '@claims/contracts';

/** `user_roles`: one document per (user, role) pair. */
export interface UserRoleRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  role: Role;
  createdAt: Date;
}

const userRoleSchema = new Schema<UserRoleRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, required: true, enum: roles },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'user_roles' },
);
// A user's roles are read on every sign-in and refresh; a pair can exist only once.
userRoleSchema.index({ userId: 1, role: 1 }, { unique: true });
// "Is there another admin?" and admin lists go by role.
userRoleSchema.index({ role: 1 });

export type UserRoleModel = Model<UserRoleRecord>;
export const userRoleModel = (db: Connection): UserRoleModel =>
  db.model<UserRoleRecord>('UserRole', userRoleSchema);
