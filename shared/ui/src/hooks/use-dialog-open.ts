import { useSyncExternalStore } from 'react';

/**
 * Whether a modal dialog of this bundle is open. Each remote bundles its own copy, as it does its own toasts, so a
 * remote's toasts hear of the dialogs of the same remote: the ones they share the screen with.
 */
let openDialogs = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Counts a dialog as open until the returned function is called. */
export function markDialogOpen(): () => void {
  openDialogs += 1;
  notify();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openDialogs -= 1;
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs > 0,
    () => false,
  );
}
