import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@claims/ui';
import { createQueryClient } from '@claims/web-kit';
import { paths } from './config/paths';
import { StandaloneFrame } from './app/standalone-frame';

// Standalone only: inside the site the shell provides the router, theme and query cache.
const router = createBrowserRouter([
  { path: '/', element: <Navigate to={paths.library.href()} replace /> },
  { path: '*', element: <StandaloneFrame /> },
]);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
