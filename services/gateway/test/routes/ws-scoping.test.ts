import {
  startTestDatabase,
  createTestTokens,
  type TestDatabase,
  type TestTokens,
} from '@claims/service-kit/testing';
import type { mongo } from 'mongoose';
import type { CaseEventsServerMessage } from '@claims/contracts';
import {
  TestSocket,
  caseDocument,
  openCases,
  startGateway,
  testUser,
  type GatewayUnderTest,
  type TestUser,
} from '../support/gateway-app';

let database: TestDatabase;
let tokens: TestTokens;
let gateway: GatewayUnderTest;
let cases: mongo.Collection;
let closeCases: () => Promise<void>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await startTestDatabase();
  tokens = createTestTokens();
  const casesDbName = `${database.dbName}_trial`;
  gateway = await startGateway(database, tokens, casesDbName);
  ({ cases, close: closeCases } = await openCases(database, casesDbName));
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await gateway.close();
  await closeCases();
  await database.stop();
});

async function connect(user: TestUser): Promise<TestSocket> {
  const socket = await TestSocket.signedIn(gateway.url, tokens.accessToken(user));
  sockets.push(socket);
  return socket;
}

const changedId = (message: CaseEventsServerMessage) =>
  message.type === 'case.changed' ? message.case.id : null;
/** Everything a socket received after `ready`, as `<type> <case number or id>` lines. */
const summary = (socket: TestSocket) =>
  socket.received
    .filter((message) => message.type === 'case.changed' || message.type === 'case.removed')
    .map((message) =>
      message.type === 'case.changed'
        ? `changed ${message.case.caseNumber} ${message.operation}`
        : `removed ${message.id}`,
    );

describe('case events reach exactly the users the list shows the case to', () => {
  it('a new case goes to its customer and every admin; the event carries only what a list row shows', async () => {
    const admin = testUser('Ada Admin', ['admin']);
    const owner = testUser('Carla Customer', ['customer']);
    const [adminSocket, ownerSocket] = await Promise.all([connect(admin), connect(owner)]);
    const created = new Date('2026-11-20T15:00:00.000Z');
    const doc = caseDocument({
      caseNumber: 'CA-2026-000123',
      customerId: owner.sub,
      deviceType: 'Washer',
      modelNumber: 'WTW5000DW',
      serialNumber: 'C90211874',
      issueDescription: 'Drum does not spin',
      history: [{ kind: 'note', note: 'private', at: created, byUserId: owner.sub, byName: 'Carla' }],
      createdAt: created,
      updatedAt: created,
    });
    await cases.insertOne(doc);

    const expected = {
      type: 'case.changed',
      operation: 'created',
      case: {
        id: doc._id.toHexString(),
        caseNumber: 'CA-2026-000123',
        status: 'pending',
        deviceType: 'Washer',
        modelNumber: 'WTW5000DW',
        serialNumber: 'C90211874',
        issueDescription: 'Drum does not spin',
        createdAt: '2026-11-20T15:00:00.000Z',
        updatedAt: '2026-11-20T15:00:00.000Z',
      },
      changed: [],
    };
    expect(await ownerSocket.next()).toEqual(expected);
    expect(await adminSocket.next()).toEqual(expected);
  });

  it("a second customer receives nothing of another customer's cases", async () => {
    const owner = testUser('Carla Customer', ['customer']);
    const other = testUser('Otto Other', ['customer']);
    const [ownerSocket, otherSocket] = await Promise.all([connect(owner), connect(other)]);
    const first = caseDocument({ caseNumber: 'CA-2026-000201', customerId: owner.sub });
    await cases.insertOne(first);
    await cases.updateOne({ _id: first._id }, { $set: { status: 'in_call', updatedAt: new Date() } });
    // A fence: the other customer's own case arrives after anything the first two writes could have sent.
    await cases.insertOne(caseDocument({ caseNumber: 'CA-2026-000202', customerId: other.sub }));

    await otherSocket.until(
      (message) => message.type === 'case.changed' && message.case.caseNumber === 'CA-2026-000202',
    );
    await ownerSocket.until((message) => message.type === 'case.changed' && message.operation === 'updated');
    expect(summary(otherSocket)).toEqual(['changed CA-2026-000202 created']);
    expect(summary(ownerSocket)).toEqual([
      'changed CA-2026-000201 created',
      'changed CA-2026-000201 updated',
    ]);
  });

  it('assignment: the new tech and insurer receive the case, the unassigned tech a removal; status moves reach all of them', async () => {
    const owner = testUser('Carla Customer', ['customer']);
    const techOne = testUser('Tom Tech', ['tech']);
    const techTwo = testUser('Tina Tech', ['tech']);
    const insurer = testUser('Ida Insurer', ['insurance']);
    const [ownerSocket, techOneSocket, techTwoSocket, insurerSocket] = await Promise.all(
      [owner, techOne, techTwo, insurer].map(connect),
    );
    const doc = caseDocument({ caseNumber: 'CA-2026-000301', customerId: owner.sub });
    const id = doc._id.toHexString();
    await cases.insertOne(doc);
    await cases.updateOne({ _id: doc._id }, { $set: { techId: techOne.sub, insuranceId: insurer.sub } });
    // Events carry the case as it is when the gateway reads them: let the first assignment arrive first.
    await techOneSocket.until((message) => message.type === 'case.changed');
    await cases.updateOne({ _id: doc._id }, { $set: { techId: techTwo.sub } });
    await cases.updateOne({ _id: doc._id }, { $set: { status: 'assessment' } });
    // Fences: a case for each tech alone, after the writes above.
    await cases.insertOne(
      caseDocument({ caseNumber: 'CA-2026-000302', customerId: owner.sub, techId: techOne.sub }),
    );

    const fence = (message: CaseEventsServerMessage) =>
      message.type === 'case.changed' && message.case.caseNumber === 'CA-2026-000302';
    await Promise.all([ownerSocket.until(fence), techOneSocket.until(fence)]);
    await techTwoSocket.until(
      (message) => message.type === 'case.changed' && message.case.status === 'assessment',
    );
    await insurerSocket.until(
      (message) => message.type === 'case.changed' && message.case.status === 'assessment',
    );

    expect(summary(techOneSocket)).toEqual([
      'changed CA-2026-000301 updated',
      `removed ${id}`,
      'changed CA-2026-000302 created',
    ]);
    expect(summary(techTwoSocket)).toEqual([
      'changed CA-2026-000301 updated',
      'changed CA-2026-000301 updated',
    ]);
    expect(summary(insurerSocket)).toEqual([
      'changed CA-2026-000301 updated',
      'changed CA-2026-000301 updated',
      'changed CA-2026-000301 updated',
    ]);
    expect(summary(ownerSocket)).toEqual([
      'changed CA-2026-000301 created',
      'changed CA-2026-000301 updated',
      'changed CA-2026-000301 updated',
      'changed CA-2026-000301 updated',
      'changed CA-2026-000302 created',
    ]);
    const statusMove = techTwoSocket.received.at(-1);
    expect(statusMove).toMatchObject({
      type: 'case.changed',
      case: { status: 'assessment' },
      changed: ['status'],
    });
  });

  it('a user who is customer and tech sees only their own cases as a customer, like the list', async () => {
    const both = testUser('Casey Both', ['customer', 'tech']);
    const owner = testUser('Carla Customer', ['customer']);
    const socket = await connect(both);
    await cases.insertOne(
      caseDocument({ caseNumber: 'CA-2026-000401', customerId: owner.sub, techId: both.sub }),
    );
    await cases.insertOne(caseDocument({ caseNumber: 'CA-2026-000402', customerId: both.sub }));
    await socket.until((message) => changedId(message) !== null);
    expect(summary(socket)).toEqual(['changed CA-2026-000402 created']);
  });

  it('a deleted case is removed for everyone who could see it', async () => {
    const admin = testUser('Ada Admin', ['admin']);
    const owner = testUser('Carla Customer', ['customer']);
    const [adminSocket, ownerSocket] = await Promise.all([connect(admin), connect(owner)]);
    const doc = caseDocument({ caseNumber: 'CA-2026-000501', customerId: owner.sub });
    await cases.insertOne(doc);
    await cases.deleteOne({ _id: doc._id });
    const removed = { type: 'case.removed', id: doc._id.toHexString() };
    expect((await ownerSocket.until((message) => message.type === 'case.removed')).at(-1)).toEqual(removed);
    expect((await adminSocket.until((message) => message.type === 'case.removed')).at(-1)).toEqual(removed);
  });

  it('a renewed token with other roles moves the socket to the new scope', async () => {
    const user = testUser('Tom Tech', ['customer']);
    const socket = await connect(user);
    socket.send({ type: 'renew', token: tokens.accessToken({ ...user, roles: ['tech'] }) });
    expect(await socket.next()).toMatchObject({ type: 'renewed' });
    await cases.insertOne(caseDocument({ caseNumber: 'CA-2026-000601', customerId: user.sub }));
    await cases.insertOne(caseDocument({ caseNumber: 'CA-2026-000602', techId: user.sub }));
    await socket.until((message) => message.type === 'case.changed');
    expect(summary(socket)).toEqual(['changed CA-2026-000602 created']);
  });
});
