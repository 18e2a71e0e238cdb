import { guideStatsResponseSchema } from '@claims/contracts';
import type { FastifyPluginAsyncZod } from '@claims/service-kit';

/** `/api/guides/stats`: library totals (the admin generator shows the count growing). */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['guides'],
        summary: 'Number of guides in the library',
        response: { 200: guideStatsResponseSchema },
      },
    },
    async () => ({ total: await app.guidesRepository.count() }),
  );
};

export default statsRoutes;
