import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** How long one visitor's opening of a guide counts once: reloads and going Back within it add no view. */
export const viewWindowSeconds = 30 * 60;

/**
 * `guide_views`: who has been counted for which guide in the current window. The visitor is a signed-in user's id or a
 * keyed hash of the client's network (no address is stored). MongoDB removes a mark when its window ends.
 */
export interface GuideViewRecord {
  _id: Types.ObjectId;
  guideId: Types.ObjectId;
  visitor: string;
  createdAt: Date;
}

const guideViewSchema = new Schema<GuideViewRecord>(
  {
    guideId: { type: Schema.Types.ObjectId, required: true },
    visitor: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'guide_views', versionKey: false },
);
// One mark per (guide, visitor): of two requests at once, only the one that writes it counts.
guideViewSchema.index({ guideId: 1, visitor: 1 }, { unique: true });
guideViewSchema.index({ createdAt: 1 }, { expireAfterSeconds: viewWindowSeconds });

export type GuideViewModel = Model<GuideViewRecord>;
export const guideViewModel = (db: Connection): GuideViewModel =>
  db.model<GuideViewRecord>('GuideView', guideViewSchema);
