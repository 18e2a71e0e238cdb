import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { SessionRevocations } from '@claims/service-kit';
import {
  startTestDatabase,
  createTestTokens,
  type TestDatabase,
  type TestTokens,
} from '@claims/service-kit/testing';
import { TestSocket, startGateway, testUser, type GatewayUnderTest } from '../support/gateway-app';

let database: TestDatabase;
let tokens: TestTokens;
let gateway: GatewayUnderTest;
let identityConnection: mongoose.Connection;
let identityRevocations: SessionRevocations;

beforeAll(async () => {
  database = await startTestDatabase();
  tokens = createTestTokens();
  const identityDb = `${database.dbName}_identity`;
  gateway = await startGateway(database, tokens, `${database.dbName}_trial`, {
    SESSION_REVOCATIONS_DB: identityDb,
  });
  // The identity service's side: it writes the revocation list the gateway follows.
  identityConnection = await mongoose.createConnection(database.uri, { dbName: identityDb }).asPromise();
  identityRevocations = new SessionRevocations(identityConnection, { dbName: identityDb }, gateway.app.log);
});

afterAll(async () => {
  await gateway.close();
  await identityConnection.close();
  await database.stop();
});

describe('revoked sessions', () => {
  it("closes an open socket (4401) when its session is signed out, and refuses that session's token afterwards", async () => {
    const user = testUser('Carla Customer', ['customer']);
    const sid = crypto.randomUUID();
    const token = tokens.accessToken({ ...user, sid });
    const [revoked, otherSession] = await Promise.all([
      TestSocket.signedIn(gateway.url, token),
      TestSocket.signedIn(gateway.url, tokens.accessToken({ ...user, sid: crypto.randomUUID() })),
    ]);

    await identityRevocations.revoke([sid], new Date(Date.now() + 15 * 60_000));
    expect(await revoked.closed).toEqual({ code: 4401, reason: 'Your session was signed out' });

    const again = await TestSocket.connect(gateway.url);
    again.send({ type: 'auth', token });
    expect(await again.closed).toEqual({ code: 4401, reason: 'Your session was signed out' });

    // The same user's other session is untouched.
    otherSession.send({ type: 'ping' });
    expect(await otherSession.next()).toEqual({ type: 'pong' });
    otherSession.close();
  });
});
