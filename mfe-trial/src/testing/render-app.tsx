import { AppProviders } from '@claims/ui';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import TrialRoutes from '../app/routes';

/** Renders the trial area's routes at a path, inside the same providers the shell gives them. */
export function renderTrialRoutes(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = { pathname: path, search: '' };
  function LocationProbe() {
    ({ pathname: location.pathname, search: location.search } = useLocation());
    return null;
  }
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {/* The shell's boundary stands in for the area: each page is a lazily loaded chunk. */}
        <Suspense fallback={null}>
          <TrialRoutes />
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  /** The current in-app location, as the router sees it. */
  return { ...view, router: { state: { location } } };
}
