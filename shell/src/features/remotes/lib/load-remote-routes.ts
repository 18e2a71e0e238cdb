import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type RoutesModule = { default: ComponentType };

/** Marks the stand-in module the runtime plugin yields when a remote cannot be loaded. */
export const unavailableMarker = 'remoteUnavailable';

// One lazy component per remote, so leaving an area and coming back never reloads it.
const lazyRoutes = new Map<string, LazyExoticComponent<ComponentType>>();

export function getRemoteRoutes(name: string): LazyExoticComponent<ComponentType> {
  const cached = lazyRoutes.get(name);
  if (cached) return cached;
  const component: LazyExoticComponent<ComponentType> = lazy(async () => {
    const loaded = await loadRemote<Partial<RoutesModule> & { [unavailableMarker]?: boolean }>(
      `${name}/Routes`,
    );
    if (!loaded?.default) throw new Error(`The ${name} remote's ./Routes has no default export`);
    // A stand-in is shown this time but not kept: the next visit to the area tries the remote again.
    if (loaded[unavailableMarker] && lazyRoutes.get(name) === component) lazyRoutes.delete(name);
    return { default: loaded.default };
  });
  lazyRoutes.set(name, component);
  return component;
}

/** Forgets a remote's loaded (or failed) routes so the next render loads them again: the Retry path. */
export function forgetRemoteRoutes(name: string): void {
  lazyRoutes.delete(name);
}
