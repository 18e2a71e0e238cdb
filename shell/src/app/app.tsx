import { AppProviders } from '@claims/ui';
import { createQueryClient } from '@claims/web-kit';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RemoteRegistryContext } from '../features/remotes/lib/remote-area-context';
import type { RemoteRegistry } from '../features/remotes/lib/remote-registry';
import { Layout } from './layout';
import { ShellCrash } from './shell-crash';

// The shell owns no paths of its own: one catch-all route, and the layout decides which area renders.
const router = createBrowserRouter([{ path: '*', element: <Layout />, errorElement: <ShellCrash /> }]);

// Created once for the whole site; remotes reach it through the shared react-query provider.
const queryClient = createQueryClient();

export function App({ registry }: { registry: RemoteRegistry }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RemoteRegistryContext.Provider value={registry}>
        <RouterProvider router={router} />
      </RemoteRegistryContext.Provider>
    </AppProviders>
  );
}
