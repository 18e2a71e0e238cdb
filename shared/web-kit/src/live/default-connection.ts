import { getSessionStore } from '../session/default-session';
import { CaseEventsConnection } from './case-events-connection';

// web-kit is a federation singleton, so this one connection serves the shell and every remote: one socket per tab.
let defaultConnection: CaseEventsConnection | null = null;

/** The page's connection to live case events, created on first use; it opens only while something listens. */
export function getCaseEventsConnection(): CaseEventsConnection {
  if (!defaultConnection) {
    const store = getSessionStore();
    const connection = new CaseEventsConnection({
      getAccessToken: () => store.getAccessToken(),
      refreshAccessToken: async () => (await store.refresh())?.accessToken ?? null,
      subscribeToken: (listener) => store.subscribe(listener),
    });
    if (typeof window !== 'undefined') {
      window.addEventListener('offline', () => connection.wentOffline());
      window.addEventListener('online', () => connection.retryNow());
    }
    defaultConnection = connection;
  }
  return defaultConnection;
}
