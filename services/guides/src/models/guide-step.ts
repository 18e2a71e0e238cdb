import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** `guide_steps`: one numbered step of a guide. */
export interface GuideStepRecord {
  _id: Types.ObjectId;
  guide_id: Types.ObjectId;
  step_number: number;
  title: string;
  description: string;
  image_url: string | null;
}

const guideStepSchema = new Schema<GuideStepRecord>(
  {
    guide_id: { type: Schema.Types.ObjectId, required: true },
    step_number: { type: Number, required: true, min: 1 },
    title: { type: String, required: true },
    description: { type: String, required: true },
    image_url: { type: String, default: null },
  },
  { collection: 'guide_steps', versionKey: false },
);
// A guide's steps are read together, in order; a step number exists once per guide.
guideStepSchema.index({ guide_id: 1, step_number: 1 }, { unique: true });

export type GuideStepModel = Model<GuideStepRecord>;
export const guideStepModel = (db: Connection): GuideStepModel =>
  db.model<GuideStepRecord>('GuideStep', guideStepSchema);
