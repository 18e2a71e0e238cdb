import type { FastifyReply, FastifyRequest } from 'fastify';
import { QuietRequestLogs, slowRequestMs } from '../src/lib/request-logging';

function finished(ms: number) {
  const log = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const request = { method: 'GET', url: '/bookings/tok-secret', routeOptions: { url: '/*' }, log };
  const reply = { statusCode: 200, elapsedTime: ms, log };
  return { request: request as unknown as FastifyRequest, reply: reply as unknown as FastifyReply, log };
}

describe("the edge's request log lines", () => {
  const controller = new QuietRequestLogs();

  it('are at debug level for a quick answer', () => {
    const { request, reply, log } = finished(slowRequestMs - 1);
    controller.requestCompleted(null, request, reply);
    expect(log.debug).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('are at warn level for a slow answer, naming the route that served it and not the address', () => {
    const { request, reply, log } = finished(slowRequestMs + 500);
    controller.requestCompleted(null, request, reply);
    expect(log.warn).toHaveBeenCalledWith(
      { method: 'GET', route: '/*', statusCode: 200, ms: slowRequestMs + 500 },
      'slow request',
    );
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('tok-secret');
  });
});
