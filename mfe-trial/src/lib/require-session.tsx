import { useSession } from '@claims/web-kit';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPath } from './sign-in-path';

/**
 * Screens that need a signed-in user send everyone else to /auth, which brings them back here after sign-in
 * (and follow a sign-out made anywhere). `leaving` is on screen for the moment before /auth shows (the navigation
 * happens after a render): a frame as tall as the screen keeps the footer from jumping up and back.
 */
export function RequireSession({ children, leaving }: { children: ReactNode; leaving?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session)
    return (
      <>
        <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />
        {leaving}
      </>
    );
  return children;
}
