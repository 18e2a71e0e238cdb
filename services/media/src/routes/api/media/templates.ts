import { apiErrorSchema, videoTemplates, videoTemplatesResponseSchema } from '@claims/contracts';
import type { FastifyPluginAsyncZod } from '@claims/service-kit';

/** `GET /api/media/templates`: the nine video templates (static; browsers may keep them a few minutes). */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['previews'],
        summary: 'The nine video templates, three per audience',
        // 429 when the client exceeds the rate limit (the platform error shape).
        response: { 200: videoTemplatesResponseSchema, 429: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { templates: [...videoTemplates] };
    },
  );
};

export default templateRoutes;
