import { leaveArrivalNotice } from '@claims/ui';
import { historyEntryKey, previousEntryPath } from '@claims/web-kit';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReturnPath } from './use-return-path';

/** What the page returned to says once a sign-in or sign-up made on /auth succeeds ('Welcome back!'). */
let noticeOnReturn: string | undefined;

/**
 * Names the notice for the page returned to, before the form's request: the session arrives with the answer and
 * /auth leaves at once (`useReturnAfterSignIn`). Cleared with undefined when the request fails.
 */
export function announceOnReturn(notice: string | undefined) {
  noticeOnReturn = notice;
}

/**
 * Takes a signed-in visitor from /auth to the page to return to (`useReturnPath`), with the notice named by
 * `announceOnReturn` (none for a visitor who was signed in already, or signed in in another tab): by Back
 * when that page is the entry behind /auth (the Like button, the upload page sent them), so it is not in the history
 * twice; otherwise to that page in place of /auth.
 */
export function useReturnAfterSignIn(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = useReturnPath();
  // The entry being left by Back: the page must not go Back a second time while the move is under way.
  const leavingEntry = useRef<string | undefined>(undefined);
  return useCallback(() => {
    const entry = historyEntryKey(location.key);
    if (leavingEntry.current === entry) return;
    const notice = noticeOnReturn;
    noticeOnReturn = undefined;
    if (previousEntryPath(entry) === returnPath) {
      leavingEntry.current = entry;
      if (notice) leaveArrivalNotice(returnPath, notice);
      navigate(-1);
      return;
    }
    navigate(returnPath, { replace: true, state: notice ? { notice } : null });
  }, [navigate, location.key, returnPath]);
}
