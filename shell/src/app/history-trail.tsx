import { historyEntryKey, recordHistoryEntry } from '@claims/web-kit';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Records each history entry the visitor reaches and the entry it came from (`recordHistoryEntry`). */
export function HistoryTrail() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousKey = useRef<string | undefined>(undefined);
  const path = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    const key = historyEntryKey(location.key);
    // One record per entry: the path and the move are those of the entry the key names.
    if (key === previousKey.current) return;
    recordHistoryEntry(key, path, navigationType, previousKey.current);
    previousKey.current = key;
  }, [location.key, path, navigationType]);

  return null;
}
