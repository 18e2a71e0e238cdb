import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per finished request at debug level (shown with LOG_LEVEL=debug), instead of fastify's two
 * lines at info: the terminal of `npm start` shows what matters, the detail is one variable away.
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
    request.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  }
}
