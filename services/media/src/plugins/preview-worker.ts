import os from 'node:os';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { PreviewWorker } from '../worker/preview-worker';
import { buildStoryboard } from '../render/storyboard';
import { renderFrame } from '../render/frame';

export type PreviewWorkerPluginOptions = { leaseMs: number; pollMs: number; retryDelayMs: number };

declare module 'fastify' {
  interface FastifyInstance {
    previewWorker: PreviewWorker;
  }
}

/**
 * Runs one preview worker inside this process: starts when the app is ready, finishes its job in hand when the
 * app closes. New jobs wake it through a change stream on inserts; polling covers a database without one.
 */
export default fp<PreviewWorkerPluginOptions>(
  async (app, options) => {
    const workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
    const worker = new PreviewWorker({
      jobs: app.previewJobs,
      images: app.imageStore,
      workerId,
      leaseMs: options.leaseMs,
      pollMs: options.pollMs,
      retryDelayMs: options.retryDelayMs,
      log: app.log.child({ workerId }),
    });
    app.decorate('previewWorker', worker);
    let inserts: ReturnType<typeof app.previewJobs.jobs.watch> | undefined;

    app.addHook('onReady', async () => {
      // The first render loads the fonts and the layout engine; pay for it before the first job does.
      const started = performance.now();
      await renderFrame(
        buildStoryboard({ text: 'A refrigerator is leaking.', audience: 'customer', variation: 0 }),
        0,
      );
      app.log.info({ workerId, warmUpMs: Math.round(performance.now() - started) }, 'preview worker ready');
      try {
        const stream = app.previewJobs.jobs.watch([{ $match: { operationType: 'insert' } }]);
        inserts = stream;
        stream.on('change', () => worker.wake());
        stream.on('error', (error) => app.log.warn({ err: error }, 'job change stream failed; polling only'));
      } catch (error) {
        app.log.warn({ err: error }, 'no change stream on jobs; polling only');
      }
      worker.start();
    });
    app.addHook('preClose', async () => {
      await worker.stop();
      await inserts?.close().catch(() => undefined);
    });
  },
  { name: 'media-preview-worker', dependencies: ['media-repositories'] },
);
