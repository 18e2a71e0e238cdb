import { Suspense, useCallback, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { forgetRemoteRoutes, getRemoteRoutes } from '../lib/load-remote-routes';
import { RemoteAreaContext, useRemoteRegistry } from '../lib/remote-area-context';
import { useRegistryState } from '../lib/remote-registry';
import { AreaLive, AreaPlaceholder } from './area-placeholder';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * One remote's routes, loaded at run time: the prerendered page or a skeleton while loading, and the unavailable panel with a working
 * Retry when the remote is not listed, cannot be loaded, or throws while rendering.
 */
export function RemoteArea({ name, title }: { name: string; title?: string }) {
  const registry = useRemoteRegistry();
  const { status, remotes } = useRegistryState(registry);
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);

  // Held per mount: re-renders (navigation inside the area, the chrome reacting to a failure) never reload the remote.
  const [Routes, setRoutes] = useState(() => getRemoteRoutes(name));

  const reload = useCallback(() => {
    forgetRemoteRoutes(name);
    setRoutes(getRemoteRoutes(name));
    setAttempt((n) => n + 1);
  }, [name]);

  const retry = useCallback(async () => {
    // A remote missing from /remotes.json may have been deployed since: read the list again.
    if (!registry.getState().remotes[name]) await registry.load();
    reload();
  }, [name, registry, reload]);

  if (!remotes[name]) {
    if (status === 'loading') return <AreaPlaceholder title={title} />;
    return (
      <RemoteUnavailable
        name={name}
        title={title}
        kind="remote_load"
        error={new Error(`"${name}" is not listed in /remotes.json`)}
        onRetry={retry}
      />
    );
  }

  return (
    <RemoteAreaContext.Provider value={{ retry, title }}>
      <ErrorBoundary
        key={attempt}
        resetKeys={[pathname]}
        // Moving to another page of a crashed area tries it again from scratch.
        onReset={reload}
        fallbackRender={({ error }) => <RemoteUnavailable name={name} error={error} kind="render" />}
      >
        <Suspense fallback={<AreaPlaceholder title={title} />}>
          <Routes />
          <AreaLive />
        </Suspense>
      </ErrorBoundary>
    </RemoteAreaContext.Provider>
  );
}
