import type { signUpBodySchema, SignUpBody } from '@claims/contracts';
import { passwordMinLength } from '@claims/contracts/src/auth-rules';
import { Button, Field, FormAlert, Stack, TextInput, toast, usePreloadOnFirstUse } from '@claims/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { isApiRequestError, signIn } from '@claims/web-kit';
import styled from 'styled-components';
import type { z } from 'zod';
import { signUpValidation } from '../../../lib/form-validation';
import { showErrorToast } from '../../../lib/show-error-toast';
import { authToastId, submitWithFreshNotice } from './auth-toast';
import { announceOnReturn } from '../hooks/use-return-after-sign-in';
import { useSignUp } from '../api/sign-up';
import { useShareCredentials, type TypedCredentials } from '../lib/typed-credentials';
import { readAuthDraft, saveAuthDraft } from '../lib/auth-draft';

type SignUpInput = z.input<typeof signUpBodySchema>;

/** No answer came back (or a server fault did): the account may have been created all the same. */
const answerLost = (error: unknown) =>
  isApiRequestError(error) && (error.code === 'network' || error.status >= 500);

const sameAccount = (a: Pick<SignUpBody, 'email' | 'password'>, b: Pick<SignUpBody, 'email' | 'password'>) =>
  a.email.trim().toLowerCase() === b.email.trim().toLowerCase() && a.password === b.password;

/** A label longer than a 320 px screen's button goes onto two lines instead of past the button's edges. */
const WrappingButton = styled(Button)`
  white-space: normal;
`;

/**
 * `credentials`: what was typed in the other tab's form, carried into this one (and kept up to date from it).
 * `onSignInInstead`: shows the Sign In tab, offered when the email already has an account. A sign-up sent again
 * after its first answer was lost finds the account that first try made: it signs in with what was typed instead.
 */
export function SignUpForm({
  credentials,
  onSignInInstead,
}: {
  credentials?: RefObject<TypedCredentials>;
  onSignInInstead?: () => void;
}) {
  const signUp = useSignUp();
  const form = useForm<SignUpInput, unknown, SignUpBody>({
    resolver: signUpValidation.resolver,
    defaultValues: {
      fullName: readAuthDraft().fullName,
      email: credentials?.current.email ?? '',
      password: credentials?.current.password ?? '',
    },
  });
  useShareCredentials(form as never, credentials);
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'fullName') saveAuthDraft({ fullName: values.fullName ?? '' });
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  const [accountExists, setAccountExists] = useState(false);
  /** The sign-up whose answer was lost, if the last one was: sent again, "already exists" may mean it worked. */
  const unanswered = useRef<SignUpBody | null>(null);
  usePreloadOnFirstUse(signUpValidation.preload);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    // /auth takes the visitor back as soon as the session arrives; the page they return to says it.
    announceOnReturn('Account created!');
    setAccountExists(false);
    const earlier = unanswered.current;
    unanswered.current = null;
    try {
      await signUp.mutateAsync(body);
      // Shown here for a page of this area; a page of another area (whose toaster this is not) shows the notice.
      toast.success('Account created!', { id: authToastId });
    } catch (error) {
      if (
        isApiRequestError(error) &&
        error.status === 409 &&
        earlier &&
        sameAccount(earlier, body) &&
        (await signIn({ email: body.email, password: body.password }).then(
          () => true,
          () => false,
        ))
      ) {
        // The first try created the account and only its answer was lost: this is that account, signed in.
        toast.success('Account created!', { id: authToastId });
        return;
      }
      if (answerLost(error)) unanswered.current = body;
      announceOnReturn(undefined);
      showErrorToast(error, form.setError, ['fullName', 'email', 'password'], authToastId);
      setAccountExists(isApiRequestError(error) && error.status === 409);
    }
  });

  return (
    <form noValidate onSubmit={submitWithFreshNotice(submit)} aria-label="Sign up">
      <Stack gap={4}>
        <Field label="Full Name" error={errors.fullName?.message} required>
          <TextInput autoComplete="name" {...form.register('fullName')} />
        </Field>
        <Field label="Email" error={errors.email?.message} required>
          <TextInput type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Field
          label="Password"
          hint={`At least ${passwordMinLength} characters, and not a commonly used password.`}
          error={errors.password?.message}
          required
        >
          <TextInput type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        {accountExists && onSignInInstead && (
          <WrappingButton type="button" variant="outline" fullWidth onClick={onSignInInstead}>
            Sign in with this email instead
          </WrappingButton>
        )}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Creating account...">
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
