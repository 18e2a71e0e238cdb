import { useSession } from '@claims/web-kit';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPath } from './sign-in-path';

/**
 * Screens that need a signed-in user send everyone else to /auth, which brings them back here after sign-in
 * (and follow a sign-out made anywhere).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
