import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** `guide_likes`: who liked which guide; the unique pair makes a like count once per user. */
export interface GuideLikeRecord {
  _id: Types.ObjectId;
  guideId: Types.ObjectId;
  userId: string;
  createdAt: Date;
}

const guideLikeSchema = new Schema<GuideLikeRecord>(
  {
    guideId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'guide_likes', versionKey: false },
);
// One like per (guide, user); also answers "did this user like this guide?".
guideLikeSchema.index({ guideId: 1, userId: 1 }, { unique: true });

export type GuideLikeModel = Model<GuideLikeRecord>;
export const guideLikeModel = (db: Connection): GuideLikeModel =>
  db.model<GuideLikeRecord>('GuideLike', guideLikeSchema);
