import {
  apiErrorSchema,
  createGuideBodySchema,
  guideDetailSchema,
  guideListQuerySchema,
  guideListResponseSchema,
  type GuideListResponse,
} from '@claims/contracts';
import { badRequest, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { InvalidCursorError } from '../../../repositories/guides-repository';
import type { GuideListJson } from '../../../repositories/summary-json';
import generateRoutes from './generate';
import statsRoutes from './stats';
import guideRoutes, { type GuideRoutesOptions } from './_id';
import guideImageRoutes from './images';

/** `/api/guides`: the library (list, create) and everything below it. */
const guidesRoutes: FastifyPluginAsyncZod<GuideRoutesOptions> = async (app, options) => {
  app.get(
    '',
    {
      schema: {
        tags: ['guides'],
        summary: 'List guides, newest first, optionally by category and title search',
        querystring: guideListQuerySchema,
        response: { 200: guideListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      let page: GuideListJson;
      try {
        page = await app.guidesRepository.list(request.query);
      } catch (error) {
        if (error instanceof InvalidCursorError)
          throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
        throw error;
      }
      // The page is already the JSON of a `GuideListResponse`, made from cards checked against the contract when
      // they were stored (repositories/summary-json.ts): a string declared as JSON is sent as it is.
      return reply.type('application/json; charset=utf-8').send(page as unknown as GuideListResponse);
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
  await app.register(guideRoutes, { prefix: '/:id', viewHashKey: options.viewHashKey });
};

export default guidesRoutes;
