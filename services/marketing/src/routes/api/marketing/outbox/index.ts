import { outboxListSchema, outboxQuerySchema } from '@claims/contracts';
import type { FastifyPluginAsyncZod } from '@claims/service-kit';

/** Admin only: every email the site wrote, newest first, with its delivery state. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.get(
    '/',
    {
      schema: {
        summary: 'List outgoing emails',
        tags: ['leads'],
        security: [{ bearerAuth: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => ({
      ...(await app.outboxRepository.list(request.query.limit)),
      delivering: app.outbox.delivering,
    }),
  );
};

export default outboxRoutes;
