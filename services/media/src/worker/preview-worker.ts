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

  /** Claims and renders one job; false when there was none to claim. */
  async runOnce(): Promise<boolean> {
    const { jobs, workerId, leaseMs } = this.options;
    const job = await jobs.claim(workerId, leaseMs, this.now());
    if (!job) return false;
    const log = this.options.log.child({ jobId: job._id.toHexString(), attempt: job.attempts });
    log.info('preview job claimed');
    try {
      const storyboard = storyboardFor(job);
      for (const [index, scene] of storyboard.scenes.entries()) {
        const started = performance.now();
        const png = await this.render(storyboard, index);
        const fileId = await this.options.images.put(`${job._id.toHexString()}-${index}.png`, png, {
          jobId: job._id,
          index,
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
          return true;
        }
      }
      await jobs.complete(job._id, workerId, this.now());
      log.info('preview job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await jobs.fail(job, workerId, message, this.options.retryDelayMs, this.now());
      log.warn({ err: error, outcome }, 'preview attempt failed');
    }
    return true;
  }
}
