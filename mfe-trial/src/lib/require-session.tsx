import { useSession } from '@claims/web-kit';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';

/** Screens that need a signed-in user send everyone else to /auth (and follow a sign-out made anywhere). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session)
    return <Navigate to={paths.auth} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
