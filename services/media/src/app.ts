import { createServiceApp, type ServiceApp } from '@claims/service-kit';
import { mediaEnvShape } from './config/env';
import repositories from './plugins/repositories';
import mediaRoutes from './routes/api/media';

export type BuildAppOptions = {
  /** Variables to read instead of `process.env` (tests). */
  env?: NodeJS.ProcessEnv | Record<string, string | undefined>;
};

/**
 * The media API: video templates, preview jobs (queued here, rendered by `src/worker.ts`), rendered frames,
 * and the pitch decks as PDF. Composition only (repositories, then the route tree under /api/media).
 */
export function buildApp(options: BuildAppOptions = {}): Promise<ServiceApp> {
  return createServiceApp({
    area: 'media',
    title: 'Video and pitch decks API',
    defaultPort: 4105,
    env: options.env,
    envShape: mediaEnvShape,
    register: async (app, env) => {
      await app.register(repositories);
      await app.register(mediaRoutes, {
        prefix: '/api/media',
        previewLimit: { max: env.PREVIEW_LIMIT_MAX, windowMs: env.PREVIEW_LIMIT_WINDOW_MS },
      });
    },
  });
}
