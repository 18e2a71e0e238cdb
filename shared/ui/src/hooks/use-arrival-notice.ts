import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetSessionJson, isStoredRecord, readSessionJson, writeSessionJson } from '@claims/web-kit';
import { toast } from '../components/toaster';

const pendingKey = 'claims.arrival-notice.v1';
/** A notice left for a page that is not reached by then (a Back that never happened) is dropped. */
const pendingForMs = 10_000;

type PendingNotice = { path: string; notice: string; at: number };

/**
 * Leaves `notice` for the page at `path` when the visitor is brought there by Back, which carries no state
 * (sign-in going back to the page that sent the visitor): `useArrivalNotice` on that page shows it.
 */
export function leaveArrivalNotice(path: string, notice: string) {
  // Refused by storage: the area that sent the visitor has shown the notice already, if only briefly.
  writeSessionJson(pendingKey, { path, notice, at: Date.now() } satisfies PendingNotice);
}

/** The notice left for `path`, once; any other, or an old one, is dropped. */
function takePendingNotice(path: string): string | undefined {
  const stored = readSessionJson(pendingKey);
  if (stored === undefined) return undefined;
  const pending = (isStoredRecord(stored) ? stored : {}) as Partial<PendingNotice>;
  if (pending.path !== path) {
    if (typeof pending.at !== 'number' || Date.now() - pending.at > pendingForMs)
      forgetSessionJson(pendingKey);
    return undefined;
  }
  forgetSessionJson(pendingKey);
  const fresh = typeof pending.at === 'number' && Date.now() - pending.at <= pendingForMs;
  return fresh && typeof pending.notice === 'string' && pending.notice ? pending.notice : undefined;
}

/**
 * Shows the notice another area sent along when it brought the visitor here (sign-in returns with
 * `state.notice` = 'Welcome back!' or 'Account created!', or leaves it with `leaveArrivalNotice` when it goes Back):
 * that area's own toaster is gone once its page is. The notice is removed from the history entry, so Back or a
 * reload does not show it again.
 */
export function useArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const path = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (typeof notice !== 'string' || !notice) {
      const pending = takePendingNotice(path);
      if (pending) toast.success(pending);
      return;
    }
    toast.success(notice);
    navigate(path, { replace: true, state: null });
  }, [notice, navigate, path, location.key]);
}
