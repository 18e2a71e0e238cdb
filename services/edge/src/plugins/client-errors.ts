import fp from 'fastify-plugin';
import { z } from 'zod';
import { createFixedWindowLimiter } from '../lib/fixed-window-limiter';
import { sendError } from '../lib/errors';
import { loggablePath, withoutTokens } from '../lib/loggable-path';

const clientErrorSchema = z.object({
  kind: z.enum(['not_found', 'remote_load', 'render']),
  message: z.string().trim().min(1).max(2000),
  path: z.string().max(2000),
});

export type ClientErrorsOptions = {
  /** Reports one address may send per minute. */
  perClientPerMinute?: number;
  /** Reports logged per minute from everyone together, so a flood cannot fill the log. */
  totalPerMinute?: number;
};

/** The browser's error log: a page that is missing or an area that failed to load is logged here. */
export default fp<ClientErrorsOptions>(
  async (app, options) => {
    const perClient = createFixedWindowLimiter({ max: options.perClientPerMinute ?? 30, windowMs: 60_000 });
    const total = createFixedWindowLimiter({
      max: options.totalPerMinute ?? 600,
      windowMs: 60_000,
      maxKeys: 1,
    });

    app.post('/api/client-errors', { bodyLimit: 8 * 1024 }, async (request, reply) => {
      if (!perClient.take(request.ip) || !total.take('all')) {
        void reply.header('retry-after', String(perClient.retryAfterSeconds()));
        return sendError(reply, 429, 'Too many error reports. Please wait a minute.');
      }
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
      const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 300);
      const report = {
        ...parsed.data,
        message: withoutTokens(parsed.data.message),
        path: loggablePath(parsed.data.path),
      };
      // A visitor on an address with no page (a mistyped or old link) is worth knowing, not an error to act on.
      const level = report.kind === 'not_found' ? 'info' : 'error';
      request.log[level](
        { clientError: report, userAgent },
        `client ${report.kind}: ${report.message.slice(0, 300)}`,
      );
      return reply.code(204).send();
    });
  },
  { name: 'client-errors' },
);
