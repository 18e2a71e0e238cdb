import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
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
};

// jsdom has no fetch Request, which data routers need; a MemoryRouter plus this probe stands in.
function Probe({ probe }: { probe: Partial<RouterProbe> }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/**
 * Renders a remote's exposed `Routes` at `path` inside the providers the shell gives it.
 * Returns Testing Library's queries, the requests made to the fake API, the router's location and the query cache.
 */
export async function renderArea(Routes: ComponentType, path: string, options: RenderAreaOptions = {}) {
  if (options.session) await signInWith(options.session);
  const requests = mockApi(options.api ?? {});
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const probe: Partial<RouterProbe> = {};
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
        <Probe probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, requests, router: probe as RouterProbe, queryClient };
}
