import { caseEventsCloseCodes, caseEventsPath, type CaseEvent } from '@claims/contracts';
import {
  CaseEventsConnection,
  liveCloseCodes,
  liveEventsPath,
  type CaseEventsConnectionOptions,
  type WebSocketLike,
} from '../../src/live/case-events-connection';

/** A WebSocket stand-in: records what the page sends; the test plays the gateway. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1005) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const changed: CaseEvent = {
  type: 'case.changed',
  operation: 'updated',
  case: {
    id: 'case-1',
    caseNumber: 'CA-2026-000123',
    status: 'in_call',
    deviceType: 'Washer',
    modelNumber: 'WTW5000DW',
    serialNumber: 'C90211874',
    issueDescription: 'Drum does not spin',
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T16:00:00.000Z',
  },
  changed: ['status'],
};

function setup(overrides: Partial<CaseEventsConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  let token: string | null = 'token-1';
  let tokenListener: (() => void) | undefined;
  const refreshAccessToken = jest.fn(async () => {
    token = 'token-refreshed';
    return token;
  });
  const connection = new CaseEventsConnection({
    getAccessToken: async () => token,
    refreshAccessToken,
    subscribeToken: (listener) => {
      tokenListener = listener;
      return () => {
        tokenListener = undefined;
      };
    },
    url: () => 'ws://site.test/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0,
    ...overrides,
  });
  return {
    connection,
    sockets,
    refreshAccessToken,
    setToken: (next: string | null) => {
      token = next;
      tokenListener?.();
    },
    latest: () => sockets[sockets.length - 1],
  };
}

/** Lets the connection's awaited token lookups finish. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('uses the path and close codes of the protocol in @claims/contracts', () => {
  expect(liveEventsPath).toBe(caseEventsPath);
  expect(liveCloseCodes).toEqual({
    unauthorized: caseEventsCloseCodes.unauthorized,
    forbidden: caseEventsCloseCodes.forbidden,
  });
});

it('opens one socket for the first listener, authenticates with the first message and is live on ready', async () => {
  const { connection, sockets, latest } = setup();
  const events: CaseEvent[] = [];
  const connected = jest.fn();
  connection.subscribe((event) => events.push(event), connected);
  connection.subscribe(() => undefined);
  await settle();
  expect(sockets).toHaveLength(1);
  expect(latest().url).toBe('ws://site.test/ws');
  expect(connection.status).toBe('connecting');
  latest().open();
  expect(latest().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
  latest().receive({ type: 'ready', userId: 'u1', expiresAt: 0 });
  expect(connection.status).toBe('live');
  expect(connected).toHaveBeenCalledTimes(1);
  latest().receive(changed);
  expect(events).toEqual([changed]);
});

it('reconnects with doubling back-off after a drop and tells listeners to refetch on every reconnect', async () => {
  const { connection, sockets, latest } = setup();
  const connected = jest.fn();
  connection.subscribe(() => undefined, connected);
  await settle();
  latest().open();
  latest().receive({ type: 'ready', userId: 'u1', expiresAt: 0 });

  latest().drop();
  expect(connection.status).toBe('paused');
  await jest.advanceTimersByTimeAsync(499);
  expect(sockets).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(sockets).toHaveLength(2);
  latest().drop();
  await jest.advanceTimersByTimeAsync(999);
  expect(sockets).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(sockets).toHaveLength(3);

  latest().open();
  latest().receive({ type: 'ready', userId: 'u1', expiresAt: 0 });
  expect(connection.status).toBe('live');
  expect(connected).toHaveBeenCalledTimes(2);
  // Live again: the back-off starts over.
  latest().drop();
  await jest.advanceTimersByTimeAsync(500);
  expect(sockets).toHaveLength(4);
});

it('sends a ping every 25 s and treats a missing pong (10 s) as a dead connection', async () => {
  const { connection, sockets, latest } = setup();
  connection.subscribe(() => undefined);
  await settle();
  latest().open();
  latest().receive({ type: 'ready', userId: 'u1', expiresAt: 0 });
  await jest.advanceTimersByTimeAsync(25_000);
  expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
  latest().receive({ type: 'pong' });
  await jest.advanceTimersByTimeAsync(10_000);
  expect(connection.status).toBe('live');

  await jest.advanceTimersByTimeAsync(15_000);
  expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
  await jest.advanceTimersByTimeAsync(10_000);
  expect(connection.status).toBe('paused');
  expect(sockets[0].closedWith).toBeDefined();
});

it('pauses at once when the browser goes offline, and reconnects at once when it is back', async () => {
  const { connection, sockets, latest } = setup();
  const connected = jest.fn();
  connection.subscribe(() => undefined, connected);
  await settle();
  latest().open();
  latest().receive({ type: 'ready', userId: 'u1', expiresAt: 0 });
  expect(connection.status).toBe('live');

  connection.wentOffline();
  expect(connection.status).toBe('paused');
  expect(sockets[0].closedWith).toBeDefined();

  connection.retryNow();
  await settle();
  expect(sockets).toHaveLength(2);
  latest().open();
  latest().receive({ type: 'ready', userId: 'u1', expiresAt: 0 });
  expect(connection.status).toBe('live');
  // Back online, listeners refetch what they may have missed.
  expect(connected).toHaveBeenCalledTimes(2);
});

it('sends a renewed token over the open socket when the session renews', async () => {
  const { connection, latest, setToken } = setup();
  connection.subscribe(() => undefined);
  await settle();
  latest().open();
  latest().receive({ type: 'ready', userId: 'u1', expiresAt: 0 });
  setToken('token-2');
  await settle();
  expect(latest().sent).toEqual([
    { type: 'auth', token: 'token-1' },
    { type: 'renew', token: 'token-2' },
  ]);
});

it('renews the session before reconnecting when the gateway refused the token (4401)', async () => {
  const { connection, latest, refreshAccessToken } = setup();
  connection.subscribe(() => undefined);
  await settle();
  latest().open();
  latest().drop(4401, 'Your session has expired');
  await jest.advanceTimersByTimeAsync(500);
  expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  latest().open();
  expect(latest().sent).toEqual([{ type: 'auth', token: 'token-refreshed' }]);
});

it('closes when the last listener leaves or the user signs out, and does not connect while signed out', async () => {
  const { connection, sockets, latest, setToken } = setup();
  const unsubscribe = connection.subscribe(() => undefined);
  await settle();
  latest().open();
  unsubscribe();
  expect(latest().closedWith).toBe(1000);
  expect(connection.status).toBe('idle');

  connection.subscribe(() => undefined);
  await settle();
  latest().open();
  latest().receive({ type: 'ready', userId: 'u1', expiresAt: 0 });
  setToken(null);
  await settle();
  expect(latest().closedWith).toBe(1000);
  expect(connection.status).toBe('idle');
  await jest.advanceTimersByTimeAsync(60_000);
  expect(sockets).toHaveLength(2);

  setToken('token-3');
  await settle();
  expect(sockets).toHaveLength(3);
});

it('opens a single socket when a listener leaves and comes back while the token is still being looked up', async () => {
  const pending: ((token: string) => void)[] = [];
  const { connection, sockets } = setup({
    getAccessToken: () => new Promise<string>((resolve) => pending.push(resolve)),
  });
  const first = connection.subscribe(() => undefined);
  first();
  connection.subscribe(() => undefined);
  for (const resolve of pending) resolve('token-1');
  await settle();
  expect(sockets).toHaveLength(1);
  expect(connection.status).toBe('connecting');
});
