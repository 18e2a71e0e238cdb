import { setTimeout as delay } from 'node:timers/promises';
import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '../../src/testing';
import type { ServiceApp } from '../../src';
import { buildDemoApp } from '../support/demo-app';

let database: TestDatabase;
/** Stands for the identity service: it writes revocations into its own database. */
let identity: ServiceApp;
/** Any other service: it follows that database's revocations from its own process. */
let service: ServiceApp;
const tokens = createTestTokens();

beforeAll(async () => {
  database = await startTestDatabase();
  const env = testEnv(database, tokens, { SESSION_REVOCATIONS_DB: database.dbName });
  identity = await buildDemoApp(env);
  service = await buildDemoApp({
    ...env,
    MONGODB_DB_NAME: `${database.dbName}_other`,
    SESSION_REVOCATIONS_DB: database.dbName,
  });
});

afterAll(async () => {
  await service?.close();
  await identity?.close();
  await database?.stop();
});

const me = (app: ServiceApp, token: string) =>
  app.inject({ method: 'GET', url: '/api/demo/me', headers: { authorization: `Bearer ${token}` } });

/**
 * Asks again until the token is refused: the other service learns of the revocation from the change stream a
 * moment later. The test waits for that state, not for a time (how fast it arrives is a figure, not a rule here).
 */
async function refusedOnceDelivered(app: ServiceApp, token: string): Promise<number> {
  let status = (await me(app, token)).statusCode;
  while (status !== 401) {
    await delay(20);
    status = (await me(app, token)).statusCode;
  }
  return status;
}

describe('session revocation', () => {
  it('refuses a revoked session in the revoking process at once and in another service once the change arrives', async () => {
    const token = tokens.accessToken({ sid: 'revoked-session', roles: ['admin'] });
    const otherSession = tokens.accessToken({ sid: 'live-session', roles: ['admin'] });
    expect((await me(service, token)).statusCode).toBe(200);

    await identity.sessionRevocations.revoke(['revoked-session'], new Date(Date.now() + 15 * 60_000));

    const here = await me(identity, token);
    expect(here.statusCode).toBe(401);
    expect(here.json()).toEqual({
      error: { code: 'unauthorized', message: 'Your session has ended. Please sign in again.' },
    });
    expect(await refusedOnceDelivered(service, token)).toBe(401);
    // Other sessions are untouched.
    expect((await me(service, otherSession)).statusCode).toBe(200);
  });

  it('loads revocations made before a service started', async () => {
    await identity.sessionRevocations.revoke(['earlier-session'], new Date(Date.now() + 15 * 60_000));
    const late = await buildDemoApp({
      ...testEnv(database, tokens),
      MONGODB_DB_NAME: `${database.dbName}_late`,
      SESSION_REVOCATIONS_DB: database.dbName,
    });
    try {
      expect((await me(late, tokens.accessToken({ sid: 'earlier-session' }))).statusCode).toBe(401);
    } finally {
      await late.close();
    }
  });

  it('forgets a revocation once the tokens it names have expired', async () => {
    await identity.sessionRevocations.revoke(['short-session'], new Date(Date.now() - 1000));
    expect(identity.sessionRevocations.has('short-session')).toBe(false);
  });
});
