import { dealerMessages } from '@claims/contracts/src/dealer-rules';
import { toast } from '@claims/ui';
import { forgetSessionEnded, sessionEndedByServer } from '@claims/web-kit';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { noticeParam, type SignInNotice } from '../../../config/paths';

/** Why a page sent the visitor to /auth, shown once when /auth opens. */
const signInNotices: Record<SignInNotice, { title: string; description: string; tone: 'error' | 'info' }> = {
  'dealer-portal': {
    title: dealerMessages.authenticationRequired,
    description: dealerMessages.authenticationRequiredDescription,
    tone: 'error',
  },
  'like-guide': {
    title: 'Sign in to like this guide',
    description: 'Your like is counted as soon as you are signed in.',
    tone: 'info',
  },
  'session-ended': {
    title: 'Your session has ended',
    description: 'For your security you were signed out. Please sign in again to continue.',
    tone: 'info',
  },
};

/** The notice's toast, one at a time: it goes once the visitor has signed in (its reason is gone). */
const noticeToastId = 'sign-in-notice';

export function dismissSignInNotice() {
  toast.dismiss(noticeToastId);
}

function isSignInNotice(value: string | null): value is SignInNotice {
  return value !== null && Object.hasOwn(signInNotices, value);
}

function showNotice(notice: SignInNotice) {
  const { title, description, tone } = signInNotices[notice];
  toast[tone](title, { description, id: noticeToastId });
}

/**
 * Shows the notice named by `?notice=` (an unknown name is ignored) and takes it off the address, so a reload or
 * the Back button does not show it again; `returnTo` stays. With no notice named, says so when the visitor's session
 * was just ended by the server (expired or revoked): the page or the edge sent them here without a word.
 */
export function useSignInNotice(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const notice = searchParams.get(noticeParam);
  useEffect(() => {
    if (notice === null) {
      if (sessionEndedByServer()) {
        showNotice('session-ended');
        forgetSessionEnded();
      }
      return;
    }
    if (isSignInNotice(notice)) showNotice(notice);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(noticeParam);
        return next;
      },
      { replace: true },
    );
  }, [notice, setSearchParams]);
}
