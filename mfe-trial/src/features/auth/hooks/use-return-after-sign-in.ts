import { leaveArrivalNotice, useBackTo } from '@claims/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
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
  const backTo = useBackTo();
  const returnPath = useReturnPath();
  return useCallback(() => {
    const notice = noticeOnReturn;
    const move = backTo(returnPath, () => {
      if (notice) leaveArrivalNotice(returnPath, notice);
    });
    if (move === 'leaving') return;
    noticeOnReturn = undefined;
    if (move === 'forward') navigate(returnPath, { replace: true, state: notice ? { notice } : null });
  }, [navigate, backTo, returnPath]);
}
