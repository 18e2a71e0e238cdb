import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that takes this long or longer is logged at warn level, whatever its answer. */
export const slowRequestMs = 1000;

/**
 * What a log line says of a request: its method and the route it matched, as the route is written
 * (`/api/bookings/manage/:token`), never the address itself, which can hold a manage link's token or a search; the
 * request id (`reqId`, on every line) finds the rest. A request no route matched has its path, without the query.
 */
export function requestLogFields(request: FastifyRequest): { method: string; route: string } {
  const route = request.routeOptions.url ?? `${request.url.split('?')[0]} (no route)`;
  return { method: request.method, route };
}

/**
 * One line per finished request, instead of fastify's two at info: at debug level (shown with LOG_LEVEL=debug) when
 * all went well, so the terminal of `npm start` shows what matters; at warn level when it took `slowRequestMs` or more.
 * A refused request (4xx) is logged at info by the error handler, with its code and message; a failure at error.
 */
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
    const line = { ...requestLogFields(request), statusCode: reply.statusCode, ms };
    if (ms >= slowRequestMs) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request completed');
  }
}
