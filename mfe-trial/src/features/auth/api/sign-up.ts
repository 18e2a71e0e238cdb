import type { SignUpBody } from '@claims/contracts';
import { signUp } from '@claims/web-kit';
import { useMutation } from '@tanstack/react-query';

/** Creates the account and signs it in (the sign-up answer is a session). */
export function useSignUp() {
  return useMutation({ mutationFn: (body: SignUpBody) => signUp(body) });
}
