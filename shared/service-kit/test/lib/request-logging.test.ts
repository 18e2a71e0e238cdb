import type { FastifyReply, FastifyRequest } from 'fastify';
import { QuietRequestLogs, slowRequestMs } from '../../src/lib/request-logging';

/** A finished request as the log controller sees it, taking `ms`, with its logger's calls recorded. */
function finished(ms: number, statusCode = 200) {
  const log = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const request = {
    method: 'GET',
    url: '/api/bookings/manage/tok-secret?x=1',
    routeOptions: { url: '/api/bookings/manage/:token' },
    log,
  } as unknown as FastifyRequest;
  const reply = { statusCode, elapsedTime: ms, log } as unknown as FastifyReply;
  return { request, reply, log };
}

describe('request log lines', () => {
  const controller = new QuietRequestLogs();

  it('are at debug level for a quick answer', () => {
    const { request, reply, log } = finished(slowRequestMs - 1);
    controller.requestCompleted(null, request, reply);
    expect(log.debug).toHaveBeenCalledWith(
      { method: 'GET', route: '/api/bookings/manage/:token', statusCode: 200, ms: slowRequestMs - 1 },
      'request completed',
    );
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('are at warn level for an answer that took a second or more, naming the route and not the token', () => {
    const { request, reply, log } = finished(slowRequestMs, 201);
    controller.requestCompleted(null, request, reply);
    expect(log.warn).toHaveBeenCalledWith(
      { method: 'GET', route: '/api/bookings/manage/:token', statusCode: 201, ms: slowRequestMs },
      'slow request',
    );
    expect(log.debug).not.toHaveBeenCalled();
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('tok-secret');
  });
});
