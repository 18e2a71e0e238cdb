import { forgetSessionJson, isStoredRecord, readSessionJson, writeSessionJson } from '@claims/web-kit';

/**
 * A Like pressed while signed out: kept in the tab's session storage while the visitor signs in, so the guide they
 * come back to is liked without a second press. Only for that guide, and only for a while (an abandoned sign-in does
 * not like a guide hours later).
 */
const storageKey = 'claims.pending-like.v1';
/** How long a pending like waits for the sign-in. */
const pendingForMs = 10 * 60 * 1000;

type PendingLike = { guideId: string; at: number };

export function rememberPendingLike(guideId: string) {
  // Refused by storage: the visitor presses Like again after signing in.
  writeSessionJson(storageKey, { guideId, at: Date.now() } satisfies PendingLike);
}

/** Whether a like of `guideId` is waiting; it is taken either way when it is for this guide (used once). */
export function takePendingLike(guideId: string): boolean {
  const stored = readSessionJson(storageKey);
  if (!isStoredRecord(stored)) return false;
  const { guideId: pendingId, at } = stored as Partial<PendingLike>;
  if (pendingId !== guideId) return false;
  forgetSessionJson(storageKey);
  return typeof at === 'number' && Date.now() - at >= 0 && Date.now() - at < pendingForMs;
}
