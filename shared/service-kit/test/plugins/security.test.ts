import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '../../src/testing';
import type { ServiceApp } from '../../src';
import { buildDemoApp } from '../support/demo-app';

let database: TestDatabase;
let app: ServiceApp;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await buildDemoApp(
    testEnv(database, createTestTokens(), { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' }),
  );
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

describe('general rate limit', () => {
  it('answers 429 rate_limited with a clear message once an IP exceeds RATE_LIMIT_MAX', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.inject({ method: 'GET', url: '/api/demo/me' })).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await app.inject({ method: 'GET', url: '/api/demo/me' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each client address on its own', async () => {
    const other = await app.inject({ method: 'GET', url: '/api/demo/me', remoteAddress: '203.0.113.9' });
    expect(other.statusCode).toBe(401);
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For from a client that is not the edge', async () => {
    // A stranger on the network rotating the header still spends one budget (RATE_LIMIT_MAX is 3 here).
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/demo/me',
        remoteAddress: '198.51.100.77',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('believes X-Forwarded-For set by the edge on loopback', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/demo/me',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.55' },
    });
    expect(res.statusCode).toBe(401);
    // The edge's own address has spent its budget above; this request counted for 192.0.2.55 instead.
    const again = await app.inject({
      method: 'GET',
      url: '/api/demo/me',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.56' },
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('framework errors and caching', () => {
  it('answers a body over the limit with 413 in the error shape and closes the connection', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/demo/items',
      remoteAddress: '198.51.100.1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), quantity: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'The request is too large' } });
    expect(res.headers.connection).toBe('close');
  });

  it('marks API answers no-store', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/demo/me', remoteAddress: '198.51.100.2' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a malformed URL in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/demo/%E0%A4%A', remoteAddress: '198.51.100.3' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'The request was not understood' } });
  });
});

describe('security headers', () => {
  it('are on every answer: success, refusal, unknown route and probe', async () => {
    for (const url of ['/api/demo/me', '/nowhere', '/readyz']) {
      const { headers } = await app.inject({ method: 'GET', url, remoteAddress: '192.0.2.44' });
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});
