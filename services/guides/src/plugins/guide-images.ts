import fp from 'fastify-plugin';
import {
  createGuideBodySchema,
  guideImageMissingMessage,
  updateGuideBodySchema,
  type CreateGuideInput,
} from '@claims/contracts';
import { badRequest } from '@claims/service-kit';
import { GuideImageStore, uploadedImagesOf } from '../images/guide-image-store';

declare module 'fastify' {
  interface FastifyInstance {
    guideImages: GuideImageStore;
  }
}

export type GuideImagesOptions = {
  /** Pictures one user may upload per hour. */
  uploadsPerHour: number;
  /** How often unused uploads are removed (ms); 0 turns the cleanup off. */
  cleanupIntervalMs: number;
};

/** An upload no guide has named this long after it was sent is removed. */
export const unusedImageLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * Uploaded cover and step pictures (see images/guide-image-store.ts). Every route that takes a guide body (create,
 * edit) has the uploaded pictures it names checked and marked as used before it runs: a picture the cleanup already
 * removed is refused with 400 on its field, and a used picture is never removed.
 */
export default fp<GuideImagesOptions>(
  async (app, options) => {
    const store = await GuideImageStore.open(app.db, { uploadsPerHour: options.uploadsPerHour });
    app.decorate('guideImages', store);

    app.addHook('preHandler', async (request) => {
      const body = request.routeOptions.schema?.body;
      if (body !== createGuideBodySchema && body !== updateGuideBodySchema) return;
      const uploaded = uploadedImagesOf(request.body as CreateGuideInput);
      const missing = new Set(await store.markUsed(uploaded.map((image) => image.id)));
      if (missing.size === 0) return;
      const fields = Object.fromEntries(
        uploaded
          .filter((image) => missing.has(image.id))
          .map((image) => [image.path, guideImageMissingMessage]),
      );
      throw badRequest(guideImageMissingMessage, fields);
    });

    if (options.cleanupIntervalMs > 0) {
      const cleanUp = async () => {
        try {
          const removed = await store.removeUnused(new Date(Date.now() - unusedImageLifetimeMs));
          if (removed > 0) app.log.info({ removed }, 'removed uploaded guide pictures no guide uses');
        } catch (error) {
          app.log.warn({ err: error }, 'guide picture cleanup failed');
        }
      };
      const timer = setInterval(() => void cleanUp(), options.cleanupIntervalMs);
      timer.unref();
      app.addHook('onReady', async () => {
        void cleanUp();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'guides-guide-images', dependencies: ['service-kit-database'] },
);
