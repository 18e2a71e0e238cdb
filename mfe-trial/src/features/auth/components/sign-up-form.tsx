import type { signUpBodySchema, SignUpBody } from '@claims/contracts';
import { passwordMinLength } from '@claims/contracts/src/auth-rules';
import { Button, Field, FormAlert, Stack, TextInput, toast, usePreloadOnFirstUse } from '@claims/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signUpValidation } from '../../../lib/form-validation';
import { showErrorToast } from '../../../lib/show-error-toast';
import { authToastId } from './auth-toast';
import { announceOnReturn } from '../hooks/use-return-after-sign-in';
import { useSignUp } from '../api/sign-up';

type SignUpInput = z.input<typeof signUpBodySchema>;

export function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm<SignUpInput, unknown, SignUpBody>({
    resolver: signUpValidation.resolver,
    defaultValues: { fullName: '', email: '', password: '' },
  });
  usePreloadOnFirstUse(signUpValidation.preload);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    // /auth takes the visitor back as soon as the session arrives; the page they return to says it.
    announceOnReturn('Account created!');
    try {
      await signUp.mutateAsync(body);
      // Shown here for a page of this area; a page of another area (whose toaster this is not) shows the notice.
      toast.success('Account created!', { id: authToastId });
    } catch (error) {
      announceOnReturn(undefined);
      showErrorToast(error, form.setError, ['fullName', 'email', 'password'], authToastId);
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
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Creating account...">
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
