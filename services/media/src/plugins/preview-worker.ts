import os from 'node:os';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { PreviewWorker } from '../worker/preview-worker';
import { buildStoryboard } from '../render/storyboard';
import { renderFrame } from '../render/frame';
import { videoTemplates } from '@claims/contracts';
import { rendererHeartbeatMs } from '../repositories/renderers-repository';

export type PreviewWorkerPluginOptions = {
  leaseMs: number;
  pollMs: number;
  retryDelayMs: number;
  warmUpFrames: number;
};

/**
 * Renders `frames` frames (the nine templates' scenes in turn, each audience and scene kind) and drops them. The
 * first renders of a process load the fonts and the layout engine, and the engine keeps optimising the layout
 * code over the next few dozen; a worker that takes jobs before that renders them slower and spends a second
 * core on compiling, which is the core another worker needs.
 */
export async function warmUp(frames: number): Promise<void> {
  for (let done = 0; done < frames;) {
    for (const template of videoTemplates) {
      const storyboard = buildStoryboard({
        title: template.title,
        text: `${template.description} ${template.prompt}`,
        audience: template.audience,
        variation: done,
      });
      for (let index = 0; index < storyboard.scenes.length && done < frames; index++, done++)
        await renderFrame(storyboard, index);
      if (done >= frames) return;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    previewWorker: PreviewWorker;
  }
}

/**
 * Runs one preview worker inside this process: starts when the app is ready, finishes its job in hand when the
 * app closes. New jobs wake it through a change stream on inserts; polling covers a database without one. Once
 * warmed up it says it is alive every few seconds (`RenderersRepository`), so a visitor whose preview waits can be
 * told when no renderer is running.
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
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const beat = () =>
      app.renderers
        .beat(workerId)
        .catch((error) => app.log.warn({ err: error }, 'renderer heartbeat failed'));

    let closing = false;
    let starting: Promise<void> | undefined;
    const begin = async () => {
      const started = performance.now();
      await warmUp(options.warmUpFrames);
      if (closing) return;
      app.log.info(
        { workerId, warmUpFrames: options.warmUpFrames, warmUpMs: Math.round(performance.now() - started) },
        'preview worker ready',
      );
      try {
        const stream = app.previewJobs.jobs.watch([{ $match: { operationType: 'insert' } }]);
        inserts = stream;
        stream.on('change', () => worker.wake());
        stream.on('error', (error) => app.log.warn({ err: error }, 'job change stream failed; polling only'));
      } catch (error) {
        app.log.warn({ err: error }, 'no change stream on jobs; polling only');
      }
      // Said once warmed up (a worker still warming up takes no job yet), before the first job is taken.
      await beat();
      heartbeat = setInterval(beat, rendererHeartbeatMs);
      heartbeat.unref();
      worker.start();
    };
    app.addHook('onReady', async () => {
      // Not awaited: warming up takes seconds, more on a busy machine than Fastify gives an onReady hook (10 s); the
      // worker takes no job and says nothing of itself until it is done, so visitors are told no renderer runs yet.
      starting = begin().catch((error: unknown) =>
        app.log.error({ err: error }, 'preview worker could not start'),
      );
    });
    app.addHook('preClose', async () => {
      closing = true;
      await starting;
      clearInterval(heartbeat);
      await worker.stop();
      await app.renderers.remove(workerId).catch(() => undefined);
      await inserts?.close().catch(() => undefined);
    });
  },
  { name: 'media-preview-worker', dependencies: ['media-repositories'] },
);
