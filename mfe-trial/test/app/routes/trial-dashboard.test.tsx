import type { Role } from '@claims/contracts';
import { refreshSession, sessionStorageKey } from '@claims/web-kit';
import { AppProviders } from '@claims/ui';
import { cleanUpArea, renderArea, requestsTo, type ApiHandlers } from '@claims/ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrialRoutes from '../../../src/app/routes';
import { TrialDashboardSkeleton } from '../../../src/app/routes/trial-dashboard';
import { annSession, meFor } from '../../support/session-fixtures';
import { caseSummary, casePage, dashboardApi } from '../../support/case-fixtures';

const firstPage = 'GET /api/trial/cases?limit=20';

/** The dashboard signed in as Ann with these roles; `overrides` replace what the dashboard asks for. */
function renderDashboard(roles: Role[], overrides: ApiHandlers = {}) {
  const session = annSession(roles);
  return renderArea(TrialRoutes, '/trial-dashboard', {
    session,
    api: { ...dashboardApi(session), ...overrides },
  });
}

/** A gateway that accepts every socket and answers its sign-in and pings (the live connection stays up). */
class LiveGateway {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor() {
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }
  send(data: string) {
    const message = JSON.parse(data) as { type: string };
    const reply =
      message.type === 'auth'
        ? { type: 'ready', userId: 'u1', expiresAt: Date.now() + 3_600_000 }
        : message.type === 'ping'
          ? { type: 'pong' }
          : null;
    if (reply) setTimeout(() => this.onmessage?.({ data: JSON.stringify(reply) }), 0);
  }
  close() {
    this.readyState = 3;
  }
}

afterEach(cleanUpArea);

describe('/trial-dashboard', () => {
  it('redirects to /auth when signed out', async () => {
    const { router } = await renderArea(TrialRoutes, '/trial-dashboard');
    await waitFor(() => expect(router.location.pathname).toBe('/auth'));
  });

  it("shows the user's name and current role badges, sending the Bearer token", async () => {
    const { requests } = await renderDashboard(['customer', 'tech']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Trial Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ann Lee.')).toBeInTheDocument();
    const roles = await screen.findByRole('list', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['customer', 'tech']);
    expect(requestsTo(requests, 'GET /api/auth/me')[0].headers.authorization).toBe(
      'Bearer token-customer-tech',
    );
    expect(requestsTo(requests, firstPage)[0].headers.authorization).toBe('Bearer token-customer-tech');
  });

  it.each([
    [['customer'], ['Start New Case', 'Video Demos']],
    [['tech'], ['Order Parts', 'Video Demos']],
    [['insurance'], ['Video Demos']],
    [['admin'], ['Video Demos', 'Manage Users', 'Leads', 'Bookings', 'Guide Generator']],
  ] as Array<[Role[], string[]]>)('shows the tiles for %j: %j', async (roles, tiles) => {
    await renderDashboard(roles);
    await screen.findByRole('list', { name: 'Roles' });
    const actions = screen.getByRole('list', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.querySelector('strong')?.textContent),
    ).toEqual(tiles);
  });

  it('shows the new roles, tiles and list together once the session is renewed after an admin changed them', async () => {
    const customerSession = annSession(['customer']);
    const techSession = annSession(['tech']);
    let current = customerSession;
    await renderArea(TrialRoutes, '/trial-dashboard', {
      session: customerSession,
      api: {
        ...dashboardApi(customerSession),
        'GET /api/auth/me': () => ({ status: 200, body: meFor(current) }),
        'POST /api/auth/refresh': () => ({ status: 200, body: techSession }),
      },
    });
    const roleNames = async () =>
      within(await screen.findByRole('list', { name: 'Roles' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const tileNames = () =>
      within(screen.getByRole('list', { name: 'Actions' }))
        .getAllByRole('link')
        .map((link) => link.querySelector('h3')?.textContent ?? link.textContent);
    await waitFor(async () => expect(await roleNames()).toEqual(['customer']));

    current = techSession;
    await act(() => refreshSession());
    await waitFor(async () => expect(await roleNames()).toEqual(['tech']));
    expect(tileNames().some((name) => name?.includes('Order Parts'))).toBe(true);
    expect(tileNames().some((name) => name?.includes('Start New Case'))).toBe(false);
  });

  it('links the tiles to their pages', async () => {
    await renderDashboard(['customer', 'tech', 'admin']);
    await screen.findByRole('list', { name: 'Roles' });
    const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(/^Start New Case/)).toBe('/trial-dashboard/new-case');
    expect(hrefOf(/^Order Parts/)).toBe('/dealer-portal');
    expect(hrefOf(/^Video Demos/)).toBe('/video-ai');
    expect(hrefOf(/^Manage Users/)).toBe('/admin/users');
    expect(hrefOf(/^Leads/)).toBe('/admin/leads');
    expect(hrefOf(/^Bookings/)).toBe('/admin/bookings');
    expect(hrefOf(/^Guide Generator/)).toBe('/admin');
  });

  it('shows Active Cases from the server and the fixed figures 156+ and 100K+', async () => {
    await renderDashboard(['customer']);
    await waitFor(() => expect(screen.getByTestId('active-cases')).toHaveTextContent('3'));
    const tiles = screen.getByLabelText('At a glance');
    expect(tiles).toHaveTextContent('Active Cases3');
    expect(tiles).toHaveTextContent('Repair guides156+');
    expect(tiles).toHaveTextContent('Documents100K+');
  });

  it('lists each case with number, status badge, device with model, issue and created time, linking to its page', async () => {
    await renderDashboard(['customer'], {
      [firstPage]: () => ({
        status: 200,
        body: casePage([
          caseSummary(),
          // The same model again (a second appliance): its serial number tells the two apart; none shows no "S/N".
          caseSummary({
            id: '6650f0c2a1b2c3d4e5f6a002',
            caseNumber: 'CA-2026-000124',
            serialNumber: 'K41503220',
          }),
          caseSummary({ id: '6650f0c2a1b2c3d4e5f6a003', caseNumber: 'CA-2026-000125', serialNumber: '' }),
        ]),
      }),
    });
    const list = await screen.findByRole('list', { name: 'Cases' });
    const [row, twin, unnumbered] = within(list).getAllByRole('link');
    expect(row).toHaveAttribute('href', '/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a001');
    expect(row).toHaveTextContent('CA-2026-000123');
    expect(row).toHaveTextContent('pending');
    expect(row.querySelector('.device')).toHaveTextContent(/^Refrigerator · WRF555SDFZ$/);
    expect(row.querySelector('.serial')).toHaveTextContent(/^S\/N K41503219$/);
    expect(twin.querySelector('.serial')).toHaveTextContent(/^S\/N K41503220$/);
    expect(row).toHaveAccessibleName('CA-2026-000123: pending, Refrigerator · WRF555SDFZ · S/N K41503219');
    expect(unnumbered.querySelector('.device')).toHaveTextContent(/^Refrigerator · WRF555SDFZ$/);
    expect(unnumbered.querySelector('.serial')).toBeNull();
    expect(row).toHaveTextContent('Not cooling in the fresh-food section');
    expect(row.querySelector('time')).toHaveAttribute('dateTime', '2026-03-02T15:30:00.000Z');
  });

  it.each([
    ['pending', 'rgb(254, 246, 213)'],
    ['in_call', 'rgb(227, 238, 255)'],
    ['assessment', 'rgb(240, 233, 255)'],
    ['resolved_remote', 'rgb(228, 247, 233)'],
    ['parts_ordered', 'rgb(255, 238, 221)'],
    ['house_visit_scheduled', 'rgb(232, 234, 255)'],
    ['completed', 'rgb(20, 83, 45)'],
    ['cancelled', 'rgb(241, 243, 246)'],
    ['on_hold_unknown', 'rgb(241, 243, 246)'],
  ])(
    'colours a %s badge %s (yellow, blue, purple, green, orange, indigo, dark green, grey; unknown grey)',
    async (status, colour) => {
      await renderDashboard(['customer'], {
        [firstPage]: () => ({ status: 200, body: casePage([caseSummary({ status })]) }),
      });
      const list = await screen.findByRole('list', { name: 'Cases' });
      const badge = within(list).getByText(status);
      expect(getComputedStyle(badge).backgroundColor).toBe(colour);
    },
  );

  it('loads the next page after the last case, with the cursor', async () => {
    const { requests } = await renderDashboard(['customer'], {
      [firstPage]: () => ({ status: 200, body: casePage([caseSummary()], 'next-1') }),
      'GET /api/trial/cases?limit=20&cursor=next-1': () => ({
        status: 200,
        body: casePage([caseSummary({ id: '6650f0c2a1b2c3d4e5f6a002', caseNumber: 'CA-2026-000122' })]),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more cases' }));
    const list = screen.getByRole('list', { name: 'Cases' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    expect(within(list).getAllByRole('link')[1]).toHaveTextContent('CA-2026-000122');
    expect(requestsTo(requests, 'GET /api/trial/cases?limit=20&cursor=next-1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more cases' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load cases' with the reason and a retry when the list cannot load", async () => {
    await renderDashboard(['customer'], {
      [firstPage]: () => ({
        status: 503,
        body: { error: { code: 'unavailable', message: 'Down for a moment' } },
      }),
    });
    expect((await screen.findAllByText('Failed to load cases')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Down for a moment').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('brings the Active Cases count back with the list when Retry is pressed', async () => {
    const down = { now: true };
    const unavailable = {
      status: 503,
      body: { error: { code: 'unavailable', message: 'Down for a moment' } },
    };
    await renderDashboard(['customer'], {
      [firstPage]: () => (down.now ? unavailable : { status: 200, body: casePage([caseSummary()]) }),
      'GET /api/trial/cases/summary': () =>
        down.now ? unavailable : { status: 200, body: { activeCount: 7 } },
    });
    expect((await screen.findAllByText('Failed to load cases')).length).toBeGreaterThan(0);
    down.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Cases' })).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
  });

  it('brings the list and the Active Cases count back by themselves after an outage: within 20 seconds', async () => {
    // The live connection stays up (the gateway answers) while the trial service is down, so its own fallback
    // polling does not run: the list must come back by itself.
    const RealWebSocket = window.WebSocket;
    window.WebSocket = LiveGateway as unknown as typeof WebSocket;
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const down = { now: true };
      const unavailable = {
        status: 503,
        body: { error: { code: 'unavailable', message: 'Down for a moment' } },
      };
      const { requests } = await renderDashboard(['customer'], {
        [firstPage]: () => (down.now ? unavailable : { status: 200, body: casePage([caseSummary()]) }),
        'GET /api/trial/cases/summary': () =>
          down.now ? unavailable : { status: 200, body: { activeCount: 3 } },
      });
      expect((await screen.findAllByText('Failed to load cases')).length).toBeGreaterThan(0);
      expect(screen.getByText('This list tries again by itself every 20 seconds.')).toBeInTheDocument();
      const asked = requestsTo(requests, firstPage).length;
      await act(() => jest.advanceTimersByTimeAsync(20_000));
      await waitFor(() => expect(requestsTo(requests, firstPage).length).toBeGreaterThan(asked));

      down.now = false;
      await act(() => jest.advanceTimersByTimeAsync(20_000));
      const list = await screen.findByRole('list', { name: 'Cases' });
      expect(within(list).getAllByRole('link')).toHaveLength(1);
      expect(await screen.findByText('3')).toBeInTheDocument();
      expect(screen.getByText('Live')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      window.WebSocket = RealWebSocket;
    }
  });

  it('shows the empty state with Start New Case for a customer without cases', async () => {
    await renderDashboard(['customer'], { [firstPage]: () => ({ status: 200, body: casePage([]) }) });
    expect(await screen.findByText('No cases yet')).toBeInTheDocument();
  });

  it("falls back to the session's roles and says 'Failed to load profile' when the profile cannot load", async () => {
    await renderDashboard(['customer'], {
      'GET /api/auth/me': () => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down' } } }),
    });
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Roles' })).toHaveTextContent('customer');
  });

  it("signs out, revoking the refresh token, and goes to the home page, which says 'You are signed out.'", async () => {
    const { requests, router } = await renderDashboard(['customer'], {
      'POST /api/auth/sign-out': () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(router.location.state).toEqual({ notice: 'You are signed out.' });
    await waitFor(() => expect(requestsTo(requests, 'POST /api/auth/sign-out')).toHaveLength(1));
    expect(requestsTo(requests, 'POST /api/auth/sign-out')[0].body).toEqual({
      refreshToken: 'refresh-token',
    });
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('shows the 404 page for a trial path this version does not have', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderArea(TrialRoutes, '/trial-dashboard/nothing-here', {
      api: { 'POST /api/client-errors': () => ({ status: 204 }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });
});

describe('the prerendered first screen of /trial-dashboard', () => {
  it('shows the heading and the fixed figures, and nothing that belongs to a user', () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <TrialDashboardSkeleton />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Trial Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('156+')).toBeInTheDocument();
    expect(screen.getByText('100K+')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start New Case/ })).not.toBeInTheDocument();
  });
});
