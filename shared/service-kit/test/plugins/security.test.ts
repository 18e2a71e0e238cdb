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
