import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggablePath } from './loggable-path';

/**
 * One line per finished request at debug level (shown with LOG_LEVEL=debug), instead of fastify's two
 * lines at info: the terminal of `npm start` shows what matters, the detail is one variable away.
 *
 * An answer that took `slowRequestMs` or more is logged at warn level, with the route that served it (an API prefix,
 * or the pages' catch-all) rather than the address, which can hold a manage link's token; the request id finds the
 * service's own line, which names the API route. The debug line has the path as `loggablePath` writes it.
 */
export const slowRequestMs = 1000;

export class QuietRequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error({ err: error, statusCode: reply.statusCode }, 'request errored');
      return;
    }
    const ms = Math.round(reply.elapsedTime);
    if (ms >= slowRequestMs) {
      const route = request.routeOptions.url ?? '(no route)';
      request.log.warn({ method: request.method, route, statusCode: reply.statusCode, ms }, 'slow request');
      return;
    }
    request.log.debug(
      { method: request.method, path: loggablePath(request.url), statusCode: reply.statusCode, ms },
      'request completed',
    );
  }
}
