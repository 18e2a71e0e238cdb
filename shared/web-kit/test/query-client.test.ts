import { ApiRequestError, createQueryClient, createSessionStore, sessionStorageKey } from '../src';
import { makeSession, memoryStorage, scriptedFetch } from './helpers';

describe('query client', () => {
  it('retries only failures worth retrying', () => {
    const client = createQueryClient({ sessionStore: null });
    const retry = client.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiRequestError(0, 'network', 'offline'))).toBe(true);
    expect(retry(0, new ApiRequestError(503, 'unavailable', 'down'))).toBe(true);
    expect(retry(2, new ApiRequestError(503, 'unavailable', 'down'))).toBe(false);
    expect(retry(0, new ApiRequestError(404, 'not_found', 'gone'))).toBe(false);
    expect(retry(0, new ApiRequestError(401, 'unauthorized', 'who'))).toBe(false);
  });

  it("drops cached data when the user signs out, so the next user never sees the last one's data", async () => {
    const fetchMock = scriptedFetch();
    const storage = memoryStorage({ [sessionStorageKey]: JSON.stringify(makeSession()) });
    const store = createSessionStore({ storage, fetch: fetchMock.fetch, eventTarget: null, locks: null });
    const client = createQueryClient({ sessionStore: store });
    client.setQueryData(['cases'], [{ id: 1 }]);
    await store.signOut().catch(() => undefined);
    expect(client.getQueryData(['cases'])).toBeUndefined();
    store.dispose();
  });
});
