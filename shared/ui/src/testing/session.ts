import type { Role, Session } from '@claims/contracts';
import { getSession, signIn, signOut } from '@claims/web-kit';
import { mockApi } from './fake-api';

/** A signed-in session with these roles; tests override the user when they check names or ids. */
export function makeSession(roles: Role[] = ['customer'], user: Partial<Session['user']> = {}): Session {
  return {
    accessToken: `token-${roles.join('-') || 'none'}`,
    accessTokenExpiresAt: Date.now() + 15 * 60_000,
    refreshToken: 'refresh-token',
    user: {
      id: '6650f0c2a1b2c3d4e5f60001',
      email: 'pat@example.com',
      fullName: 'Pat Doe',
      createdAt: '2024-01-01T00:00:00.000Z',
      ...user,
    },
    roles,
  };
}

/** Puts `session` into the site's one session store through its real sign-in path (the call is answered here). */
export async function signInWith(session: Session): Promise<void> {
  mockApi({ 'POST /api/auth/sign-in': () => ({ status: 200, body: session }) });
  await signIn({ email: session.user.email, password: 'secret1' });
}

/** Ends the session a test left behind (call it in `afterEach`). */
export async function signOutIfNeeded(): Promise<void> {
  if (!getSession()) return;
  mockApi({});
  await signOut();
}
