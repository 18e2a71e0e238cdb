import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { PreviewStatus, VideoAudience, VideoSceneKind } from '@claims/contracts';

export type StoredFrame = { index: number; scene: VideoSceneKind; caption: string; fileId: Types.ObjectId };

/**
 * `previewJobs`: one requested preview. Workers claim it atomically (status + lease), render its frames into
 * GridFS and record them here; the API reads it for status and progress.
 */
export interface PreviewJobRecord {
  _id: Types.ObjectId;
  status: PreviewStatus;
  templateId: string | null;
  title: string;
  /** The words the storyboard is composed of. */
  text: string;
  audience: VideoAudience;
  variation: number;
  /** The visitor who asked (client address), for the per-visitor limit's logs. */
  requestedBy: string | null;
  /** Attempts started so far (a claim counts one). */
  attempts: number;
  /** Not claimed before this time (a failed attempt waits a little before the next). */
  availableAt: Date;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  framesDone: number;
  frames: StoredFrame[];
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

const frameSchema = new Schema<StoredFrame>(
  {
    index: { type: Number, required: true },
    scene: { type: String, required: true },
    caption: { type: String, required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
  },
  { _id: false },
);

const previewJobSchema = new Schema<PreviewJobRecord>(
  {
    status: { type: String, required: true },
    templateId: { type: String, default: null },
    title: { type: String, required: true },
    text: { type: String, required: true },
    audience: { type: String, required: true },
    variation: { type: Number, required: true },
    requestedBy: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    availableAt: { type: Date, required: true },
    leaseOwner: { type: String, default: null },
    leaseExpiresAt: { type: Date, default: null },
    framesDone: { type: Number, default: 0 },
    frames: { type: [frameSchema], default: [] },
    error: { type: String, default: null },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { collection: 'previewJobs', versionKey: false, timestamps: true },
);
// Workers look for the oldest claimable job: queued ones by availability, running ones by lease expiry.
previewJobSchema.index({ status: 1, availableAt: 1 });
previewJobSchema.index({ status: 1, leaseExpiresAt: 1 });

export type PreviewJobModel = Model<PreviewJobRecord>;
export const previewJobModel = (db: Connection): PreviewJobModel =>
  db.model<PreviewJobRecord>('PreviewJob', previewJobSchema);
