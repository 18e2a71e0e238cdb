import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** `guide_steps`: one numbered step of a guide. */
export interface GuideStepRecord {
  _id: Types.ObjectId;
  guideId: Types.ObjectId;
  stepNumber: number;
  title: string;
  description: string;
  imageUrl: string | null;
}

const guideStepSchema = new Schema<GuideStepRecord>(
  {
    guideId: { type: Schema.Types.ObjectId, required: true },
    stepNumber: { type: Number, required: true, min: 1 },
    title: { type: String, required: true },
    description: { type: String, required: true },
    imageUrl: { type: String, default: null },
  },
  { collection: 'guide_steps', versionKey: false },
);
// A guide's steps are read together, in order; a step number exists once per guide.
guideStepSchema.index({ guideId: 1, stepNumber: 1 }, { unique: true });

export type GuideStepModel = Model<GuideStepRecord>;
export const guideStepModel = (db: Connection): GuideStepModel =>
  db.model<GuideStepRecord>('GuideStep', guideStepSchema);
