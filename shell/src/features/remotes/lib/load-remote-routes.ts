import type { RemoteName } from '@claims/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type RoutesModule = { default: ComponentType };

async function loadRemoteRoutes(name: RemoteName): Promise<RoutesModule> {
  const loaded = await loadRemote<Partial<RoutesModule>>(`${name}/Routes`);
  if (!loaded?.default) throw new Error(`The ${name} remote's ./Routes has no default export`);
  return { default: loaded.default };
}

// One lazy component per remote, so moving between pages of an area never reloads it.
const lazyRoutes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

export function getRemoteRoutes(name: RemoteName): LazyExoticComponent<ComponentType> {
  let component = lazyRoutes.get(name);
  if (!component) {
    component = lazy(() => loadRemoteRoutes(name));
    lazyRoutes.set(name, component);
  }
  return component;
}

/** Forgets a remote's loaded (or failed) routes so the next render loads them again: the Retry path. */
export function forgetRemoteRoutes(name: RemoteName): void {
  lazyRoutes.delete(name);
}
