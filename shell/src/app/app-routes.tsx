import { NotFoundPage } from '@claims/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { notFoundPageTitle, tabTitle } from '@claims/contracts';
import { AreaPlaceholder } from '../features/remotes/components/area-placeholder';
import { RemoteArea } from '../features/remotes/components/remote-area';
import { RemoteUnavailable } from '../features/remotes/components/remote-unavailable';
import { useRemoteRegistry } from '../features/remotes/lib/remote-area-context';
import { useRegistryState } from '../features/remotes/lib/remote-registry';
import { findPageOwner } from '../features/remotes/lib/route-owner';

/** The tab's title for the page on screen: "<page title> · Claim Assist". */
function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = tabTitle(title);
  }, [title]);
}

/**
 * Every path goes to the remote whose published page list (`/remotes.json`) has it; that remote renders its own
 * <Routes> with the same full paths. The shell compiles in no area's paths: a remote adds a page without a shell build.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const registry = useRemoteRegistry();
  const { status, remotes, routes } = useRegistryState(registry);
  const owner = findPageOwner(pathname, routes);
  // A path no list has may still belong to a remote whose list could not be read: that is not a 404.
  const unlisted = Object.keys(remotes).filter((name) => !routes[name]);
  const undecided =
    !owner &&
    (status === 'loading' || unlisted.length > 0 || (status === 'failed' && !Object.keys(remotes).length));
  useDocumentTitle(owner ? owner.page.title : undecided ? undefined : notFoundPageTitle);

  if (owner) {
    // Keyed by area: leaving an area unmounts it, moving inside it keeps it mounted.
    return <RemoteArea key={owner.area} name={owner.area} title={routes[owner.area].title} />;
  }
  if (status === 'loading') return <AreaPlaceholder />;
  if (undecided) {
    const name = unlisted.length === 1 ? unlisted[0] : '';
    return (
      <RemoteUnavailable
        key={pathname}
        name={name}
        kind="remote_load"
        error={
          new Error(
            status === 'failed'
              ? 'the list of areas could not be read'
              : `no page list from ${unlisted.join(', ')}`,
          )
        }
        onRetry={async () => {
          await registry.load();
        }}
      />
    );
  }
  return <NotFoundPage />;
}
