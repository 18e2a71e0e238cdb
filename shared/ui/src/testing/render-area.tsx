import { render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type InitialEntry,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import type { Session } from '@claims/contracts';
import { AppProviders } from '../providers/app-providers';
import { mockApi, type ApiHandlers } from './fake-api';
import { signInWith } from './session';

export type RouterProbe = { location: Location; navigate: NavigateFunction };
export type RenderAreaOptions = {
  /** Signed in with this session before the first render (see `makeSession`). */
  session?: Session;
  /** The API the page talks to; installed after signing in. Call `mockApi` again to change it mid-test. */
  api?: ApiHandlers;
  /** History entries behind `path` (oldest first), as if the visitor had come from them: Back goes to the last. */
  history?: InitialEntry[];
};

// jsdom has no fetch Request, which data routers need; a MemoryRouter plus this probe stands in.
function Probe({ probe }: { probe: Partial<RouterProbe> }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

// The shell's boundary around an area: shown while a page whose code is its own chunk loads (`lazy` with no boundary of
// the area's own). It only records that it is on screen, so `renderArea` can wait for the page.
function PageCodeLoading({ loading }: { loading: { shown: boolean } }) {
  useLayoutEffect(() => {
    loading.shown = true;
    return () => {
      loading.shown = false;
    };
  }, [loading]);
  return null;
}

/**
 * Renders a remote's exposed `Routes` at `path` (a path, or a location with `state`) inside the providers and the
 * Suspense boundary the shell gives it, and resolves once the page's code is in (a lazily loaded page is on screen).
 * Returns Testing Library's queries, the requests made to the fake API, the router's location and the query cache.
 */
export async function renderArea(Routes: ComponentType, path: InitialEntry, options: RenderAreaOptions = {}) {
  if (options.session) await signInWith(options.session);
  const requests = mockApi(options.api ?? {});
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const probe: Partial<RouterProbe> = {};
  const loading = { shown: false };
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter
        initialEntries={[...(options.history ?? []), path]}
        initialIndex={options.history?.length ?? 0}
      >
        <Suspense fallback={<PageCodeLoading loading={loading} />}>
          <Routes />
        </Suspense>
        <Probe probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  // A page's first load also compiles its code, which takes seconds on a busy machine.
  await waitFor(() => expect(loading.shown).toBe(false), { timeout: 15_000 });
  return { ...view, requests, router: probe as RouterProbe, queryClient };
}
