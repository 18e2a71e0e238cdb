import { useSyncExternalStore } from 'react';

// Which areas currently show the unavailable panel: the landing page needs the shell's header when its own is missing.
const failed = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version += 1;
  for (const listener of [...listeners]) listener();
}

export function markAreaUnavailable(name: string): () => void {
  failed.add(name);
  emit();
  return () => {
    failed.delete(name);
    emit();
  };
}

/** Whether the area on screen shows the unavailable panel (one area renders at a time). */
export function useAreaUnavailable(): boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => version,
  );
  return failed.size > 0;
}
