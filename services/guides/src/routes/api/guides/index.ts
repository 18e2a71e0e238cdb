import {
  apiErrorSchema,
  createGuideBodySchema,
  guideDetailSchema,
  guideListQuerySchema,
  guideListResponseSchema,
} from '@claims/contracts';
import { badRequest, serializeOnceCompiler, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { InvalidCursorError } from '../../../repositories/guides-repository';
import generateRoutes from './generate';
import statsRoutes from './stats';
import guideRoutes from './_id';
import guideImageRoutes from './images';

/** `/api/guides`: the library (list, create) and everything below it. */
const guidesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['guides'],
        summary: 'List guides, newest first, optionally by category and title search',
        querystring: guideListQuerySchema,
        response: { 200: guideListResponseSchema, 400: apiErrorSchema },
      },
      // Pages come from the list cache: each cached page is serialized once, not per request.
      serializerCompiler: serializeOnceCompiler,
    },
    async (request) => {
      try {
        return await app.guidesRepository.list(request.query);
      } catch (error) {
        if (error instanceof InvalidCursorError)
          throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
        throw error;
      }
    },
  );

  app.post(
    '',
    {
      onRequest: app.authenticate,
      // A retry after a lost answer (same Idempotency-Key) returns the first guide instead of a second one.
      config: { idempotency: true },
      schema: {
        tags: ['guides'],
        summary: 'Create a guide with its steps (signed in)',
        security: [{ bearerAuth: [] }],
        body: createGuideBodySchema,
        response: { 201: guideDetailSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const guide = await app.guidesRepository.create(request.user.sub, request.body);
      request.log.info({ guideId: guide.id, steps: guide.steps.length }, 'guide created');
      return reply.code(201).send(guide);
    },
  );

  await app.register(statsRoutes, { prefix: '/stats' });
  await app.register(generateRoutes, { prefix: '/generate' });
  await app.register(guideImageRoutes, { prefix: '/images' });
  await app.register(guideRoutes, { prefix: '/:id' });
};

export default guidesRoutes;
