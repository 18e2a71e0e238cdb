import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CaseEvent } from '@claims/contracts';
import type { CaseEventsConnection, LiveStatus } from './case-events-connection';
import { getCaseEventsConnection } from './default-connection';

export type UseLiveCaseQueriesOptions = {
  /** Only events about this case refetch (a case page); all events when absent (the dashboard). */
  caseId?: string;
  /** Also called with each event that matched (after the refetch was scheduled). */
  onEvent?: (event: CaseEvent) => void;
  /** The connection to use; the page's shared one by default. */
  connection?: CaseEventsConnection;
};

/** Several events in a burst cause one refetch: invalidations are gathered for this long. */
const coalesceMs = 100;
/** While the connection is down (events may be missed), the queries are read again this often instead. */
export const pausedRefreshMs = 20_000;

/**
 * Keeps these queries in step with live case events: they are refetched whenever a matching event arrives and
 * every time the connection becomes live (first connect and each reconnect), so nothing missed while
 * disconnected stays stale; while it is down they are refetched every `pausedRefreshMs` instead. Returns the
 * connection status for a "live" / "paused" indicator: "connecting" until the page has started listening (the
 * shared connection is idle before that, and the badge would say "Live updates off" for a moment).
 */
export function useLiveCaseQueries(
  queryKeys: readonly QueryKey[],
  options: UseLiveCaseQueriesOptions = {},
): LiveStatus {
  const queryClient = useQueryClient();
  const connection = options.connection ?? getCaseEventsConnection();
  const latest = useRef({ queryKeys, options });
  latest.current = { queryKeys, options };
  const keysSignature = JSON.stringify(queryKeys);
  const [listening, setListening] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        for (const queryKey of latest.current.queryKeys) {
          void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
        }
      }, coalesceMs);
    };
    const unsubscribe = connection.subscribe((event) => {
      const { caseId, onEvent } = latest.current.options;
      const eventCaseId = event.type === 'case.changed' ? event.case.id : event.id;
      if (caseId && caseId !== eventCaseId) return;
      refetch();
      onEvent?.(event);
    }, refetch);
    setListening(true);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [connection, queryClient, keysSignature, options.caseId]);

  const status = useLiveStatus(connection);
  useEffect(() => {
    if (status !== 'paused') return undefined;
    const timer = setInterval(() => {
      for (const queryKey of latest.current.queryKeys) {
        void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      }
    }, pausedRefreshMs);
    return () => clearInterval(timer);
  }, [status, queryClient]);
  return status === 'idle' && !listening ? 'connecting' : status;
}

/** The status of the page's live connection ('idle' while nothing listens). */
export function useLiveStatus(connection: CaseEventsConnection = getCaseEventsConnection()): LiveStatus {
  return useSyncExternalStore(
    (listener) => connection.subscribeStatus(listener),
    () => connection.status,
    () => 'idle' as const,
  );
}
