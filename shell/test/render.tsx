import { AppProviders } from '@claims/ui';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RemoteRegistryContext } from '../src/features/remotes/lib/remote-area-context';
import { createRemoteRegistry, type RemoteRegistry } from '../src/features/remotes/lib/remote-registry';
import type { AreaRoutes } from '../src/features/remotes/api/get-remotes-manifest';

/** A registry answering with these remotes and page lists (as /remotes.json would). */
export function staticRegistry(
  remotes: Record<string, string>,
  routes: Record<string, AreaRoutes> = {},
): RemoteRegistry {
  return createRemoteRegistry({ getManifest: async () => ({ remotes, routes }), register: () => undefined });
}

export function renderInShell(ui: ReactElement, { path = '/', registry = staticRegistry({}) } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <RemoteRegistryContext.Provider value={registry}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </RemoteRegistryContext.Provider>
    </AppProviders>,
  );
}

export function silenceErrorReports() {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 204 }) as unknown as typeof fetch;
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
