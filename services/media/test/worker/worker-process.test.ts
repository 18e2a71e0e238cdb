import { spawn } from 'node:child_process';
import path from 'node:path';
import { Types } from 'mongoose';
import { testEnv } from '@claims/service-kit/testing';
import { rendererStaleMs } from '../../src/repositories/renderers-repository';
import { buildWorker } from '../../src/worker-app';
import { build, type TestContext } from '../helper';
import { tinyPng, workerOn } from '../support/workers';

const workerEntry = path.resolve(__dirname, '../../src/worker.ts');
const dieDuringRender = path.resolve(__dirname, '../support/die-during-render.cjs');

let context: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  context = await build();
});
afterAll(async () => {
  await context.close();
});

/**
 * A real worker process (`src/worker.ts`) that is killed mid-job: it warms up with one render, claims the job,
 * stores frame 0 (its second render) and is killed with SIGKILL during frame 1 (its third).
 */
function runWorkerKilledDuringFrame1(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const child = spawn(process.execPath, ['--require', dieDuringRender, '--import', 'tsx', workerEntry], {
    env: {
      ...process.env,
      ...testEnv(context.database, context.tokens, {
        LOG_LEVEL: 'silent',
        WORKER_PORT: '0',
        WORKER_WARMUP_FRAMES: '1',
        WORKER_LEASE_MS: '30000',
        DIE_DURING_RENDER: '3',
      }),
    } as NodeJS.ProcessEnv,
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

it('a worker process killed mid-job: the job waits for the lease, then another worker completes it from the start', async () => {
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/media/previews',
    payload: { templateId: 'customer-same-day-repair' },
  });
  const id = created.json().id as string;

  expect(await runWorkerKilledDuringFrame1()).toEqual({ code: null, signal: 'SIGKILL' });
  const stranded = (await context.app.inject({ method: 'GET', url: `/api/media/previews/${id}` })).json();
  expect(stranded).toMatchObject({ status: 'rendering', progress: 25, attempts: 1, renderersOnline: 1 });
  // The killed worker said it was alive before taking the job; once its last word is old, nobody is running.
  expect(await context.app.renderers.countAlive(new Date(Date.now() + rendererStaleMs + 1))).toBe(0);
  const jobId = new Types.ObjectId(id);
  expect(await context.app.imageStore.framesOf(jobId)).toHaveLength(1);

  // While the dead worker's lease runs, nobody takes the job.
  expect(await workerOn(context.app, 'too-early', { render: async () => tinyPng }).runOnce()).toBe(false);

  // Once it has ended, another worker takes the job, renders all four frames and removes the dead one's frame.
  const rescuer = workerOn(context.app, 'rescuer', {
    now: () => new Date(Date.now() + 31_000),
    render: async () => tinyPng,
  });
  expect(await rescuer.runOnce()).toBe(true);
  const done = (await context.app.inject({ method: 'GET', url: `/api/media/previews/${id}` })).json();
  expect(done).toMatchObject({ status: 'done', progress: 100, attempts: 2, error: null });
  const listed = done.frames.map((frame: { imageUrl: string }) => frame.imageUrl.split('/').pop()).sort();
  expect(listed).toHaveLength(4);
  expect((await context.app.imageStore.framesOf(jobId)).map(String).sort()).toEqual(listed);
}, 120_000);

it('a worker says it is running once warmed up, and no longer once stopped', async () => {
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/media/previews',
    payload: { templateId: 'customer-file-a-claim' },
  });
  const id = created.json().id as string;
  const before = await context.app.renderers.countAlive();

  const worker = await buildWorker(
    testEnv(context.database, context.tokens, { WORKER_WARMUP_FRAMES: '1', WORKER_POLL_MS: '60000' }),
  );
  await worker.ready();
  expect(await context.app.renderers.countAlive()).toBe(before + 1);
  await worker.close();
  expect(await context.app.renderers.countAlive()).toBe(before);
  const read = (await context.app.inject({ method: 'GET', url: `/api/media/previews/${id}` })).json();
  expect(read.status).toBe('done');
}, 120_000);
