import {
  accessCookieName as edgeAccessCookieName,
  sessionCookieName as edgeCookieName,
} from '@claims/contracts';
import {
  createSessionStore,
  sessionCookies,
  sessionStorageKey,
  type LockManagerLike,
  type MarkedSession,
} from '../src';
import { jsonResponse, makeSession, memoryStorage, scriptedFetch } from './helpers';

const minute = 60_000;

describe('session store', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2024-06-01T12:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function storeWith(
    initial: ReturnType<typeof makeSession> | null,
    fetchMock: ReturnType<typeof scriptedFetch>,
    extra = {},
  ) {
    const storage = memoryStorage(initial ? { [sessionStorageKey]: JSON.stringify(initial) } : {});
    const store = createSessionStore({
      storage,
      fetch: fetchMock.fetch,
      eventTarget: null,
      locks: null,
      ...extra,
    });
    return { store, storage };
  }

  it('restores the session kept in local storage and ignores a malformed one', () => {
    const session = makeSession();
    expect(storeWith(session, scriptedFetch()).store.getSession()).toEqual(session);

    const broken = createSessionStore({
      storage: memoryStorage({ [sessionStorageKey]: '{"accessToken":1}' }),
      eventTarget: null,
      locks: null,
    });
    expect(broken.getSession()).toBeNull();
  });

  it('renews 60 seconds before the access token expires and stores the rotated session', async () => {
    const session = makeSession({}, Date.now() + 15 * minute);
    const renewed = makeSession(
      { accessToken: 'access-2', refreshToken: 'refresh-2' },
      Date.now() + 30 * minute,
    );
    const fetchMock = scriptedFetch(() => jsonResponse(200, renewed));
    const { store, storage } = storeWith(session, fetchMock);
    const listener = jest.fn();
    store.subscribe(listener);

    await jest.advanceTimersByTimeAsync(14 * minute - 1);
    expect(fetchMock.fetch).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock.calls).toHaveLength(1);
    expect(fetchMock.calls[0].url).toBe('/api/auth/refresh');
    expect(fetchMock.calls[0].body).toEqual({ refreshToken: 'refresh-1' });
    expect(store.getSession()).toEqual(renewed);
    // Stored with its expiry on this browser's clock, for every tab to share.
    expect(JSON.parse(storage.getItem(sessionStorageKey)!)).toEqual({
      ...renewed,
      expiresAtLocal: Date.now() + 16 * minute,
    });
    expect(listener).toHaveBeenCalled();
    store.dispose();
  });

  it('renews at once when the stored token is already expired', async () => {
    const renewed = makeSession({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const fetchMock = scriptedFetch(() => jsonResponse(200, renewed));
    const { store } = storeWith(makeSession({}, Date.now() - minute), fetchMock);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock.calls).toHaveLength(1);
    expect(store.getSession()?.accessToken).toBe('access-2');
    store.dispose();
  });

  it.each([400, 401, 403])('drops the session when renewal answers %i', async (status) => {
    const fetchMock = scriptedFetch(() =>
      jsonResponse(status, { error: { code: 'unauthorized', message: 'Session expired' } }),
    );
    const { store, storage } = storeWith(makeSession(), fetchMock);
    await expect(store.refresh()).resolves.toBeNull();
    expect(store.getSession()).toBeNull();
    expect(storage.getItem(sessionStorageKey)).toBeNull();
  });

  it('remembers that the server ended the session, for the sign-in page, until a session starts or 12 hours pass', async () => {
    const rejected = () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Session expired' } });
    const { store } = storeWith(makeSession(), scriptedFetch(rejected));
    const seenAtEnd: boolean[] = [];
    store.subscribe(() => seenAtEnd.push(store.sessionEndedByServer()));
    expect(store.sessionEndedByServer()).toBe(false);

    await store.refresh();
    // Already true when the listeners hear of the end (a page sending the visitor to /auth).
    expect(seenAtEnd).toEqual([true]);
    await jest.advanceTimersByTimeAsync(12 * 60 * minute - 1);
    expect(store.sessionEndedByServer()).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.sessionEndedByServer()).toBe(false);
    store.dispose();
  });

  it('does not call a sign-out, a failed renewal or a new sign-in a session ended by the server', async () => {
    const renewalRefused = () => jsonResponse(403, { error: { code: 'forbidden', message: 'Revoked' } });
    const { store, storage } = storeWith(
      makeSession(),
      scriptedFetch(
        () => Promise.reject(new TypeError('Failed to fetch')),
        renewalRefused,
        () => jsonResponse(200, makeSession({ accessToken: 'access-2' })),
        () => jsonResponse(204),
      ),
    );
    await expect(store.refresh()).rejects.toMatchObject({ code: 'network' });
    expect(store.sessionEndedByServer()).toBe(false);

    await jest.advanceTimersByTimeAsync(15_000);
    expect(store.sessionEndedByServer()).toBe(true);
    // Another tab (sharing the storage) sees it too; telling the visitor forgets it.
    const otherTab = createSessionStore({ storage, eventTarget: null, locks: null });
    expect(otherTab.sessionEndedByServer()).toBe(true);
    otherTab.forgetSessionEnded();
    expect(store.sessionEndedByServer()).toBe(false);

    await store.signIn({ email: 'ann@example.com', password: 'secret1' });
    await store.signOut();
    expect(store.sessionEndedByServer()).toBe(false);
    store.dispose();
    otherTab.dispose();
  });

  it('keeps the session on a network failure and tries again later, waiting twice as long after each failure', async () => {
    const renewed = makeSession({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const fetchMock = scriptedFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse(503, { error: { code: 'unavailable', message: 'Down' } }),
      () => jsonResponse(200, renewed),
    );
    const { store } = storeWith(makeSession(), fetchMock, { retryDelayMs: 10_000 });

    await expect(store.refresh()).rejects.toMatchObject({ code: 'network' });
    expect(store.getSession()?.refreshToken).toBe('refresh-1');

    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock.calls).toHaveLength(2);
    expect(store.getSession()?.refreshToken).toBe('refresh-1');

    await jest.advanceTimersByTimeAsync(19_999);
    expect(fetchMock.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock.calls).toHaveLength(3);
    expect(store.getSession()?.refreshToken).toBe('refresh-2');
    store.dispose();
  });

  it('shares one refresh request among concurrent callers', async () => {
    let answer!: (response: Response) => void;
    const renewed = makeSession({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const fetchMock = scriptedFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { store } = storeWith(makeSession(), fetchMock);

    const callers = [store.refresh(), store.refresh(), store.refresh()];
    await jest.advanceTimersByTimeAsync(0);
    answer(jsonResponse(200, renewed));
    const results = await Promise.all(callers);

    expect(fetchMock.calls).toHaveLength(1);
    expect(results.map((s) => s?.accessToken)).toEqual(['access-2', 'access-2', 'access-2']);
    store.dispose();
  });

  it('reuses a renewal made by another tab instead of spending the rotated refresh token', async () => {
    const fetchMock = scriptedFetch();
    const { store, storage } = storeWith(makeSession(), fetchMock);
    const otherTab = makeSession({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    // The other tab wrote its renewal, but this tab has not seen the storage event yet.
    storage.setItem(sessionStorageKey, JSON.stringify(otherTab));

    await expect(store.refresh()).resolves.toEqual(otherTab);
    expect(fetchMock.fetch).not.toHaveBeenCalled();
    store.dispose();
  });

  it('serialises renewals across tabs through the lock manager', async () => {
    const queue: Array<() => Promise<unknown>> = [];
    let running = Promise.resolve<unknown>(undefined);
    const locks: LockManagerLike = {
      request: (_name, callback) => {
        const result = running.then(callback);
        running = result.catch(() => undefined);
        queue.push(callback);
        return result;
      },
    };
    const storage = memoryStorage({ [sessionStorageKey]: JSON.stringify(makeSession()) });
    const renewed = makeSession({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const fetchMock = scriptedFetch(() => jsonResponse(200, renewed));
    const tabA = createSessionStore({ storage, fetch: fetchMock.fetch, eventTarget: null, locks });
    const tabB = createSessionStore({ storage, fetch: fetchMock.fetch, eventTarget: null, locks });

    const [a, b] = await Promise.all([tabA.refresh(), tabB.refresh()]);
    expect(fetchMock.calls).toHaveLength(1);
    expect(a?.refreshToken).toBe('refresh-2');
    expect(b?.refreshToken).toBe('refresh-2');
    expect(queue).toHaveLength(2);
    tabA.dispose();
    tabB.dispose();
  });

  it('follows sign-in and sign-out made in another tab through the storage event', async () => {
    const target = new EventTarget();
    const store = createSessionStore({
      storage: memoryStorage(),
      fetch: scriptedFetch().fetch,
      eventTarget: target as unknown as Window,
      locks: null,
    });
    const listener = jest.fn();
    store.subscribe(listener);

    const session = makeSession();
    target.dispatchEvent(
      Object.assign(new Event('storage'), { key: sessionStorageKey, newValue: JSON.stringify(session) }),
    );
    expect(store.getSession()).toEqual(session);

    target.dispatchEvent(Object.assign(new Event('storage'), { key: sessionStorageKey, newValue: null }));
    expect(store.getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    store.dispose();
  });

  it('signs in, keeps the session and signs out revoking the refresh token', async () => {
    const session = makeSession();
    const fetchMock = scriptedFetch(
      () => jsonResponse(200, session),
      () => jsonResponse(204),
    );
    const { store, storage } = storeWith(null, fetchMock);

    await store.signIn({ email: 'ann@example.com', password: 'secret1' });
    expect(fetchMock.calls[0]).toMatchObject({
      url: '/api/auth/sign-in',
      body: { email: 'ann@example.com', password: 'secret1' },
    });
    expect(JSON.parse(storage.getItem(sessionStorageKey)!)).toMatchObject(session);

    await store.signOut();
    expect(fetchMock.calls[1]).toMatchObject({
      url: '/api/auth/sign-out',
      body: { refreshToken: 'refresh-1' },
    });
    expect(store.getSession()).toBeNull();
    expect(storage.getItem(sessionStorageKey)).toBeNull();
    store.dispose();
  });

  it('counts the token lifetime from its own clock: 20 minutes ahead of the server, it renews once, near expiry', async () => {
    const serverNow = Date.now() - 20 * minute;
    // The server's expiry (15 minutes from its own clock) is already in the past for this browser.
    const fromServer = (n: number) =>
      makeSession(
        { accessToken: `access-${n}`, refreshToken: `refresh-${n}`, accessTokenExpiresIn: 900 },
        serverNow + 15 * minute,
      );
    const fetchMock = scriptedFetch(
      () => jsonResponse(200, fromServer(1)),
      () => jsonResponse(200, fromServer(2)),
    );
    const { store } = storeWith(null, fetchMock);
    await store.signIn({ email: 'ann@example.com', password: 'kettle-rust-9' });

    // Requests ask for the token all the time; none of them renews it.
    for (let i = 0; i < 50; i++) expect(await store.getAccessToken()).toBe('access-1');
    await jest.advanceTimersByTimeAsync(14 * minute - 1);
    expect(fetchMock.calls).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock.calls).toHaveLength(2);
    expect(fetchMock.calls[1].url).toBe('/api/auth/refresh');
    expect(await store.getAccessToken()).toBe('access-2');
    store.dispose();
  });

  it('never renews in a loop: a renewal right after another returns the fresh session without a request', async () => {
    const renewed = makeSession({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      accessTokenExpiresIn: 900,
    });
    const fetchMock = scriptedFetch(() => jsonResponse(200, renewed));
    const { store } = storeWith(makeSession(), fetchMock);
    await store.refresh();
    for (let i = 0; i < 20; i++) await store.refresh();
    expect(fetchMock.calls).toHaveLength(1);
    store.dispose();
  });

  it('backs off up to the cap while the server cannot answer, and does not renew on every request meanwhile', async () => {
    const down = () => jsonResponse(503, { error: { code: 'unavailable', message: 'Down' } });
    const fetchMock = scriptedFetch(...Array.from({ length: 20 }, () => down));
    const { store } = storeWith(makeSession({}, Date.now() - minute), fetchMock, {
      retryDelayMs: 1000,
      maxRetryDelayMs: 8000,
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock.calls).toHaveLength(1);
    // Requests in between use the old token instead of asking again.
    for (let i = 0; i < 10; i++) await store.getAccessToken();
    expect(fetchMock.calls).toHaveLength(1);
    // Then 1 s, 2 s, 4 s, 8 s, 8 s later.
    const moments = [];
    let elapsed = 0;
    for (let step = 0; step < 5; step++) {
      const before = fetchMock.calls.length;
      while (fetchMock.calls.length === before) {
        await jest.advanceTimersByTimeAsync(500);
        elapsed += 500;
      }
      moments.push(elapsed);
    }
    expect(moments).toEqual([1000, 3000, 7000, 15000, 23000]);
    store.dispose();
  });

  it('passes the server message of a failed sign-in through', async () => {
    const fetchMock = scriptedFetch(() =>
      jsonResponse(401, { error: { code: 'unauthorized', message: 'Invalid email or password' } }),
    );
    const { store } = storeWith(null, fetchMock);
    await expect(store.signIn({ email: 'ann@example.com', password: 'wrong1' })).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Invalid email or password',
    });
    expect(store.getSession()).toBeNull();
  });

  describe('the session cookies the edge reads', () => {
    afterEach(() => sessionCookies(null));

    it('marks a stored session at start and follows sign-in, sign-out and other tabs', async () => {
      const marks: (MarkedSession | null)[] = [];
      const target = new EventTarget();
      const session = makeSession();
      const fetchMock = scriptedFetch(
        () => jsonResponse(204),
        () => jsonResponse(200, session),
      );
      const store = createSessionStore({
        storage: memoryStorage({ [sessionStorageKey]: JSON.stringify(session) }),
        fetch: fetchMock.fetch,
        eventTarget: target as unknown as Window,
        locks: null,
        marker: (marked) => marks.push(marked),
      });
      // The stored token has 15 minutes left.
      const held = { accessToken: 'access-1', expiresInSeconds: 900 };
      expect(marks).toEqual([held]);

      await store.signOut();
      expect(marks).toEqual([held, null]);
      await store.signIn({ email: 'ann@example.com', password: 'secret1' });
      expect(marks).toEqual([held, null, held]);
      target.dispatchEvent(Object.assign(new Event('storage'), { key: sessionStorageKey, newValue: null }));
      expect(marks).toEqual([held, null, held, null]);
      store.dispose();
    });

    it('hands the renewed access token to the marker, with its new lifetime', async () => {
      const marks: (MarkedSession | null)[] = [];
      const renewed = {
        ...makeSession({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
        accessTokenExpiresIn: 600,
      };
      const fetchMock = scriptedFetch(() => jsonResponse(200, renewed));
      const { store } = storeWith(makeSession(), fetchMock, {
        marker: (marked: MarkedSession | null) => marks.push(marked),
      });
      await store.refresh();
      expect(marks).toEqual([
        { accessToken: 'access-1', expiresInSeconds: 900 },
        { accessToken: 'access-2', expiresInSeconds: 600 },
      ]);
      store.dispose();
    });

    it('clears the mark when the server refuses to renew the session', async () => {
      const marks: (MarkedSession | null)[] = [];
      const fetchMock = scriptedFetch(() =>
        jsonResponse(401, { error: { code: 'unauthorized', message: 'Session expired' } }),
      );
      storeWith(makeSession({}, Date.now() - minute), fetchMock, {
        marker: (marked: MarkedSession | null) => marks.push(marked),
      });
      await jest.advanceTimersByTimeAsync(0);
      expect(fetchMock.calls).toHaveLength(1);
      // The stored token expired a minute ago: the access cookie is already gone, the session mark until refused.
      expect(marks).toEqual([{ accessToken: 'access-1', expiresInSeconds: -60 }, null]);
    });

    it('are claims_session=1 and claims_access=<token> while signed in and gone after, with the names the edge reads', () => {
      expect(edgeCookieName).toBe('claims_session');
      expect(edgeAccessCookieName).toBe('claims_access');
      const store = createSessionStore({
        storage: memoryStorage({ [sessionStorageKey]: JSON.stringify(makeSession()) }),
        eventTarget: null,
        locks: null,
      });
      expect(document.cookie).toBe('claims_session=1; claims_access=access-1');
      sessionCookies(null);
      expect(document.cookie).toBe('');
      store.dispose();
    });

    it('leave out the access token once it has expired', () => {
      sessionCookies({ accessToken: 'access-1', expiresInSeconds: 0 });
      expect(document.cookie).toBe('claims_session=1');
    });

    it('are cleared at start when local storage holds no session', () => {
      sessionCookies({ accessToken: 'access-1', expiresInSeconds: 900 });
      createSessionStore({ storage: memoryStorage(), eventTarget: null, locks: null }).dispose();
      expect(document.cookie).toBe('');
    });
  });
});
