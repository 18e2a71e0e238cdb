import { Types } from 'mongoose';
import { buildApp } from '../../src/app';
import { renderFrame } from '../../src/render/frame';
import type { ServiceApp } from '@claims/service-kit';
import { testEnv } from '@claims/service-kit/testing';
import { build, type TestContext } from '../helper';
import { decodePng } from '../support/png';
import { tinyPng, workerOn } from '../support/workers';

let context: TestContext & { close: () => Promise<void> };
/** A second app on the same database: another worker process, with its own connection. */
let other: ServiceApp;
beforeAll(async () => {
  context = await build();
  other = await buildApp({ env: testEnv(context.database, context.tokens) });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await context.close();
});

async function createJob(payload: object): Promise<string> {
  const response = await context.app.inject({ method: 'POST', url: '/api/media/previews', payload });
  expect(response.statusCode).toBe(202);
  return response.json().id as string;
}
const readJob = async (id: string) =>
  (await context.app.inject({ method: 'GET', url: `/api/media/previews/${id}` })).json();
/** The ids of the frame files stored in GridFS for a job (every attempt's), sorted. */
const storedFrames = async (id: string) =>
  (await context.app.imageStore.framesOf(new Types.ObjectId(id))).map(String).sort();
/** The ids of the frame files a job lists, sorted. */
const listedFrames = (job: { frames: { imageUrl: string }[] }) =>
  job.frames.map((frame) => frame.imageUrl.replace('/api/media/images/', '')).sort();

async function drainQueue() {
  const sweeper = workerOn(context.app, 'sweeper', { render: async () => tinyPng });
  while (await sweeper.runOnce()) {
    // render whatever earlier tests left queued
  }
}

describe('preview job lifecycle', () => {
  beforeEach(drainQueue);

  it('queued → rendering with progress per frame → done with four 1280 × 720 frames served for a year', async () => {
    const id = await createJob({ templateId: 'customer-same-day-repair' });
    const seen: { status: string; progress: number }[] = [];
    const realWorker = workerOn(context.app, 'worker-a', {
      render: async (storyboard, index) => {
        const job = await readJob(id);
        seen.push({ status: job.status, progress: job.progress });
        return renderFrame(storyboard, index);
      },
    });
    expect(await realWorker.runOnce()).toBe(true);
    expect(seen).toEqual([
      { status: 'rendering', progress: 0 },
      { status: 'rendering', progress: 25 },
      { status: 'rendering', progress: 50 },
      { status: 'rendering', progress: 75 },
    ]);

    const job = await readJob(id);
    expect(job).toMatchObject({ status: 'done', progress: 100, attempts: 1, error: null });
    expect(job.frames.map((frame: { scene: string }) => frame.scene)).toEqual([
      'problem',
      'diagnosis',
      'repair',
      'outcome',
    ]);
    expect(job.imageUrl).toBe(job.frames[0].imageUrl);
    expect(await storedFrames(id)).toEqual(listedFrames(job));
    expect(job.frames[0].caption).toMatch(/washer/i);

    for (const frame of job.frames) {
      const image = await context.app.inject({ method: 'GET', url: frame.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decodePng(image.rawPayload)).toMatchObject({ width: 1280, height: 720 });
      const again = await context.app.inject({
        method: 'GET',
        url: frame.imageUrl,
        headers: { 'if-none-match': image.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    // Four real renders (the first loads the fonts) on a machine that may be busy: more than jest's default 5 s.
  }, 30_000);

  it('has nothing to do when the queue is empty', async () => {
    expect(await workerOn(context.app, 'idle').runOnce()).toBe(false);
  });
});

describe('claiming', () => {
  beforeEach(drainQueue);

  it('two workers racing for ten jobs never take the same one', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 10; i++)
      ids.add(await createJob({ description: `Dryer number ${i} is making a noise` }));
    const claims = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? context.app : other).previewJobs.claim(i % 2 ? 'worker-a' : 'worker-b', 30_000),
      ),
    );
    const claimed = claims.filter((job) => job !== null).map((job) => job._id.toHexString());
    expect(claimed).toHaveLength(10);
    expect(new Set(claimed)).toEqual(ids);
    for (const [i, job] of claims.entries())
      if (job) await context.app.previewJobs.complete(job._id, i % 2 ? 'worker-a' : 'worker-b');
  });

  it('two worker processes rendering side by side each finish different jobs, every job exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await createJob({ description: `Oven ${i} will not heat` }));
    const rendered: Record<string, number> = { a: 0, b: 0 };
    const a = workerOn(context.app, 'a', { render: async () => (rendered.a++, tinyPng) });
    const b = workerOn(other, 'b', { render: async () => (rendered.b++, tinyPng) });
    const drain = async (worker: typeof a) => {
      while (await worker.runOnce()) {
        // keep claiming until the queue is empty
      }
    };
    await Promise.all([drain(a), drain(b)]);
    for (const id of ids) expect(await readJob(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(rendered.a + rendered.b).toBe(6 * 4);
  });
});

describe('a worker that dies mid-job', () => {
  beforeEach(drainQueue);

  it('loses the job when its lease ends; another worker takes it and completes it', async () => {
    const id = await createJob({ templateId: 'insurance-verified-payment' });
    let release: () => void = () => undefined;
    const stuck = new Promise<Buffer>((resolve) => {
      release = () => resolve(tinyPng);
    });
    // Worker A renders frame 0, then hangs on frame 1 (as a process that froze or was killed would).
    const dying = workerOn(context.app, 'dying', {
      leaseMs: 5_000,
      render: async (_storyboard, index) => (index === 0 ? tinyPng : stuck),
    });
    const dyingRun = dying.runOnce();
    await new Promise<void>((resolve) => {
      const check = async () => ((await readJob(id)).progress === 25 ? resolve() : setImmediate(check));
      void check();
    });

    // Before the lease ends nobody else may take it.
    const early = workerOn(other, 'early', { render: async () => tinyPng });
    expect(await early.runOnce()).toBe(false);

    // Past the lease, worker B takes it again and finishes it.
    const later = workerOn(other, 'rescuer', {
      now: () => new Date(Date.now() + 6_000),
      render: async () => tinyPng,
    });
    expect(await storedFrames(id)).toHaveLength(1); // A's frame 0, until B takes the job
    expect(await later.runOnce()).toBe(true);
    const done = await readJob(id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, progress: 100 });
    // A's frame 0 is gone from GridFS: the job keeps exactly B's four frames.
    expect(listedFrames(done)).toHaveLength(4);
    expect(await storedFrames(id)).toEqual(listedFrames(done));

    // Worker A wakes up: its writes no longer count (the frame it stores is removed again), the finished job
    // stays as B left it.
    release();
    await dyingRun;
    const after = await readJob(id);
    expect(after.status).toBe('done');
    expect(after.frames).toEqual(done.frames);
    expect(await storedFrames(id)).toEqual(listedFrames(done));
  });

  it('marks a job failed once its worker has vanished on all three attempts, and removes their frames', async () => {
    const id = await createJob({ description: 'Microwave sparks when it starts' });
    let clock = Date.now();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const job = await context.app.previewJobs.claim(`ghost-${attempt}`, 1_000, new Date(clock));
      expect(job?._id.toHexString()).toBe(id);
      // Each ghost stores its first frame, then vanishes.
      const fileId = await context.app.imageStore.put(`${id}-0.png`, tinyPng, {
        jobId: job!._id,
        index: 0,
        attempt,
      });
      await context.app.previewJobs.recordFrame(
        job!._id,
        `ghost-${attempt}`,
        { index: 0, scene: 'problem', caption: 'A microwave sparks.', fileId },
        1_000,
        new Date(clock),
      );
      clock += 2_000;
    }
    // Claiming for ghosts 2 and 3 removed nothing here (no worker ran): three frames are stored.
    expect(await storedFrames(id)).toHaveLength(3);
    const next = workerOn(context.app, 'next', { now: () => new Date(clock), render: async () => tinyPng });
    expect(await next.runOnce()).toBe(false);
    expect(await readJob(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'The preview renderer stopped before finishing three times. Please try again.',
    });
    expect(await storedFrames(id)).toEqual([]);
  });
});

describe('failures', () => {
  beforeEach(drainQueue);

  it('retries a failing render, then marks the job failed with its message after the third failure', async () => {
    const id = await createJob({ templateId: 'provider-parts-ordering' });
    let clock = Date.now();
    // Frame 0 renders, frame 1 throws: every attempt stores one frame before it fails.
    const failing = workerOn(context.app, 'failing', {
      retryDelayMs: 1_000,
      now: () => new Date(clock),
      render: async (_storyboard, index) => {
        if (index === 0) return tinyPng;
        throw new Error('Renderer ran out of memory');
      },
    });
    expect(await failing.runOnce()).toBe(true);
    expect(await readJob(id)).toMatchObject({ status: 'queued', attempts: 1, error: null });
    expect(await storedFrames(id)).toEqual([]);
    // The retry waits its pause: not claimable at once.
    expect(await failing.runOnce()).toBe(false);
    clock += 1_500;
    expect(await failing.runOnce()).toBe(true);
    expect(await readJob(id)).toMatchObject({ status: 'queued', attempts: 2 });
    expect(await storedFrames(id)).toEqual([]);
    clock += 2_500;
    expect(await failing.runOnce()).toBe(true);
    expect(await readJob(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'Renderer ran out of memory',
    });
    expect(await storedFrames(id)).toEqual([]);
    clock += 60_000;
    expect(await failing.runOnce()).toBe(false);
  });
});
