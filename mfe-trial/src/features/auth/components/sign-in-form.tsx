import type { signInBodySchema, SignInBody } from '@claims/contracts';
import { Button, Field, FormAlert, Stack, TextInput, toast, usePreloadOnFirstUse } from '@claims/ui';
import { useEffect, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signInValidation } from '../../../lib/form-validation';
import { showErrorToast } from '../../../lib/show-error-toast';
import { authToastId, submitWithFreshNotice } from './auth-toast';
import { announceOnReturn } from '../hooks/use-return-after-sign-in';
import { useSignIn } from '../api/sign-in';
import { useShareCredentials, type TypedCredentials } from '../lib/typed-credentials';

type SignInInput = z.input<typeof signInBodySchema>;

/**
 * `credentials`: what was typed in the other tab's form, carried into this one (and kept up to date from it).
 * `focusPassword`: the form opens with the focus in Password (Sign Up's "Sign in with this email instead", which
 * brings the email along), instead of leaving it on the button that is gone.
 */
export function SignInForm({
  credentials,
  focusPassword = false,
}: {
  credentials?: RefObject<TypedCredentials>;
  focusPassword?: boolean;
}) {
  const signIn = useSignIn();
  const form = useForm<SignInInput, unknown, SignInBody>({
    resolver: signInValidation.resolver,
    defaultValues: { email: credentials?.current.email ?? '', password: credentials?.current.password ?? '' },
  });
  useShareCredentials(form as never, credentials);
  usePreloadOnFirstUse(signInValidation.preload);
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    // Selected: the password typed for Sign Up comes along, and typing it again replaces it instead of doubling it.
    if (focusPassword) setFocus('password', { shouldSelect: true });
  }, [focusPassword, setFocus]);

  const submit = form.handleSubmit(async (body) => {
    // /auth takes the visitor back as soon as the session arrives; the page they return to says it.
    announceOnReturn('Welcome back!');
    try {
      await signIn.mutateAsync(body);
      // Shown here for a page of this area; a page of another area (whose toaster this is not) shows the notice.
      toast.success('Welcome back!', { id: authToastId });
    } catch (error) {
      announceOnReturn(undefined);
      showErrorToast(error, form.setError, ['email', 'password'], authToastId);
    }
  });

  return (
    <form noValidate onSubmit={submitWithFreshNotice(submit)} aria-label="Sign in">
      <Stack gap={4}>
        <Field label="Email" error={errors.email?.message} required>
          <TextInput type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message} required>
          <TextInput type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Signing in...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
