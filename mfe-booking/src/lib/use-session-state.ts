import { useCallback, useEffect, useState } from 'react';

function read<T>(key: string, initial: T): T {
  try {
    const stored = sessionStorage.getItem(key);
    return stored ? { ...initial, ...(JSON.parse(stored) as T) } : initial;
  } catch {
    return initial;
  }
}

/**
 * State kept in sessionStorage: a wizard survives a reload or a phone switching apps, and is forgotten when the
 * tab closes. `clear()` forgets it (after a confirmation) without changing what is on screen.
 */
export function useSessionState<T extends object>(key: string, initial: T) {
  const [state, setState] = useState<T>(() => read(key, initial));
  const [persist, setPersist] = useState(true);

  useEffect(() => {
    if (!persist) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(state));
    } catch {
      // Private mode or full storage: the wizard still works, it just does not survive a reload.
    }
  }, [key, state, persist]);

  const update = useCallback((change: Partial<T> | ((current: T) => Partial<T>)) => {
    setPersist(true);
    setState((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  const clear = useCallback(() => {
    setPersist(false);
    sessionStorage.removeItem(key);
  }, [key]);

  const reset = useCallback(() => {
    sessionStorage.removeItem(key);
    setPersist(true);
    setState(initial);
  }, [key, initial]);

  return { state, update, clear, reset };
}
