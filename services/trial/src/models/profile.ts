import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** `profiles`: one per user, sharing the user's `_id` (so "one per user" needs no extra index). */
export interface ProfileRecord {
  _id: Types.ObjectId;
  fullName: string;
  email: string;
  createdAt: Date;
  updatedAt: Date;
}

const profileSchema = new Schema<ProfileRecord>(
  {
    fullName: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
  },
  { timestamps: true, collection: 'profiles' },
);

export type ProfileModel = Model<ProfileRecord>;
export const profileModel = (db: Connection): ProfileModel =>
  db.model<ProfileRecord>('Profile', profileSchema);
