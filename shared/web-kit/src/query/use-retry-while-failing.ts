import { useEffect, useRef } from 'react';
import { pausedRefreshMs } from '../live/use-live-case-queries';

/**
 * While `failing` (a load failed for a reason that may pass: the service or the network is down), calls `retry` every
 * `everyMs` and as soon as the browser is back online, so a page comes back by itself when the outage ends instead of
 * waiting for its Retry button. The same pace as a page whose live connection is down.
 */
export function useRetryWhileFailing(
  failing: boolean,
  retry: () => void,
  everyMs: number = pausedRefreshMs,
): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!failing) return undefined;
    const again = () => latest.current();
    const timer = setInterval(again, everyMs);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [failing, everyMs]);
}
