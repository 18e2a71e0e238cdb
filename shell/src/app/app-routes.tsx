import { NotFoundPage } from '@claims/ui';
import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../features/remotes/components/remote-area';
import { findRemoteForPath } from '../features/remotes/lib/route-owner';

/**
 * Every path of `remoteRoutes` goes to its remote, which renders its own <Routes> with the same full paths;
 * any other path is the 404 page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const owner = findRemoteForPath(pathname);
  if (!owner) return <NotFoundPage />;
  // Keyed by area: leaving an area unmounts it, moving inside it keeps it mounted.
  return <RemoteArea key={owner} name={owner} />;
}
