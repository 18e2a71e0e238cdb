import { QueryClient } from '@tanstack/react-query';
import { isRetryableError, isTimeoutError } from '../api/api-error';
import { getSessionStore } from '../session/default-session';
import type { SessionStore } from '../session/session-store';

/**
 * `retry` for a mutation that is safe to send again (it carries an Idempotency-Key, or the server keeps one copy of a
 * repeat): a lost answer or a server fault is tried twice more (after 1 s, then 2 s) before the page reports it, so a
 * change that landed though its answer was lost ends as a success, not as an "Error" for a change that was made.
 */
export const retryRepeatableWrite = (failureCount: number, error: unknown) =>
  failureCount < 2 && isRetryableError(error);

/**
 * `retry` for every read (the default of the site's queries): no answer or a server fault is tried twice more (after
 * 1 s, then 2 s); a 4xx answer is a verdict. A read that got no answer within its time limit (`requestTimeoutMs`, 20 s)
 * is not sent again: two more waits as long kept a page "still trying" for over a minute before it said anything,
 * where its error with Try Again serves better.
 */
const retryRead = (failureCount: number, error: unknown) =>
  failureCount < 2 && isRetryableError(error) && !isTimeoutError(error);

export type CreateQueryClientOptions = {
  /** Clear cached data when the signed-in user changes (sign-out, another account). Pass null to opt out. */
  sessionStore?: SessionStore | null;
};

/** One query cache for the whole site: the shell creates it once and every remote shares it through the provider. */
export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retryRead,
      },
      mutations: { retry: false },
    },
  });
  const store = options.sessionStore === undefined ? getSessionStore() : options.sessionStore;
  if (store) {
    let userId = store.getSession()?.user.id ?? null;
    store.subscribe(() => {
      const next = store.getSession()?.user.id ?? null;
      if (next !== userId) {
        // Another user's data goes. Queries no page shows are removed; those on screen are reset (their data dropped)
        // and fetched again as the new user. Removing them too (`clear()`) left the page's observers on queries no
        // longer in the cache: a like the server took after a sign-in in another tab never reached its button.
        client.getMutationCache().clear();
        client.removeQueries({ type: 'inactive' });
        void client.resetQueries({ type: 'active' });
      }
      userId = next;
    });
  }
  return client;
}
