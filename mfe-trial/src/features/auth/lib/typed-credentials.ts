import { useEffect, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveAuthDraft } from './auth-draft';

/**
 * What the visitor typed as email and password in either form of /auth. Only the chosen tab's form is on the page, so
 * without this a switch from Sign Up to Sign In (an account that already exists) emptied both fields.
 */
export type TypedCredentials = { email: string; password: string };

/** Keeps `credentials` up to date with the form's email and password as they are typed. */
export function useShareCredentials(
  form: Pick<UseFormReturn<TypedCredentials & Record<string, unknown>>, 'watch'>,
  credentials: RefObject<TypedCredentials> | undefined,
): void {
  useEffect(() => {
    if (!credentials) return undefined;
    const subscription = form.watch((values) => {
      credentials.current = { email: values.email ?? '', password: values.password ?? '' };
      // The email (never the password) outlasts a reload of the page.
      saveAuthDraft({ email: values.email ?? '' });
    });
    return () => subscription.unsubscribe();
  }, [form, credentials]);
}
