/**
 * The render worker's app (run by src/worker.ts; tests and the runner's warm spare load it without running it): a second entry point of the media service, started and scaled on its own
 * (`MEDIA_WORKERS` under npm start, `docker compose up --scale media-worker=N`). It claims preview jobs from
 * MongoDB, renders their frames and stores them in GridFS. It serves only /healthz and /readyz, on
 * WORKER_PORT (a free port when unset, so several workers can run on one machine).
 */
import { createServiceApp } from '@claims/service-kit';
import { mediaEnvShape } from './config/env';
import repositories from './plugins/repositories';
import previewWorker from './plugins/preview-worker';

export function buildWorker(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env) {
  return createServiceApp({
    area: 'media',
    title: 'Media render worker',
    defaultPort: 0,
    env: { ...env, PORT: env.WORKER_PORT ?? '0' },
    envShape: mediaEnvShape,
    register: async (app, config) => {
      await app.register(repositories);
      await app.register(previewWorker, {
        leaseMs: config.WORKER_LEASE_MS,
        pollMs: config.WORKER_POLL_MS,
        retryDelayMs: config.WORKER_RETRY_DELAY_MS,
        warmUpFrames: config.WORKER_WARMUP_FRAMES,
      });
    },
  });
}
