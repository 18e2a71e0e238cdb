import fp from 'fastify-plugin';
import { z } from 'zod';

const clientErrorSchema = z.object({
  kind: z.enum(['not_found', 'remote_load', 'render']),
  message: z.string().trim().min(1).max(2000),
  path: z.string().max(2000),
});

/** The browser's error log: a page that is missing or an area that failed to load is logged here. */
export default fp(
  async (app) => {
    app.post('/api/client-errors', { bodyLimit: 8 * 1024 }, async (request, reply) => {
      const parsed = clientErrorSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(400).send({
          error: {
            code: 'validation_failed',
            message: 'Invalid client error report',
            fields: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])),
          },
        });
      }
      request.log.error(
        { clientError: parsed.data, userAgent: request.headers['user-agent'] },
        `client ${parsed.data.kind}: ${parsed.data.message}`,
      );
      return reply.code(204).send();
    });
  },
  { name: 'client-errors' },
);
