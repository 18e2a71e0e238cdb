import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '../src/testing';
import { closeOnSignals, type ServiceApp } from '../src';
import { buildDemoApp } from './support/demo-app';

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
});

afterAll(async () => {
  await database?.stop();
});

async function listening(): Promise<{ app: ServiceApp; url: string }> {
  const app = await buildDemoApp(testEnv(database, createTestTokens()));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

describe('closeOnSignals', () => {
  it('finishes an in-flight request, closes the database, then exits 0', async () => {
    const { app, url } = await listening();
    const signals = new EventEmitter();
    const exitCodes: number[] = [];
    const exited = new Promise<void>((resolve) => {
      closeOnSignals(app, {
        signalSource: signals as unknown as NodeJS.Process,
        exit: (code) => {
          exitCodes.push(code);
          resolve();
        },
      });
    });

    const inFlight = fetch(`${url}/api/demo/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    signals.emit('SIGTERM', 'SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true, items: 0 });
    await exited;
    expect(exitCodes).toEqual([0]);
    expect(app.server.listening).toBe(false);
    expect(app.db.readyState).toBe(0);
  });

  it('exits 1 at once on a second signal', async () => {
    const { app, url } = await listening();
    const signals = new EventEmitter();
    const exitCodes: number[] = [];
    const remove = closeOnSignals(app, {
      signalSource: signals as unknown as NodeJS.Process,
      exit: (code) => exitCodes.push(code),
    });

    const inFlight = fetch(`${url}/api/demo/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    signals.emit('SIGINT', 'SIGINT');
    signals.emit('SIGINT', 'SIGINT');
    expect(exitCodes).toEqual([1]);

    await inFlight;
    remove();
    await app.close();
  });
});
