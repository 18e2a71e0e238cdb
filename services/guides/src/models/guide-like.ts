import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** `guide_likes`: who liked which guide; the unique pair makes a like count once per user. */
export interface GuideLikeRecord {
  _id: Types.ObjectId;
  guide_id: Types.ObjectId;
  user_id: string;
  created_at: Date;
}

const guideLikeSchema = new Schema<GuideLikeRecord>(
  {
    guide_id: { type: Schema.Types.ObjectId, required: true },
    user_id: { type: String, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'guide_likes', versionKey: false },
);
// One like per (guide, user); also answers "did this user like this guide?".
guideLikeSchema.index({ guide_id: 1, user_id: 1 }, { unique: true });

export type GuideLikeModel = Model<GuideLikeRecord>;
export const guideLikeModel = (db: Connection): GuideLikeModel =>
  db.model<GuideLikeRecord>('GuideLike', guideLikeSchema);
