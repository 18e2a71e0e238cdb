import { apiErrorSchema, guideStatsResponseSchema } from '@claims/contracts';
import type { FastifyPluginAsyncZod } from '@claims/service-kit';

/** `/api/guides/stats`: library totals (the admin generator shows the count growing). */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['guides'],
        summary: 'Number of guides in the library',
        // 429 when the client exceeds the rate limit (the platform error shape).
        response: { 200: guideStatsResponseSchema, 429: apiErrorSchema },
      },
    },
    async () => ({ total: await app.guidesRepository.count() }),
  );
};

export default statsRoutes;
