import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * `sign_in_attempts`: one counter per key (`email:…`, `ip:…`) for the current throttle window. Counting and
 * deciding is one atomic `$inc` per key, so parallel attempts cannot all slip under the limit.
 */
export interface SignInAttemptsRecord {
  _id: Types.ObjectId;
  key: string;
  /** Attempts in this window (an IP's successful sign-ins are given back). */
  attempts: number;
  /** End of the window; MongoDB removes the counter then. */
  expiresAt: Date;
  /** Past the per-account limit: the next attempt may be checked from this moment (bounded back-off). */
  nextAttemptAt: Date | null;
}

const signInAttemptsSchema = new Schema<SignInAttemptsRecord>(
  {
    key: { type: String, required: true },
    attempts: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
    nextAttemptAt: { type: Date, default: null },
  },
  { collection: 'sign_in_attempts', versionKey: false },
);
// One counter per key: concurrent first attempts race on this index, and the losers increment the winner's.
signInAttemptsSchema.index({ key: 1 }, { unique: true });
// The window lives in each document, so changing it needs no index change.
signInAttemptsSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type SignInAttemptsModel = Model<SignInAttemptsRecord>;
export const signInAttemptsModel = (db: Connection): SignInAttemptsModel =>
  db.model<SignInAttemptsRecord>('SignInAttempts', signInAttemptsSchema);
