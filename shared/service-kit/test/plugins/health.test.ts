import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '../../src/testing';
import type { ServiceApp } from '../../src';
import { buildDemoApp } from '../support/demo-app';

let database: TestDatabase;
let app: ServiceApp;

beforeAll(async () => {
  // Its own embedded server, because this test stops it.
  database = await startTestDatabase({ embedded: true });
  app = await buildDemoApp(testEnv(database, createTestTokens()));
});

afterAll(async () => {
  await app?.close();
});

describe('/readyz', () => {
  it('answers 503 unavailable once the database is gone, while /healthz stays up', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await database.stop();
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'unavailable', message: 'The database is not reachable' },
    });
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
