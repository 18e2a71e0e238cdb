import { setTimeout as delay } from 'node:timers/promises';
import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '../../src/testing';
import type { ServiceApp } from '../../src';
import { buildDemoApp } from '../support/demo-app';

type DevDbModule = {
  startDevDb: (options: { port: number; host: string }) => Promise<{ stop: () => Promise<void> }>;
};

// The database is stopped and started again under the app: more than the default 5 s on a busy machine.
jest.setTimeout(30_000);

let database: TestDatabase;
let app: ServiceApp;
let restarted: { stop: () => Promise<void> } | undefined;

beforeAll(async () => {
  // Its own embedded server, because this test stops it.
  database = await startTestDatabase({ embedded: true });
  app = await buildDemoApp(testEnv(database, createTestTokens()));
});

afterAll(async () => {
  await app?.close();
  await restarted?.stop();
});

/** Polls until the probe answers 200 (the driver reconnects in the background); gives up after `attempts`. */
async function readyAgain(attempts = 60): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if ((await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200) return true;
    await delay(250);
  }
  return false;
}

describe('database outage', () => {
  it('answers 503 unavailable (probe and data routes) while the database is gone, and recovers by itself', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await database.stop();

    const probe = await app.inject({ method: 'GET', url: '/readyz' });
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toEqual({
      error: { code: 'unavailable', message: 'The database is not reachable' },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    // Right away, before the driver's monitor has noticed the outage: the write goes to a pooled connection whose
    // socket has just closed (lib/driver-write-guard.ts), and must not wait for it.
    const write = await app.inject({
      method: 'POST',
      url: '/api/demo/items',
      payload: { name: 'kettle', quantity: 1 },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      },
    });

    // The database comes back on the same address: no restart of the service is needed.
    const port = Number(new URL(database.uri).port);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { startDevDb } = require('@claims/devdb') as DevDbModule;
    restarted = await startDevDb({ port, host: '127.0.0.1' });
    expect(await readyAgain()).toBe(true);
    const retried = await app.inject({
      method: 'POST',
      url: '/api/demo/items',
      payload: { name: 'kettle', quantity: 1 },
    });
    expect(retried.statusCode).toBe(201);
  });
});
