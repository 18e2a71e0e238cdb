import type { DealerLoginBody } from '@claims/contracts';
import { dealerMessages, demoDealerCredentials } from '@claims/contracts/src/dealer-rules';
import { Button, Field, FormAlert, TextInput, toast, usePreloadOnFirstUse } from '@claims/ui';
import { isApiRequestError } from '@claims/web-kit';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useDealerLogin } from '../../../lib/dealer';
import { dealerLoginValidation } from '../../../lib/form-validation';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 26rem;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Demo = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code {
    font-weight: 700;
  }
`;

const loginToastId = 'dealer-login';

/** The demo dealer's login: the credentials are shown, and only they are accepted (checked by the server). */
export function DealerLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useDealerLogin();
  const { register, handleSubmit, formState, setError } = useForm<DealerLoginBody>({
    resolver: dealerLoginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });
  usePreloadOnFirstUse(dealerLoginValidation.preload);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      // The refusal of an earlier try is no longer true.
      toast.dismiss(loginToastId);
      onLoggedIn();
    } catch (error) {
      const refused = isApiRequestError(error) && error.status === 400;
      const title = refused ? dealerMessages.invalidCredentials : 'Error';
      const description = refused
        ? dealerMessages.invalidCredentialsDescription
        : error instanceof Error
          ? error.message
          : 'Something went wrong';
      toast.error(title, { id: loginToastId, description });
      // Also beside the form (read out as it appears), where it stays after the notice has gone.
      setError('root.server', { message: `${title}. ${description}.` });
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Dealer login">
      <h2>Dealer Login</h2>
      <Demo>
        Demo credentials: <code>{demoDealerCredentials.email}</code> /{' '}
        <code>{demoDealerCredentials.password}</code>
      </Demo>
      <Field label="Dealer email" required error={formState.errors.email?.message}>
        <TextInput type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label="Dealer password" required error={formState.errors.password?.message}>
        <TextInput type="password" autoComplete="off" {...register('password')} />
      </Field>
      {formState.errors.root?.server && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
      <Button type="submit" loading={formState.isSubmitting} loadingText="Logging in...">
        Log In to Dealer
      </Button>
    </Form>
  );
}
