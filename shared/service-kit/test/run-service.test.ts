import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '../src/testing';
import { closeOnSignals, type ServiceApp } from '../src';
import { buildDemoApp, heldAnswer, type HeldAnswer } from './support/demo-app';

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
});

afterAll(async () => {
  await database?.stop();
});

async function listening(slowAnswer: HeldAnswer): Promise<{ app: ServiceApp; url: string }> {
  const app = await buildDemoApp(testEnv(database, createTestTokens()), { slowAnswer });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

describe('closeOnSignals', () => {
  it('finishes an in-flight request, closes the database, then exits 0', async () => {
    const slow = heldAnswer();
    const { app, url } = await listening(slow);
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
    await slow.arrived;
    signals.emit('SIGTERM', 'SIGTERM');
    // The request was signalled mid-way: it still gets its answer, then the process exits.
    expect(exitCodes).toEqual([]);
    slow.release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true, items: 0 });
    await exited;
    expect(exitCodes).toEqual([0]);
    expect(app.server.listening).toBe(false);
    expect(app.db.readyState).toBe(0);
  });

  it('takes the same stop arriving twice (the process group and the runner) as one', async () => {
    const slow = heldAnswer();
    const { app, url } = await listening(slow);
    const signals = new EventEmitter();
    const exitCodes: number[] = [];
    let clock = 1_000;
    const exited = new Promise<void>((resolve) => {
      closeOnSignals(app, {
        signalSource: signals as unknown as NodeJS.Process,
        now: () => clock,
        exit: (code) => {
          exitCodes.push(code);
          resolve();
        },
      });
    });

    const inFlight = fetch(`${url}/api/demo/slow`);
    await slow.arrived;
    signals.emit('SIGTERM', 'SIGTERM');
    clock += 3_000;
    signals.emit('SIGTERM', 'SIGTERM');
    expect(exitCodes).toEqual([]);
    slow.release();

    expect((await inFlight).status).toBe(200);
    await exited;
    expect(exitCodes).toEqual([0]);
  });

  it('exits 1 at once on a second signal after the first has had its time', async () => {
    const slow = heldAnswer();
    const { app, url } = await listening(slow);
    const signals = new EventEmitter();
    const exitCodes: number[] = [];
    let clock = 1_000;
    const remove = closeOnSignals(app, {
      signalSource: signals as unknown as NodeJS.Process,
      now: () => clock,
      exit: (code) => exitCodes.push(code),
    });

    const inFlight = fetch(`${url}/api/demo/slow`);
    await slow.arrived;
    signals.emit('SIGINT', 'SIGINT');
    clock += 5_001;
    signals.emit('SIGINT', 'SIGINT');
    expect(exitCodes).toEqual([1]);

    slow.release();
    await inFlight;
    remove();
    await app.close();
  });
});
