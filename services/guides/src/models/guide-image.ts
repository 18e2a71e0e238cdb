import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { GuideImageWidth } from '@claims/contracts';

/** One stored width of an uploaded picture: a WebP file in the GridFS bucket `guide_image_files`. */
export interface GuideImageVariant {
  width: GuideImageWidth;
  fileId: Types.ObjectId;
  /** The picture's own size at this width (a narrow upload is never enlarged). */
  pixelWidth: number;
  pixelHeight: number;
  bytes: number;
}

/**
 * `guide_images`: a picture uploaded for a guide's cover or a step. `usedAt` is set when a guide that names it is
 * saved; pictures never used are removed a day after their upload.
 */
export interface GuideImageRecord {
  _id: Types.ObjectId;
  userId: string;
  width: number;
  height: number;
  variants: GuideImageVariant[];
  createdAt: Date;
  usedAt: Date | null;
}

const variantSchema = new Schema<GuideImageVariant>(
  {
    width: { type: Number, required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
    pixelWidth: { type: Number, required: true },
    pixelHeight: { type: Number, required: true },
    bytes: { type: Number, required: true },
  },
  { _id: false },
);

const guideImageSchema = new Schema<GuideImageRecord>(
  {
    userId: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    variants: { type: [variantSchema], required: true },
    createdAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { collection: 'guide_images', versionKey: false },
);
// A user's uploads of the last hour (the upload limit counts them).
guideImageSchema.index({ userId: 1, createdAt: -1 });
// The cleanup's pictures never used, oldest first.
guideImageSchema.index({ usedAt: 1, createdAt: 1 });

export type GuideImageModel = Model<GuideImageRecord>;
export const guideImageModel = (db: Connection): GuideImageModel =>
  db.model<GuideImageRecord>('GuideImage', guideImageSchema);
