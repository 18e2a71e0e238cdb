import { useSyncExternalStore } from 'react';
import type { AreaRoutes, SiteManifest } from '../api/get-remotes-manifest';

export type RegistryState = {
  status: 'loading' | 'ready' | 'failed';
  /** name → absolute manifest URL of every remote registered with the federation runtime. */
  remotes: Record<string, string>;
  /** name → the pages that remote published; a remote whose list could not be read is absent. */
  routes: Record<string, AreaRoutes>;
  error?: string;
};

export type RemoteRegistryDeps = {
  getManifest(): Promise<SiteManifest>;
  /** Registers remotes with the federation runtime; `force` replaces one whose URL changed. */
  register(remotes: Array<{ name: string; entry: string }>, options: { force: boolean }): void;
};

export type RemoteRegistry = {
  getState(): RegistryState;
  subscribe(listener: () => void): () => void;
  /** (Re)reads /remotes.json and registers new or moved remotes; concurrent calls share one request. */
  load(): Promise<RegistryState>;
};

export function createRemoteRegistry(deps: RemoteRegistryDeps): RemoteRegistry {
  let state: RegistryState = { status: 'loading', remotes: {}, routes: {} };
  let inFlight: Promise<RegistryState> | null = null;
  const listeners = new Set<() => void>();

  const setState = (next: RegistryState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  async function run(): Promise<RegistryState> {
    try {
      const { remotes: manifest, routes } = await deps.getManifest();
      const added: Array<{ name: string; entry: string }> = [];
      const moved: Array<{ name: string; entry: string }> = [];
      for (const [name, entry] of Object.entries(manifest)) {
        const known = state.remotes[name];
        if (known === undefined) added.push({ name, entry });
        else if (known !== entry) moved.push({ name, entry });
      }
      if (added.length) deps.register(added, { force: false });
      if (moved.length) deps.register(moved, { force: true });
      // A list read earlier is kept when this read could not get it: the pages did not go away.
      setState({
        status: 'ready',
        remotes: { ...state.remotes, ...manifest },
        routes: { ...state.routes, ...routes },
      });
    } catch (error) {
      // Remotes registered earlier stay usable; only the missing ones show the unavailable panel.
      setState({
        status: 'failed',
        remotes: state.remotes,
        routes: state.routes,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return state;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

export function useRegistryState(registry: RemoteRegistry): RegistryState {
  return useSyncExternalStore(registry.subscribe, registry.getState, registry.getState);
}
