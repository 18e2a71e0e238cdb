import { QueryObserver } from '@tanstack/react-query';
import { ApiRequestError, createQueryClient, createSessionStore, sessionStorageKey } from '../src';
import { sendJson } from '../src/api/http';
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

  it('gives up on a read the server never answers after its one time limit, not three', async () => {
    jest.useFakeTimers();
    try {
      const client = createQueryClient({ sessionStore: null });
      const neverAnswers = (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        });
      const hung = scriptedFetch(neverAnswers, neverAnswers, neverAnswers);
      let outcome: unknown = 'pending';
      void client
        .fetchQuery({ queryKey: ['guides'], queryFn: () => sendJson(hung.fetch, '/api/guides') })
        .catch((error: unknown) => (outcome = error));
      await jest.advanceTimersByTimeAsync(25_000);
      expect(outcome).toMatchObject({ message: 'The server did not answer in time. Please try again.' });
      expect(hung.calls).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
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

  it('fetches what a page shows again as the new user, and later updates still reach that page', async () => {
    const fetchMock = scriptedFetch();
    const storage = memoryStorage();
    const tabEvents = new EventTarget();
    const store = createSessionStore({
      storage,
      fetch: fetchMock.fetch,
      eventTarget: tabEvents,
      locks: null,
    });
    const client = createQueryClient({ sessionStore: store });
    const fetched: Array<string | null> = [];
    // A guide page open while signed out: the query is on screen (an observer is subscribed).
    const observer = new QueryObserver(client, {
      queryKey: ['guide', 'g1'],
      queryFn: async () => {
        const viewer = store.getSession()?.user.id ?? null;
        fetched.push(viewer);
        return { likedByMe: false, viewer };
      },
    });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await waitFor(() => fetched.length === 1);
    client.setQueryData(['lists', 'other'], ['not on screen']);

    // Signed in in another tab: the session store hears of it.
    const stored = JSON.stringify(makeSession());
    storage.setItem(sessionStorageKey, stored);
    tabEvents.dispatchEvent(
      Object.assign(new Event('storage'), { key: sessionStorageKey, newValue: stored }),
    );
    await waitFor(() => fetched.length === 2);
    expect(fetched).toEqual([null, makeSession().user.id]);
    expect(client.getQueryData(['lists', 'other'])).toBeUndefined();

    // The page's own update (a like's answer) reaches what the page renders.
    client.setQueryData(['guide', 'g1'], { likedByMe: true, viewer: makeSession().user.id });
    expect(observer.getCurrentResult().data).toEqual({ likedByMe: true, viewer: makeSession().user.id });
    expect(seen.at(-1)).toEqual({ likedByMe: true, viewer: makeSession().user.id });
    unsubscribe();
    store.dispose();
  });
});

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
