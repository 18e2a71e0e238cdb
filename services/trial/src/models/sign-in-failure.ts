import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** `sign_in_failures`: one document per failed sign-in and per key (`email:…`, `ip:…`), alive for the throttle window. */
export interface SignInFailureRecord {
  _id: Types.ObjectId;
  key: string;
  expiresAt: Date;
}

const signInFailureSchema = new Schema<SignInFailureRecord>(
  {
    key: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'sign_in_failures', versionKey: false },
);
// The throttle counts a key's failures that have not expired yet.
signInFailureSchema.index({ key: 1, expiresAt: 1 });
// Expired failures are removed by MongoDB; the window lives in each document, so changing it needs no index change.
signInFailureSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type SignInFailureModel = Model<SignInFailureRecord>;
export const signInFailureModel = (db: Connection): SignInFailureModel =>
  db.model<SignInFailureRecord>('SignInFailure', signInFailureSchema);
