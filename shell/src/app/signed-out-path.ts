import { isPageForSignedIn } from '@claims/contracts';
import { useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useRemoteRegistry } from '../features/remotes/lib/remote-area-context';
import { useRegistryState } from '../features/remotes/lib/remote-registry';
import { findPageOwner } from '../features/remotes/lib/route-owner';

/**
 * Where Sign Out goes: a visitor reading a page anyone may see (a guide, a booking wizard) stays on it; a page for
 * signed-in users (its area's list says so) is left for the home page, as is a page not known yet.
 */
export function useSignedOutPath(): string {
  const { pathname, search, hash } = useLocation();
  const { routes } = useRegistryState(useRemoteRegistry());
  const owner = findPageOwner(pathname, routes);
  return owner && !isPageForSignedIn(owner.page) ? `${pathname}${search}${hash}` : paths.home;
}
