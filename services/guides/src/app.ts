import { createServiceApp, type ServiceApp } from '@claims/service-kit';
import { guidesEnvShape } from './config/env';
import { migrateStoredGuides } from './migrations';
import repositories from './plugins/repositories';
import demoGuides from './plugins/demo-guides';
import externalImages from './plugins/external-images';
import guideImages from './plugins/guide-images';
import guidesRoutes from './routes/api/guides';

export type BuildAppOptions = {
  /** Variables to read instead of `process.env` (tests). */
  env?: NodeJS.ProcessEnv | Record<string, string | undefined>;
};

/** The guides service: the repair-guide library, guide steps and likes, and the sample-guide generator. */
export function buildApp(options: BuildAppOptions = {}): Promise<ServiceApp> {
  return createServiceApp({
    area: 'guides',
    title: 'Repair guides API',
    defaultPort: 4104,
    env: options.env,
    envShape: guidesEnvShape,
    register: async (app, env) => {
      // Before any model is compiled (see migrations/), and not in a plugin: a plugin must load within 10 s, and
      // renaming and re-indexing a large library written by an earlier version takes longer.
      await migrateStoredGuides(app);
      await app.register(repositories, { listCacheTtlMs: env.LIST_CACHE_TTL_MS });
      await app.register(externalImages, { allowPrivateHosts: env.EXTERNAL_IMAGES_ALLOW_PRIVATE_HOSTS });
      await app.register(guideImages, {
        uploadsPerHour: env.GUIDE_IMAGE_UPLOADS_PER_HOUR,
        cleanupIntervalMs: env.GUIDE_IMAGE_CLEANUP_INTERVAL_MS,
      });
      if (env.SEED_DEMO_DATA && env.NODE_ENV !== 'production') {
        await app.register(demoGuides, { count: env.DEMO_GUIDE_COUNT });
      } else if (env.SEED_DEMO_DATA) {
        app.log.warn('SEED_DEMO_DATA is ignored in production');
      }
      await app.register(guidesRoutes, { prefix: '/api/guides', viewHashKey: env.VIEW_HASH_KEY });
    },
  });
}
