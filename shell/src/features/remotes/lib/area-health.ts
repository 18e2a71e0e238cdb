import type { RemoteName } from '@claims/contracts';
import { useSyncExternalStore } from 'react';

// Which areas currently show the unavailable panel: the landing page needs the shell's header when its own is missing.
const failed = new Set<RemoteName>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version += 1;
  for (const listener of [...listeners]) listener();
}

export function markAreaUnavailable(name: RemoteName): () => void {
  failed.add(name);
  emit();
  return () => {
    failed.delete(name);
    emit();
  };
}

export function useAreaUnavailable(name: RemoteName): boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => version,
  );
  return failed.has(name);
}
