import { apiErrorSchema, generateGuidesBodySchema, generateGuidesResponseSchema } from '@claims/contracts';
import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import { generateGuides } from '../../../generator/generate-guides';

/** `/api/guides/generate`: the admin sample-guide generator. */
const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      onRequest: app.requireRole('admin'),
      // A run asked again with its key (the page was reloaded while it ran) gets that run's answer, or 409
      // in_progress while it still runs: the guides are made once.
      config: { idempotency: true },
      schema: {
        tags: ['guides'],
        summary: 'Generate sample guides with steps (admin only)',
        security: [{ bearerAuth: [] }],
        body: generateGuidesBodySchema,
        response: {
          200: generateGuidesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { count, category } = request.body;
      const startedAt = Date.now();
      const createdAt = new Date(startedAt);
      const generated = await app.guidesRepository.insertGenerated(generateGuides({ count, category }), {
        userId: request.user.sub,
        createdAt: () => createdAt,
      });
      request.log.info(
        { generated, category, ms: Date.now() - startedAt, by: request.user.sub },
        'sample guides generated',
      );
      return {
        generated,
        message: `Generated ${generated.toLocaleString('en-US')} sample ${generated === 1 ? 'guide' : 'guides'} with steps.`,
      };
    },
  );
};

export default generateRoutes;
