import type { AddressInfo } from 'node:net';
import type { mongo } from 'mongoose';
import {
  startTestDatabase,
  createTestTokens,
  testEnv,
  type TestDatabase,
  type TestTokens,
} from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import { buildApp } from '../../src/app';
import type { CaseChange } from '../../src/hub/case-fanout';
import { TestSocket, caseDocument, openCases, startGateway, testUser } from '../support/gateway-app';

let database: TestDatabase;
let tokens: TestTokens;
let cases: mongo.Collection;
let closeCases: () => Promise<void>;
const casesDbName = () => `${database.dbName}_trial`;

beforeAll(async () => {
  database = await startTestDatabase();
  tokens = createTestTokens();
  ({ cases, close: closeCases } = await openCases(database, casesDbName()));
});

afterAll(async () => {
  await closeCases();
  await database.stop();
});

/** Builds a gateway and records every case change its stream hands over, from the very first one. */
async function startRecordingGateway(
  gatewayDbName: string,
): Promise<{ app: ServiceApp; changes: CaseChange[]; next: (caseId: string) => Promise<void> }> {
  const app = await buildApp({
    env: testEnv(database, tokens, {
      CASES_DB_NAME: casesDbName(),
      MONGODB_DB_NAME: gatewayDbName,
      RESUME_SAVE_INTERVAL_MS: '0',
    }),
  });
  const changes: CaseChange[] = [];
  const waiters = new Map<string, () => void>();
  app.liveEvents.listeners.add((change) => {
    changes.push(change);
    waiters.get(change.caseId)?.();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const next = (caseId: string) =>
    changes.some((change) => change.caseId === caseId)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.set(caseId, resolve));
  return { app, changes, next };
}

const wsUrl = (app: ServiceApp) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;

describe('resume after a restart', () => {
  it('a restarted gateway first delivers the case writes made while it was down, then live ones', async () => {
    const gatewayDb = `${database.dbName}_gw_resume`;
    const first = await startRecordingGateway(gatewayDb);
    const seen = caseDocument({ caseNumber: 'CA-2026-000701' });
    await cases.insertOne(seen);
    await first.next(seen._id.toHexString());
    await first.app.close();

    const missedInsert = caseDocument({ caseNumber: 'CA-2026-000702' });
    await cases.insertOne(missedInsert);
    await cases.updateOne({ _id: seen._id }, { $set: { status: 'in_call' } });

    const second = await startRecordingGateway(gatewayDb);
    const admin = await TestSocket.signedIn(
      wsUrl(second.app),
      tokens.accessToken(testUser('Ada Admin', ['admin'])),
    );
    const live = caseDocument({ caseNumber: 'CA-2026-000703' });
    await cases.insertOne(live);
    await second.next(live._id.toHexString());
    await admin.until(
      (message) => message.type === 'case.changed' && message.case.caseNumber === 'CA-2026-000703',
    );

    expect(second.changes.map((change) => `${change.operation} ${change.document?.caseNumber}`)).toEqual([
      'created CA-2026-000702',
      'updated CA-2026-000701',
      'created CA-2026-000703',
    ]);
    admin.close();
    await second.app.close();
  });

  it('a gateway without a saved position starts from now (the replay above comes from the saved token)', async () => {
    const before = caseDocument({ caseNumber: 'CA-2026-000801' });
    await cases.insertOne(before);
    const fresh = await startRecordingGateway(`${database.dbName}_gw_fresh`);
    const after = caseDocument({ caseNumber: 'CA-2026-000802' });
    await cases.insertOne(after);
    await fresh.next(after._id.toHexString());
    expect(fresh.changes.map((change) => change.document?.caseNumber)).toEqual(['CA-2026-000802']);
    await fresh.app.close();
  });
});

describe('several gateway instances', () => {
  it('two instances each deliver the same write to their own sockets', async () => {
    const [one, two] = await Promise.all([
      startGateway(database, tokens, casesDbName()),
      startGateway(database, tokens, casesDbName()),
    ]);
    const owner = testUser('Carla Customer', ['customer']);
    const [onOne, onTwo] = await Promise.all([
      TestSocket.signedIn(one.url, tokens.accessToken(owner)),
      TestSocket.signedIn(two.url, tokens.accessToken(owner)),
    ]);
    await cases.insertOne(caseDocument({ caseNumber: 'CA-2026-000901', customerId: owner.sub }));
    for (const socket of [onOne, onTwo]) {
      expect(await socket.next()).toMatchObject({
        type: 'case.changed',
        case: { caseNumber: 'CA-2026-000901' },
      });
      socket.close();
    }
    await Promise.all([one.close(), two.close()]);
  });

  it('a stopping gateway tells its sockets to reconnect (1001)', async () => {
    const gateway = await startGateway(database, tokens, casesDbName());
    const socket = await TestSocket.signedIn(
      gateway.url,
      tokens.accessToken(testUser('Ada Admin', ['admin'])),
    );
    await gateway.close();
    expect(await socket.closed).toEqual({ code: 1001, reason: 'The gateway is restarting; reconnect' });
  });
});
