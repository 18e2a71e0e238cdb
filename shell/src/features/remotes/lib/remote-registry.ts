import type { RemoteName, RemotesManifest } from '@claims/contracts';
import { useSyncExternalStore } from 'react';

export type RegistryState = {
  status: 'loading' | 'ready' | 'failed';
  /** name → absolute manifest URL of every remote registered with the federation runtime. */
  remotes: RemotesManifest['remotes'];
  error?: string;
};

export type RemoteRegistryDeps = {
  getManifest(): Promise<RemotesManifest['remotes']>;
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
  let state: RegistryState = { status: 'loading', remotes: {} };
  let inFlight: Promise<RegistryState> | null = null;
  const listeners = new Set<() => void>();

  const setState = (next: RegistryState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  async function run(): Promise<RegistryState> {
    try {
      const manifest = await deps.getManifest();
      const added: Array<{ name: string; entry: string }> = [];
      const moved: Array<{ name: string; entry: string }> = [];
      for (const [name, entry] of Object.entries(manifest) as Array<[RemoteName, string]>) {
        const known = state.remotes[name];
        if (known === undefined) added.push({ name, entry });
        else if (known !== entry) moved.push({ name, entry });
      }
      if (added.length) deps.register(added, { force: false });
      if (moved.length) deps.register(moved, { force: true });
      setState({ status: 'ready', remotes: { ...state.remotes, ...manifest } });
    } catch (error) {
      // Remotes registered earlier stay usable; only the missing ones show the unavailable panel.
      setState({
        status: 'failed',
        remotes: state.remotes,
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
