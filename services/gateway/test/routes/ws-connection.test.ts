import WebSocket from 'ws';
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

beforeAll(async () => {
  database = await startTestDatabase();
  tokens = createTestTokens();
  gateway = await startGateway(database, tokens, `${database.dbName}_trial`, {
    AUTH_TIMEOUT_MS: '300',
    MAX_BUFFERED_BYTES: '4096',
  });
});

afterAll(async () => {
  await gateway.close();
  await database.stop();
});

const customer = testUser('Carla Customer', ['customer']);

describe('authentication', () => {
  it('refuses an access token in the URL before upgrading (400): it would land in access logs', async () => {
    for (const query of [
      `?token=${tokens.accessToken(customer)}`,
      `?access_token=x`,
      `?t=${tokens.accessToken(customer)}`,
    ]) {
      const socket = new WebSocket(`${gateway.url}${query}`);
      const status = await new Promise<number>((resolve) => {
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('open', () => resolve(101));
      });
      expect(status).toBe(400);
    }
  });

  it('answers ready with the user id and token expiry after a valid auth message', async () => {
    const token = tokens.accessToken(customer, { expiresInSeconds: 600 });
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;
    const socket = await TestSocket.connect(gateway.url);
    socket.send({ type: 'auth', token });
    expect(await socket.next()).toEqual({ type: 'ready', userId: customer.sub, expiresAt: exp * 1000 });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    socket.close();
  });

  it('closes with 4408 when no auth message arrives in time', async () => {
    const socket = await TestSocket.connect(gateway.url);
    expect(await socket.closed).toEqual({ code: 4408, reason: 'Send the auth message first' });
  });

  it('closes with 4401 for an expired token and for one signed with another key', async () => {
    const expired = await TestSocket.connect(gateway.url);
    expired.send({ type: 'auth', token: tokens.accessToken(customer, { expiresInSeconds: -10 }) });
    expect(await expired.closed).toEqual({ code: 4401, reason: 'Your session has expired' });

    const forged = await TestSocket.connect(gateway.url);
    forged.send({ type: 'auth', token: createTestTokens().accessToken(customer) });
    expect(await forged.closed).toEqual({ code: 4401, reason: 'Your session is not valid' });
  });

  it('closes with 4401 when the token expires without a renewal; a renewed socket stays open', async () => {
    // Long enough for both sockets to sign in and one to renew on a busy machine (at 1 s the renewal could arrive
    // after the expiry and the test waited for an answer that never came); the expiry itself is then awaited.
    const shortLived = tokens.accessToken(customer, { expiresInSeconds: 4 });
    const [expiring, renewed] = await Promise.all([
      TestSocket.signedIn(gateway.url, shortLived),
      TestSocket.signedIn(gateway.url, shortLived),
    ]);
    renewed.send({ type: 'renew', token: tokens.accessToken(customer, { expiresInSeconds: 600 }) });
    expect(await renewed.next()).toMatchObject({ type: 'renewed' });

    expect(await expiring.closed).toEqual({ code: 4401, reason: 'Your session has expired' });
    // The old token has expired by now; the renewed socket still answers.
    renewed.send({ type: 'ping' });
    expect(await renewed.next()).toEqual({ type: 'pong' });
    renewed.close();
  });

  it("closes with 4403 when a renewal carries another user's token", async () => {
    const socket = await TestSocket.signedIn(gateway.url, tokens.accessToken(customer));
    socket.send({ type: 'renew', token: tokens.accessToken(testUser('Otto Other', ['customer'])) });
    expect(await socket.closed).toEqual({ code: 4403, reason: 'The renewed token belongs to another user' });
  });
});

describe('malformed and oversized messages', () => {
  it.each([
    ['text that is not JSON', 'hello', 'Messages must be JSON text'],
    [
      'an unknown message type',
      JSON.stringify({ type: 'subscribe', room: 'all' }),
      'Unknown or malformed message',
    ],
    ['auth without a token', JSON.stringify({ type: 'auth' }), 'Unknown or malformed message'],
    ['renew before auth', JSON.stringify({ type: 'renew', token: 'x' }), 'Send the auth message first'],
  ])('closes with 4400 on %s', async (_name, message, reason) => {
    const socket = await TestSocket.connect(gateway.url);
    socket.send(message);
    expect(await socket.closed).toEqual({ code: 4400, reason });
  });

  it('closes with 4400 on a binary message', async () => {
    const socket = await TestSocket.connect(gateway.url);
    socket.socket.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect(await socket.closed).toEqual({ code: 4400, reason: 'Messages must be JSON text' });
  });

  it('closes with 1009 on a message over 16 KB; 16 KB itself is read (and refused as malformed)', async () => {
    const atLimit = await TestSocket.connect(gateway.url);
    // `{"type":"ping","pad":""}` is 24 bytes.
    atLimit.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(16 * 1024 - 24) }));
    expect((await atLimit.closed).code).toBe(4400);

    const overLimit = await TestSocket.connect(gateway.url);
    overLimit.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(16 * 1024 - 23) }));
    expect((await overLimit.closed).code).toBe(1009);
  });
});

describe('slow clients', () => {
  it('closes a socket that stops reading (4429) instead of buffering without bound; others keep receiving', async () => {
    const admin = testUser('Ada Admin', ['admin']);
    const [slow, healthy] = await Promise.all([
      TestSocket.signedIn(gateway.url, tokens.accessToken(admin)),
      TestSocket.signedIn(gateway.url, tokens.accessToken(admin)),
    ]);
    const rawSocket = (slow.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    rawSocket.pause();
    const hub = gateway.app.liveEvents.hub;
    const payload = JSON.stringify({ type: 'case.removed', id: 'x'.repeat(64 * 1024) });
    const sizeBefore = hub.size;
    // Until the operating system's buffers are full and the gateway's own cap is passed.
    for (let sent = 0; hub.size === sizeBefore && sent < 2000; sent += 1) {
      hub.publish(['admin'], payload);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.size).toBe(sizeBefore - 1);
    rawSocket.resume();
    expect((await slow.closed).code).toBe(4429);

    healthy.send({ type: 'ping' });
    await healthy.until((message) => message.type === 'pong');
    healthy.close();
  });
});

describe('reconnect storms', () => {
  it('the per-address request limit does not refuse websocket connections (behind the edge all share one address)', async () => {
    const limited = await startGateway(database, tokens, `${database.dbName}_trial`, { RATE_LIMIT_MAX: '3' });
    const sockets = await Promise.all(
      Array.from({ length: 6 }, () => TestSocket.signedIn(limited.url, tokens.accessToken(customer))),
    );
    expect(sockets.map((socket) => socket.received[0].type)).toEqual(Array(6).fill('ready'));
    for (const socket of sockets) socket.close();
    await limited.close();
  });
});

describe('sockets per account', () => {
  it('allows MAX_SOCKETS_PER_USER open sockets per account, closes the next with 4409, and lets one in again once a tab closes', async () => {
    const capped = await startGateway(database, tokens, `${database.dbName}_trial`, {
      MAX_SOCKETS_PER_USER: '3',
    });
    const token = tokens.accessToken(customer);
    const open = await Promise.all(Array.from({ length: 3 }, () => TestSocket.signedIn(capped.url, token)));
    expect(open.map((socket) => socket.received[0].type)).toEqual(['ready', 'ready', 'ready']);

    const fourth = await TestSocket.connect(capped.url);
    fourth.send({ type: 'auth', token });
    expect(await fourth.closed).toEqual({ code: 4409, reason: 'Too many open connections for this account' });
    // Another account is not affected.
    const other = await TestSocket.signedIn(
      capped.url,
      tokens.accessToken(testUser('Olga Other', ['customer'])),
    );
    expect(other.received[0].type).toBe('ready');

    open[0].close();
    await open[0].closed;
    const again = await TestSocket.signedIn(capped.url, token);
    expect(again.received[0].type).toBe('ready');
    for (const socket of [...open.slice(1), other, again]) socket.close();
    await capped.close();
  });
});
