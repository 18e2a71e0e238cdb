import { dealerMessages } from '@claims/contracts/src/dealer-rules';
import { toast } from '@claims/ui';
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
};

/** The notice's toast, one at a time: it goes once the visitor has signed in (its reason is gone). */
const noticeToastId = 'sign-in-notice';

export function dismissSignInNotice() {
  toast.dismiss(noticeToastId);
}

function isSignInNotice(value: string | null): value is SignInNotice {
  return value !== null && Object.hasOwn(signInNotices, value);
}

/**
 * Shows the notice named by `?notice=` (an unknown name is ignored) and takes it off the address, so a reload or
 * the Back button does not show it again; `returnTo` stays.
 */
export function useSignInNotice(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const notice = searchParams.get(noticeParam);
  useEffect(() => {
    if (notice === null) return;
    if (isSignInNotice(notice)) {
      const { title, description, tone } = signInNotices[notice];
      toast[tone](title, { description, id: noticeToastId });
    }
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
