import { useCallback, useEffect, useState } from 'react';
import { forgetSessionJson, isStoredRecord, readSessionJson, writeSessionJson } from '@claims/web-kit';

function read<T>(key: string, initial: T): T {
  const stored = readSessionJson(key);
  return isStoredRecord(stored) ? { ...initial, ...(stored as Partial<T>) } : initial;
}

/**
 * State kept in sessionStorage: a wizard survives a reload or a phone switching apps, and is forgotten when the
 * tab closes. `clear()` forgets it (after a confirmation) without changing what is on screen.
 */
export function useSessionState<T extends object>(key: string, initial: T) {
  const [state, setState] = useState<T>(() => read(key, initial));
  const [persist, setPersist] = useState(true);

  useEffect(() => {
    // Refused (private mode, full storage): the wizard still works, it just does not survive a reload.
    if (persist) writeSessionJson(key, state);
  }, [key, state, persist]);

  const update = useCallback((change: Partial<T> | ((current: T) => Partial<T>)) => {
    setPersist(true);
    setState((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  const clear = useCallback(() => {
    setPersist(false);
    forgetSessionJson(key);
  }, [key]);

  const reset = useCallback(() => {
    forgetSessionJson(key);
    setPersist(true);
    setState(initial);
  }, [key, initial]);

  return { state, update, clear, reset };
}
