import {
  ApiRequestError,
  createApiClient,
  createSessionStore,
  sessionStorageKey,
  toApiRequestError,
  isOutcomeUnknown,
} from '../src';
import { toNetworkError } from '../src/api/api-error';
import { jsonResponse, makeSession, memoryStorage, scriptedFetch } from './helpers';

describe('error mapping', () => {
  it('keeps code, message and fields of the error shape', () => {
    const error = toApiRequestError(400, {
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid',
        fields: { email: 'Enter a valid email address' },
      },
    });
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are not valid',
      fields: { email: 'Enter a valid email address' },
    });
  });

  it('falls back to the status when the body is not the error shape', () => {
    expect(toApiRequestError(502, '<html>Bad gateway</html>')).toMatchObject({
      code: 'unavailable',
      status: 502,
    });
    expect(toApiRequestError(500, undefined)).toMatchObject({
      code: 'internal',
      message: 'Something went wrong',
    });
    expect(toApiRequestError(404, { error: { code: 'weird', message: '' } })).toMatchObject({
      code: 'not_found',
      message: 'Not found.',
    });
  });
});

describe('whether a failed write may have been carried out', () => {
  it('is unknown without an answer, on a server fault and while the same request is still under way', () => {
    const inProgress = toApiRequestError(409, {
      error: {
        code: 'in_progress',
        message: 'This request is still being processed. Please try again in a moment.',
      },
    });
    expect(inProgress).toMatchObject({ status: 409, code: 'in_progress' });
    expect(isOutcomeUnknown(inProgress)).toBe(true);
    expect(isOutcomeUnknown(toNetworkError(new Error('offline')))).toBe(true);
    expect(isOutcomeUnknown(toApiRequestError(504, undefined))).toBe(true);
    expect(isOutcomeUnknown(new Error('not from the API'))).toBe(true);
  });

  it('is known (nothing was done) for a refusal', () => {
    for (const [status, code] of [
      [400, 'validation_failed'],
      [401, 'unauthorized'],
      [409, 'conflict'],
      [429, 'rate_limited'],
    ] as const)
      expect(isOutcomeUnknown(toApiRequestError(status, { error: { code, message: 'No' } }))).toBe(false);
  });
});

describe('api client', () => {
  afterEach(() => jest.useRealTimers());

  function setup(fetchMock: ReturnType<typeof scriptedFetch>, session = makeSession()) {
    const storage = memoryStorage({ [sessionStorageKey]: JSON.stringify(session) });
    const store = createSessionStore({ storage, fetch: fetchMock.fetch, eventTarget: null, locks: null });
    const client = createApiClient({ fetch: fetchMock.fetch, sessionStore: () => store });
    return { store, client };
  }

  it('attaches the Bearer token and parses JSON', async () => {
    const fetchMock = scriptedFetch(() => jsonResponse(200, { ok: true }));
    const { client, store } = setup(fetchMock);
    await expect(client.get('/api/trial/cases')).resolves.toEqual({ ok: true });
    expect((fetchMock.calls[0].init?.headers as Record<string, string>).authorization).toBe(
      'Bearer access-1',
    );
    store.dispose();
  });

  it('sends a file body as it is, under its own type, with the token (a photo upload)', async () => {
    const fetchMock = scriptedFetch(() => jsonResponse(201, { id: 'p1' }));
    const { client, store } = setup(fetchMock);
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(client.post('/api/guides/images', photo, { auth: 'required' })).resolves.toEqual({
      id: 'p1',
    });
    const init = fetchMock.calls[0].init!;
    expect(init.body).toBe(photo);
    expect(init.headers).toMatchObject({
      'content-type': 'image/jpeg',
      accept: 'application/json',
      authorization: 'Bearer access-1',
    });
    store.dispose();
  });

  it('turns a network failure into a readable network error', async () => {
    const fetchMock = scriptedFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client, store } = setup(fetchMock);
    await expect(client.post('/api/trial/cases', { a: 1 })).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: "Can't reach the server. Check your connection and try again.",
    });
    store.dispose();
  });

  /** A server that takes the request and never answers: the fetch ends only when aborted. */
  const hungFetch = () =>
    scriptedFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );

  it('gives up on a request the server never answers, with a timeout message', async () => {
    jest.useFakeTimers();
    const fetchMock = hungFetch();
    const { client, store } = setup(fetchMock);
    const sent = client.post('/api/marketing/demo-requests', { a: 1 }, { auth: 'none' });
    const settled = sent.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(19_999);
    expect(fetchMock.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({
      status: 0,
      code: 'network',
      message: 'The server did not answer in time. Please try again.',
    });
    store.dispose();
  });

  it('gives a file upload longer, and a caller its own limit', async () => {
    jest.useFakeTimers();
    const fetchMock = hungFetch();
    const { client, store } = setup(fetchMock);
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    let upload: unknown = 'pending';
    void client
      .post('/api/guides/images', photo, { auth: 'none' })
      .catch((error: unknown) => (upload = error));
    let custom: unknown = 'pending';
    void client
      .get('/api/guides', { auth: 'none', timeoutMs: 5_000 })
      .catch((error: unknown) => (custom = error));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(custom).toMatchObject({ code: 'network' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(upload).toBe('pending');
    await jest.advanceTimersByTimeAsync(55_000);
    expect(upload).toMatchObject({ code: 'network', message: expect.stringMatching(/in time/) });
    store.dispose();
  });

  it("passes the caller's own abort through as an abort, not a timeout", async () => {
    const fetchMock = hungFetch();
    const { client, store } = setup(fetchMock);
    const controller = new AbortController();
    const sent = client.get('/api/guides', { auth: 'none', signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    store.dispose();
  });

  it('renews once on 401 and repeats the request with the new token; concurrent 401s share one renewal', async () => {
    const renewed = makeSession({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const unauthorized = () =>
      jsonResponse(401, { error: { code: 'unauthorized', message: 'Token expired' } });
    const fetchMock = scriptedFetch(
      unauthorized,
      unauthorized,
      () => jsonResponse(200, renewed),
      () => jsonResponse(200, { n: 1 }),
      () => jsonResponse(200, { n: 2 }),
    );
    const { client, store } = setup(fetchMock);

    const results = await Promise.all([client.get('/api/trial/a'), client.get('/api/trial/b')]);
    expect(results).toEqual([{ n: 1 }, { n: 2 }]);
    expect(fetchMock.calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    const retried = fetchMock.calls
      .slice(3)
      .map((c) => (c.init?.headers as Record<string, string>).authorization);
    expect(retried).toEqual(['Bearer access-2', 'Bearer access-2']);
    store.dispose();
  });

  it('sends one Idempotency-Key per POST, the same on the retry after renewal, and none on GET', async () => {
    const renewed = makeSession({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const fetchMock = scriptedFetch(
      () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Token expired' } }),
      () => jsonResponse(200, renewed),
      () => jsonResponse(201, { id: 'g1' }),
      () => jsonResponse(201, { id: 'g2' }),
      () => jsonResponse(200, []),
    );
    const { client, store } = setup(fetchMock);
    await client.post('/api/guides', { title: 'Fix a dryer belt' });
    await client.post('/api/guides', { title: 'Fix a dryer belt' });
    await client.get('/api/guides');
    const keyOf = (i: number) =>
      (fetchMock.calls[i].init?.headers as Record<string, string>)['idempotency-key'];
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
    // The retry after renewal repeats the same operation, so the same key; the next POST is a new operation.
    expect(keyOf(2)).toBe(keyOf(0));
    expect(keyOf(3)).not.toBe(keyOf(0));
    expect(keyOf(4)).toBeUndefined();
    store.dispose();
  });

  it('gives up with the 401 when renewal is refused, and the session is dropped', async () => {
    const fetchMock = scriptedFetch(
      () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Token expired' } }),
      () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Refresh token reused' } }),
    );
    const { client, store } = setup(fetchMock);
    await expect(client.get('/api/trial/a')).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(store.getSession()).toBeNull();
  });

  it("fails 'Not authenticated' without a request when a signed-in call is made signed out", async () => {
    const fetchMock = scriptedFetch();
    const store = createSessionStore({
      storage: memoryStorage(),
      fetch: fetchMock.fetch,
      eventTarget: null,
      locks: null,
    });
    const client = createApiClient({ fetch: fetchMock.fetch, sessionStore: () => store });
    await expect(client.post('/api/trial/cases', {}, { auth: 'required' })).rejects.toMatchObject({
      status: 401,
      message: 'Not authenticated',
    });
    expect(fetchMock.fetch).not.toHaveBeenCalled();
  });

  it('renews an expired token before sending', async () => {
    jest.useFakeTimers({ now: new Date('2024-06-01T12:00:00Z') });
    const renewed = makeSession({ accessToken: 'access-2', refreshToken: 'refresh-2' }, Date.now() + 900_000);
    const fetchMock = scriptedFetch(
      () => jsonResponse(200, renewed),
      () => jsonResponse(200, []),
    );
    const storage = memoryStorage({
      [sessionStorageKey]: JSON.stringify(makeSession({}, Date.now() + 120_000)),
    });
    const store = createSessionStore({
      storage,
      fetch: fetchMock.fetch,
      eventTarget: null,
      locks: null,
      renewBeforeMs: 0,
    });
    const client = createApiClient({ fetch: fetchMock.fetch, sessionStore: () => store });
    jest.setSystemTime(Date.now() + 130_000); // the laptop slept past expiry, the timer did not fire
    await client.get('/api/trial/cases');
    expect(fetchMock.calls.map((c) => c.url)).toEqual(['/api/auth/refresh', '/api/trial/cases']);
    expect((fetchMock.calls[1].init?.headers as Record<string, string>).authorization).toBe(
      'Bearer access-2',
    );
    store.dispose();
  });
});
