import type { SignInBody } from '@claims/contracts';
import { signIn } from '@claims/web-kit';
import { useMutation } from '@tanstack/react-query';

/** Signs in through the shared session store, which keeps and renews the session for every area. */
export function useSignIn() {
  return useMutation({ mutationFn: (body: SignInBody) => signIn(body) });
}
