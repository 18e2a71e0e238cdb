import {
  createTestTokens,
  signEs256,
  startTestDatabase,
  testEnv,
  type TestDatabase,
} from '../../src/testing';
import type { ServiceApp } from '../../src';
import { buildDemoApp } from '../support/demo-app';

let database: TestDatabase;
let app: ServiceApp;
const tokens = createTestTokens();

beforeAll(async () => {
  database = await startTestDatabase();
  app = await buildDemoApp(testEnv(database, tokens));
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('authenticate', () => {
  it('asks for a token when none is sent', async () => {
    const response = await get('/api/demo/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue' },
    });
  });

  it('accepts a valid ES256 token and exposes its claims as request.user', async () => {
    const user = {
      sub: '65f000000000000000000001',
      sid: 'session-1',
      email: 'ann@example.com',
      name: 'Ann',
      roles: ['customer' as const],
    };
    const response = await get('/api/demo/me', tokens.authHeader(user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('says so when the token has expired', async () => {
    const response = await get('/api/demo/me', tokens.authHeader({}, { expiresInSeconds: -60 }));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Your session has expired. Please sign in again.');
  });

  it('rejects tokens signed with another key, unsigned tokens and garbage', async () => {
    const stranger = createTestTokens();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'x', email: 'x@x', name: 'x', roles: ['admin'] }),
    ).toString('base64url')}.`;
    for (const token of [stranger.accessToken({ roles: ['admin'] }), unsigned, 'not-a-token']) {
      const response = await get('/api/demo/me', { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('refuses a correctly signed token without exp (it would never expire) or without a session id', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: '65f000000000000000000001', email: 'a@example.com', name: 'A', roles: ['admin'] };
    const withoutExp = signEs256({ ...claims, sid: 'session-2', iat: now }, tokens.privateKey);
    const withoutSid = signEs256({ ...claims, iat: now, exp: now + 60 }, tokens.privateKey);
    for (const token of [withoutExp, withoutSid]) {
      const response = await get('/api/demo/me', { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Your session is not valid. Please sign in again.' },
      });
    }
  });

  it('rejects a correctly signed token whose claims are not an access token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signEs256({ sub: 'x', roles: ['superuser'], iat: now, exp: now + 60 }, tokens.privateKey);
    const response = await get('/api/demo/me', { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('requireRole', () => {
  it('answers 401 without a token and 403 without one of the roles', async () => {
    expect((await get('/api/demo/staff')).statusCode).toBe(401);
    const response = await get('/api/demo/staff', tokens.authHeader({ roles: ['customer', 'tech'] }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'forbidden', message: 'You do not have permission to do this' },
    });
  });

  it('lets any of the listed roles through', async () => {
    expect((await get('/api/demo/staff', tokens.authHeader({ roles: ['insurance'] }))).statusCode).toBe(200);
    expect(
      (await get('/api/demo/staff', tokens.authHeader({ roles: ['customer', 'admin'] }))).json(),
    ).toEqual({ roles: ['customer', 'admin'] });
  });
});
