import { toast } from '@claims/ui';
import type { BaseSyntheticEvent } from 'react';

/** Sign-in and sign-up show one notice at a time: the success after a corrected retry replaces the error. */
export const authToastId = 'auth';

/**
 * The form's submit, which first takes away the notice of the try before: an error still on screen while the visitor
 * tries again reads as the answer to the new try (and on a phone lies over the page's header).
 */
export function submitWithFreshNotice(submit: (event?: BaseSyntheticEvent) => Promise<void>) {
  return (event?: BaseSyntheticEvent) => {
    toast.dismiss(authToastId);
    return submit(event);
  };
}
