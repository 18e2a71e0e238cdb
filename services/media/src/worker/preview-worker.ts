import type { FastifyBaseLogger } from 'fastify';
import { buildStoryboard, type Storyboard } from '../render/storyboard';
import { renderFrame } from '../render/frame';
import type { PreviewJobRecord } from '../models/preview-job';
import type { PreviewJobsRepository } from '../repositories/preview-jobs-repository';
import type { ImageStore } from '../repositories/image-store';

/** Draws one frame of a storyboard as PNG bytes (tests swap in a failing or hanging one). */
export type FrameRenderer = (storyboard: Storyboard, index: number) => Promise<Buffer>;

export type PreviewWorkerOptions = {
  jobs: PreviewJobsRepository;
  images: ImageStore;
  workerId: string;
  /** How long a claim holds a job without news from its worker; renewed after every frame. */
  leaseMs: number;
  /** How often an idle worker looks for jobs when no insert wakes it. */
  pollMs: number;
  /** Pause before a failed job is tried again, times its attempts. */
  retryDelayMs: number;
  log: FastifyBaseLogger;
  render?: FrameRenderer;
  /** The worker's clock (tests move it past a lease). */
  now?: () => Date;
};

/** The storyboard a job asks for: a template's title and words, or a custom description's. */
export function storyboardFor(
  job: Pick<PreviewJobRecord, 'templateId' | 'title' | 'text' | 'audience' | 'variation'>,
) {
  return buildStoryboard({
    title: job.templateId ? job.title : undefined,
    text: job.text,
    audience: job.audience,
    variation: job.variation,
  });
}

/**
 * Claims preview jobs one at a time and renders them: each frame is stored in GridFS and recorded on the
 * job (which renews the lease); a thrown error is a failed attempt. One worker renders one job at a time:
 * rendering is CPU work, so throughput scales with worker processes, not with concurrency inside one.
 */
export class PreviewWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeIdle: (() => void) | undefined;
  private readonly render: FrameRenderer;
  private readonly now: () => Date;
  /** When this worker last looked for abandoned jobs (epoch ms). */
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: PreviewWorkerOptions) {
    this.render = options.render ?? renderFrame;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Finishes the job in hand (if any), then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** Ends an idle wait at once (a job was just inserted). */
  wake(): void {
    this.wakeIdle?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let processed = false;
      try {
        processed = await this.runOnce();
      } catch (error) {
        this.options.log.error({ err: error }, 'preview worker: claim failed');
      }
      if (!processed && this.running) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeIdle = () => {
        this.wakeIdle = undefined;
        done();
      };
    });
  }

  /**
   * Claims and renders one job; false when there was none to claim. Frames left by an attempt that did not
   * finish (a worker that died or lost its lease, a render that threw) are removed from GridFS: a finished job
   * keeps exactly the four frames it lists, a failed one none.
   */
  async runOnce(): Promise<boolean> {
    const { jobs, images, workerId, leaseMs } = this.options;
    await this.failAbandoned();
    const job = await jobs.claim(workerId, leaseMs, this.now());
    if (!job) return false;
    const attempt = job.attempts;
    const log = this.options.log.child({ jobId: job._id.toHexString(), attempt });
    log.info('preview job claimed');
    // A job taken again: what the earlier attempts stored is not part of it (frames are rendered afresh).
    if (attempt > 1) await this.removeStale(job._id, attempt, log);
    try {
      const storyboard = storyboardFor(job);
      for (const [index, scene] of storyboard.scenes.entries()) {
        const started = performance.now();
        const png = await this.render(storyboard, index);
        const fileId = await images.put(`${job._id.toHexString()}-${index}.png`, png, {
          jobId: job._id,
          index,
          attempt,
        });
        const held = await jobs.recordFrame(
          job._id,
          workerId,
          { index, scene: scene.kind, caption: scene.caption, fileId },
          leaseMs,
          this.now(),
        );
        log.debug({ index, renderMs: Math.round(performance.now() - started) }, 'frame rendered');
        if (!held) {
          log.warn('lease lost: another worker has this job now');
          await images.removeFrames(job._id, { attempt });
          return true;
        }
      }
      if (!(await jobs.complete(job._id, workerId, this.now()))) {
        log.warn('lease lost before the job was done: another worker has this job now');
        await images.removeFrames(job._id, { attempt });
        return true;
      }
      // A late write of an earlier attempt's worker (one that stopped between storing a frame and recording it).
      if (attempt > 1) await this.removeStale(job._id, attempt, log);
      log.info('preview job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await jobs.fail(job, workerId, message, this.options.retryDelayMs, this.now());
      // Failed for good: none of its frames are kept. Back in the queue or taken by another worker meanwhile:
      // this attempt's frames are not part of it.
      await images.removeFrames(job._id, outcome === 'failed' ? {} : { attempt });
      log.warn({ err: error, outcome }, 'preview attempt failed');
    }
    return true;
  }

  /**
   * Fails the jobs whose worker vanished on their last attempt and removes their frames. A job only becomes
   * abandoned when a lease ends, so looking once per lease period is enough (and spares the database a query
   * per job).
   */
  private async failAbandoned(): Promise<void> {
    const now = this.now();
    if (now.getTime() - this.lastSweep < this.options.leaseMs) return;
    this.lastSweep = now.getTime();
    for (const abandoned of await this.options.jobs.failAbandoned(now))
      await this.options.images.removeFrames(abandoned);
  }

  private async removeStale(jobId: PreviewJobRecord['_id'], attempt: number, log: FastifyBaseLogger) {
    const removed = await this.options.images.removeFrames(jobId, { exceptAttempt: attempt });
    if (removed > 0) log.info({ removed }, "earlier attempts' frames removed");
  }
}
