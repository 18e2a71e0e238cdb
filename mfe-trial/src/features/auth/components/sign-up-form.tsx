import type { signUpBodySchema, SignUpBody } from '@claims/contracts';
import { passwordMinLength } from '@claims/contracts/src/auth-rules';
import { Button, Field, FormAlert, Stack, TextInput, toast, usePreloadOnFirstUse } from '@claims/ui';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { isApiRequestError } from '@claims/web-kit';
import styled from 'styled-components';
import type { z } from 'zod';
import { signUpValidation } from '../../../lib/form-validation';
import { showErrorToast } from '../../../lib/show-error-toast';
import { authToastId } from './auth-toast';
import { announceOnReturn } from '../hooks/use-return-after-sign-in';
import { useSignUp } from '../api/sign-up';
import { useShareCredentials, type TypedCredentials } from '../lib/typed-credentials';

type SignUpInput = z.input<typeof signUpBodySchema>;

/** A label longer than a 320 px screen's button goes onto two lines instead of past the button's edges. */
const WrappingButton = styled(Button)`
  white-space: normal;
`;

/**
 * `credentials`: what was typed in the other tab's form, carried into this one (and kept up to date from it).
 * `onSignInInstead`: shows the Sign In tab, offered when the email already has an account (also the answer to a
 * sign-up sent again after its first answer was lost).
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
      fullName: '',
      email: credentials?.current.email ?? '',
      password: credentials?.current.password ?? '',
    },
  });
  useShareCredentials(form as never, credentials);
  const [accountExists, setAccountExists] = useState(false);
  usePreloadOnFirstUse(signUpValidation.preload);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    // /auth takes the visitor back as soon as the session arrives; the page they return to says it.
    announceOnReturn('Account created!');
    setAccountExists(false);
    try {
      await signUp.mutateAsync(body);
      // Shown here for a page of this area; a page of another area (whose toaster this is not) shows the notice.
      toast.success('Account created!', { id: authToastId });
    } catch (error) {
      announceOnReturn(undefined);
      showErrorToast(error, form.setError, ['fullName', 'email', 'password'], authToastId);
      setAccountExists(isApiRequestError(error) && error.status === 409);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Sign up">
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
