import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { QueryClient } from '@tanstack/react-query';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type InitialEntry,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { AppProviders } from '@claims/ui';
import GuidesRoutes from '../app/routes';

export type RouterProbe = { location: Location; navigate: NavigateFunction };

// jsdom has no fetch Request, which data routers need; a MemoryRouter plus this probe stands in.
function Probe({ probe }: { probe: Partial<RouterProbe> }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/** Renders the area's routes at `path` with the providers the shell gives them; `router` reads the location. */
export function renderRoute(path: InitialEntry) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const probe: Partial<RouterProbe> = {};
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {/* The shell's boundary: a page whose code is its own chunk shows this until the chunk is in. */}
        <Suspense fallback={<p>Loading page code</p>}>
          <GuidesRoutes />
        </Suspense>
        <Probe probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router: probe as RouterProbe, queryClient };
}

/** As `renderRoute`, for a page that is its own chunk (upload, admin): resolves once the page's code is in. */
export async function renderLazyRoute(path: InitialEntry) {
  const view = renderRoute(path);
  await waitFor(() => expect(screen.queryByText('Loading page code')).not.toBeInTheDocument());
  return view;
}
