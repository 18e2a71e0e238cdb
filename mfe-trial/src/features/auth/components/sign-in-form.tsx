import type { signInBodySchema, SignInBody } from '@claims/contracts';
import { Button, Field, Stack, TextInput, toast, usePreloadOnFirstUse } from '@claims/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { signInValidation } from '../../../lib/form-validation';
import { showErrorToast } from '../../../lib/show-error-toast';
import { useReturnPath } from '../hooks/use-return-path';
import { useSignIn } from '../api/sign-in';

type SignInInput = z.input<typeof signInBodySchema>;

export function SignInForm() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const signIn = useSignIn();
  const form = useForm<SignInInput, unknown, SignInBody>({
    resolver: signInValidation.resolver,
    defaultValues: { email: '', password: '' },
  });
  usePreloadOnFirstUse(signInValidation.preload);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await signIn.mutateAsync(body);
      toast.success('Welcome back!');
      // A page of another area shows the toast itself (each area has its own toaster): it gets the notice.
      navigate(returnPath, { replace: true, state: { notice: 'Welcome back!' } });
    } catch (error) {
      showErrorToast(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in">
      <Stack gap={4}>
        <Field label="Email" error={errors.email?.message} required>
          <TextInput type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message} required>
          <TextInput type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Signing in...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
