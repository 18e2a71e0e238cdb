import type { AddressInfo } from 'node:net';
import mongoose, { type mongo } from 'mongoose';
import WebSocket from 'ws';
import { createTestTokens, testEnv, type TestDatabase, type TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import type { CaseEventsServerMessage, Role } from '@claims/contracts';
import { buildApp } from '../../src/app';

export type GatewayUnderTest = { app: ServiceApp; url: string; close: () => Promise<void> };

/** A listening gateway on the test database; `casesDbName` plays the trial service's database. */
export async function startGateway(
  database: TestDatabase,
  tokens: TestTokens,
  casesDbName: string,
  overrides: Record<string, string | undefined> = {},
): Promise<GatewayUnderTest> {
  const app = await buildApp({
    env: testEnv(database, tokens, {
      CASES_DB_NAME: casesDbName,
      RESUME_SAVE_INTERVAL_MS: '0',
      ...overrides,
    }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `ws://127.0.0.1:${port}/ws`, close: () => app.close() };
}

export type TestUser = { sub: string; roles: Role[]; name: string };

export function testUser(name: string, roles: Role[]): TestUser {
  return { sub: new mongoose.Types.ObjectId().toHexString(), roles, name };
}

/** The trial service's `cases` collection, written directly as the trial service would. */
export async function openCases(
  database: TestDatabase,
  casesDbName: string,
): Promise<{ cases: mongo.Collection; close: () => Promise<void> }> {
  const connection = await mongoose.createConnection(database.uri, { dbName: casesDbName }).asPromise();
  return { cases: connection.db!.collection('cases'), close: () => connection.close() };
}

let caseSequence = 0;

/** A case document in the shape the trial service stores (the fields the gateway relies on). */
export function caseDocument(overrides: Record<string, unknown> = {}) {
  caseSequence += 1;
  const now = new Date();
  return {
    _id: new mongoose.Types.ObjectId(),
    caseNumber: `CA-2026-${String(caseSequence).padStart(6, '0')}`,
    customerId: new mongoose.Types.ObjectId().toHexString(),
    techId: null,
    insuranceId: null,
    deviceType: 'Refrigerator',
    modelNumber: 'WRF555SDFZ',
    serialNumber: 'SN-123',
    issueDescription: 'Not cooling',
    status: 'pending',
    history: [],
    photos: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

type Closed = { code: number; reason: string };

/** A websocket client that queues what it receives, so tests await messages in order without sleeping. */
export class TestSocket {
  readonly received: CaseEventsServerMessage[] = [];
  private waiting: ((message: CaseEventsServerMessage) => void)[] = [];
  private cursor = 0;
  readonly closed: Promise<Closed>;
  readonly opened: Promise<void>;

  constructor(readonly socket: WebSocket) {
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
    });
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as CaseEventsServerMessage;
      this.received.push(message);
      this.waiting.shift()?.(message);
    });
  }

  static async connect(url: string): Promise<TestSocket> {
    const client = new TestSocket(new WebSocket(url));
    await client.opened;
    return client;
  }

  /** Connects and authenticates; resolves once `ready` arrived. */
  static async signedIn(url: string, token: string): Promise<TestSocket> {
    const client = await TestSocket.connect(url);
    client.send({ type: 'auth', token });
    const ready = await client.next();
    if (ready.type !== 'ready') throw new Error(`expected ready, got ${ready.type}`);
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message not yet returned by `next`. */
  next(): Promise<CaseEventsServerMessage> {
    if (this.cursor < this.received.length) return Promise.resolve(this.received[this.cursor++]);
    return new Promise((resolve) => {
      this.waiting.push((message) => {
        this.cursor += 1;
        resolve(message);
      });
    });
  }

  /** Messages until (and including) the first that matches. */
  async until(predicate: (message: CaseEventsServerMessage) => boolean): Promise<CaseEventsServerMessage[]> {
    const seen: CaseEventsServerMessage[] = [];
    for (;;) {
      const message = await this.next();
      seen.push(message);
      if (predicate(message)) return seen;
    }
  }

  close(): void {
    this.socket.close();
  }
}

export { createTestTokens };
