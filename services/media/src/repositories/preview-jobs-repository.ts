import { Types, type Connection } from 'mongoose';
import { mediaLimits, type PreviewJob, type VideoAudience } from '@claims/contracts';
import {
  previewJobModel,
  type PreviewJobModel,
  type PreviewJobRecord,
  type StoredFrame,
} from '../models/preview-job';
import { unguessableId } from './image-store';

export type NewPreviewJob = {
  templateId: string | null;
  title: string;
  text: string;
  audience: VideoAudience;
  variation: number;
  requestedBy: string | null;
};

/** The message of a job whose worker stopped (lease ended) on each of its three attempts. */
export const abandonedJobMessage =
  'The preview renderer stopped before finishing three times. Please try again.';

export const imageUrlOf = (fileId: Types.ObjectId | string) => `/api/media/images/${String(fileId)}`;

export function toPreviewJob(record: PreviewJobRecord): PreviewJob {
  const frames = [...record.frames]
    .sort((a, b) => a.index - b.index)
    .map((frame) => ({
      index: frame.index,
      scene: frame.scene,
      caption: frame.caption,
      imageUrl: imageUrlOf(frame.fileId),
    }));
  const done = record.status === 'done';
  return {
    id: record._id.toHexString(),
    status: record.status,
    progress: done
      ? 100
      : Math.round((Math.min(record.framesDone, mediaLimits.frameCount) / mediaLimits.frameCount) * 100),
    frameCount: mediaLimits.frameCount,
    title: record.title,
    audience: record.audience,
    templateId: record.templateId,
    variation: record.variation,
    attempts: record.attempts,
    error: record.status === 'failed' ? record.error : null,
    imageUrl: done ? (frames[0]?.imageUrl ?? null) : null,
    frames: done ? frames : [],
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * Preview jobs: created by the API, claimed by workers. A claim is one atomic findOneAndUpdate that takes the
 * oldest job that is queued, or whose worker's lease has ended, and stamps it with the worker's id and a new
 * lease; every later write by that worker is conditional on still holding the lease.
 */
export class PreviewJobsRepository {
  private constructor(readonly jobs: PreviewJobModel) {}

  static async open(db: Connection): Promise<PreviewJobsRepository> {
    const jobs = previewJobModel(db);
    await jobs.createIndexes();
    return new PreviewJobsRepository(jobs);
  }

  async create(job: NewPreviewJob, now = new Date()): Promise<PreviewJob> {
    const record = await this.jobs.create({
      ...job,
      _id: unguessableId(),
      status: 'queued',
      availableAt: now,
    });
    return toPreviewJob(record.toObject());
  }

  async find(id: string): Promise<PreviewJob | null> {
    if (!Types.ObjectId.isValid(id) || !/^[0-9a-f]{24}$/i.test(id)) return null;
    const record = await this.jobs.findById(id).lean<PreviewJobRecord>();
    return record ? toPreviewJob(record) : null;
  }

  /**
   * Marks failed the jobs whose worker vanished (lease ended) on their last allowed attempt, so that they are not
   * taken forever; returns their ids (their frames are the caller's to remove).
   */
  async failAbandoned(now = new Date()): Promise<Types.ObjectId[]> {
    const abandoned = {
      status: 'rendering' as const,
      leaseExpiresAt: { $lte: now },
      attempts: { $gte: mediaLimits.maxAttempts },
    };
    const found = await this.jobs.find(abandoned, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
    if (found.length === 0) return [];
    const ids = found.map((job) => job._id);
    await this.jobs.updateMany(
      { ...abandoned, _id: { $in: ids } },
      {
        $set: {
          status: 'failed',
          error: abandonedJobMessage,
          leaseOwner: null,
          leaseExpiresAt: null,
          finishedAt: now,
        },
      },
    );
    return ids;
  }

  /**
   * Takes the oldest claimable job for `workerId`, or null when there is none. A job whose lease ended on its
   * last attempt is not claimable (`failAbandoned` fails it).
   */
  async claim(workerId: string, leaseMs: number, now = new Date()): Promise<PreviewJobRecord | null> {
    return this.jobs
      .findOneAndUpdate(
        {
          $or: [
            { status: 'queued', availableAt: { $lte: now } },
            {
              status: 'rendering',
              leaseExpiresAt: { $lte: now },
              attempts: { $lt: mediaLimits.maxAttempts },
            },
          ],
        },
        {
          $set: {
            status: 'rendering',
            leaseOwner: workerId,
            leaseExpiresAt: new Date(now.getTime() + leaseMs),
            startedAt: now,
            framesDone: 0,
            frames: [],
          },
          $inc: { attempts: 1 },
        },
        { sort: { createdAt: 1, _id: 1 }, returnDocument: 'after' },
      )
      .lean<PreviewJobRecord>();
  }

  /** Records a rendered frame and renews the lease; false when the lease was lost (the job is someone else's). */
  async recordFrame(
    jobId: Types.ObjectId,
    workerId: string,
    frame: StoredFrame,
    leaseMs: number,
    now = new Date(),
  ): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: jobId, status: 'rendering', leaseOwner: workerId },
      {
        $push: { frames: frame },
        $inc: { framesDone: 1 },
        $set: { leaseExpiresAt: new Date(now.getTime() + leaseMs) },
      },
    );
    return result.matchedCount === 1;
  }

  async complete(jobId: Types.ObjectId, workerId: string, now = new Date()): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: jobId, status: 'rendering', leaseOwner: workerId },
      { $set: { status: 'done', error: null, leaseOwner: null, leaseExpiresAt: null, finishedAt: now } },
    );
    return result.matchedCount === 1;
  }

  /**
   * A failed attempt: back to the queue after a short pause, or failed with the message after the third.
   * Returns the job's new status, or null when the lease was lost meanwhile.
   */
  async fail(
    job: Pick<PreviewJobRecord, '_id' | 'attempts'>,
    workerId: string,
    message: string,
    retryDelayMs: number,
    now = new Date(),
  ): Promise<'queued' | 'failed' | null> {
    const final = job.attempts >= mediaLimits.maxAttempts;
    const result = await this.jobs.updateOne(
      { _id: job._id, status: 'rendering', leaseOwner: workerId },
      {
        $set: {
          status: final ? 'failed' : 'queued',
          error: message,
          leaseOwner: null,
          leaseExpiresAt: null,
          availableAt: new Date(now.getTime() + retryDelayMs * job.attempts),
          ...(final ? { finishedAt: now } : {}),
        },
      },
    );
    if (result.matchedCount !== 1) return null;
    return final ? 'failed' : 'queued';
  }
}
