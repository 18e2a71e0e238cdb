import { AppProviders } from '@claims/ui';
import { createQueryClient } from '@claims/web-kit';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router-dom';
import { RemoteRegistryContext } from '../features/remotes/lib/remote-area-context';
import type { RemoteRegistry } from '../features/remotes/lib/remote-registry';
import { Layout } from './layout';
import { ShellCrash } from './shell-crash';

// Created once for the whole site; remotes reach it through the shared react-query provider.
const queryClient = createQueryClient();

export function App({ registry }: { registry: RemoteRegistry }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RemoteRegistryContext.Provider value={registry}>
        {/* The shell owns no paths of its own: the layout decides which area renders. */}
        <BrowserRouter>
          <ErrorBoundary FallbackComponent={ShellCrash}>
            <Layout />
          </ErrorBoundary>
        </BrowserRouter>
      </RemoteRegistryContext.Provider>
    </AppProviders>
  );
}
