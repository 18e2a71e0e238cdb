import type { FastifyReply, FastifyRequest } from 'fastify';
import { loggablePath, withoutTokens } from '../src/lib/loggable-path';
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
    // The address, with a manage link's token left out.
    expect(log.debug).toHaveBeenCalledWith(
      { method: 'GET', path: '/bookings/:token', statusCode: 200, ms: slowRequestMs - 1 },
      'request completed',
    );
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

describe('loggablePath', () => {
  it.each([
    ['/bookings/Xz7c4RRLsecret', '/bookings/:token'],
    ['/api/booking/manage/Xz7c4RRLsecret/reschedule?x=1', '/api/booking/manage/:token/reschedule'],
    [
      '/api/trial/cases/6650f0c2a1b2c3d4e5f6a001/photos/p1?expires=9&signature=abc',
      '/api/trial/cases/6650f0c2a1b2c3d4e5f6a001/photos/p1',
    ],
    ['/repair-guides?search=dryer', '/repair-guides'],
    ['/admin/bookings', '/admin/bookings'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });

  it('takes tokens out of a message naming a manage link', () => {
    expect(withoutTokens('Render failed on /bookings/Xz7c4RRL, see /api/booking/manage/Xz7c4RRL')).toBe(
      'Render failed on /bookings/:token, see /api/booking/manage/:token',
    );
  });
});
