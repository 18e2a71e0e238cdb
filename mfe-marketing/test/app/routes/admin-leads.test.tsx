import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadsList, Session } from '@claims/contracts';
import MarketingRoutes from '../../../src/app/routes';
import { installFakeApi, type FakeApi } from '../../../src/testing/fake-api';
import { renderWithProviders } from '../../../src/testing/render-app';

// The session store reads local storage once, when first used: set the admin session before anything renders.
const adminSession: Session = {
  accessToken: 'admin-token',
  accessTokenExpiresAt: Date.now() + 3_600_000,
  refreshToken: 'refresh',
  user: {
    id: '65f0000000000000000000aa',
    email: 'admin@demo.local',
    fullName: 'Demo Admin',
    createdAt: '2024-01-01T00:00:00.000Z',
  },
  roles: ['admin'],
};
localStorage.setItem('claims.session', JSON.stringify(adminSession));

// The page's code loads lazily in the first test; on a busy shared machine that alone takes seconds.
jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => {
  api.assertAllHandled();
  api.restore();
});

const counts = {
  demo: 2,
  application: { provider: 0, store: 1, rental: 0, recycling: 0 },
  survey: { customer: 3, insurance: 0, provider: 0, store: 0, rental: 0, recycling: 0 },
};

const demoList: LeadsList = {
  total: 2,
  counts,
  items: [
    {
      id: 'b'.repeat(24),
      kind: 'demo',
      fields: {
        name: 'Second Visitor',
        email: 'second@example.com',
        company: 'Acme',
        role: 'CTO',
        userType: 'service_provider',
      },
      page: '/request-demo',
      createdAt: '2024-07-02T15:30:00.000Z',
    },
    {
      id: 'a'.repeat(24),
      kind: 'demo',
      fields: {
        name: 'First Visitor',
        email: 'first@example.com',
        company: 'InsureCo',
        role: 'VP',
        userType: 'insurance',
      },
      createdAt: '2024-07-01T15:30:00.000Z',
    },
  ],
};

describe('/admin/leads', () => {
  it('lists demo requests newest first with readable answers and the counts on every tab', async () => {
    api.on('GET', '/api/marketing/leads', (request) => {
      expect(request.headers.authorization).toBe('Bearer admin-token');
      return { body: demoList };
    });
    api.on('GET', '/api/marketing/outbox', { body: { items: [], total: 4, delivering: false } });
    renderWithProviders(<MarketingRoutes />, { path: '/admin/leads' });
    // The first test of the file waits for the page's code to load (lazy route), which is slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leads' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Lead lists' }));
    expect(await tabs.findByRole('tab', { name: 'Demo requests (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tabs.getByRole('tab', { name: 'Applications (1)' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Survey responses (3)' })).toBeInTheDocument();
    expect(await tabs.findByRole('tab', { name: 'Email outbox (4)' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'Demo requests' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Second Visitor')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Service Provider / Technician')).toBeInTheDocument();
    expect(within(rows[2]).getByText('First Visitor')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 demo requests, newest first.')).toBeInTheDocument();
  });

  it('searches on the server and exports the same list as CSV', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/marketing/leads', (request) => ({
      body: request.query.get('q') ? { ...demoList, total: 1, items: demoList.items.slice(0, 1) } : demoList,
    }));
    api.on('GET', '/api/marketing/outbox', { body: { items: [], total: 0, delivering: false } });
    api.on('GET', '/api/marketing/leads/export.csv', (request) => {
      expect(request.query.get('kind')).toBe('demo');
      expect(request.query.get('q')).toBe('second');
      return {
        body: 'Received (Central Time),Full Name\r\n2024-07-02 10:30,Second Visitor\r\n',
        contentType: 'text/csv; charset=utf-8',
      };
    });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:leads';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderWithProviders(<MarketingRoutes />, { path: '/admin/leads' });
    await user.type(await screen.findByRole('searchbox', { name: /Search leads/ }), 'second');
    await waitFor(() =>
      expect(screen.getByText('Showing 1 of 1 demo requests, newest first.')).toBeInTheDocument(),
    );
    expect(api.requests.some((r) => r.path === '/api/marketing/leads' && r.query.get('q') === 'second')).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });

  it('searches every kind and type of lead at once from one box', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/marketing/leads', (request) => {
      const kind = request.query.get('kind');
      if (!request.query.get('q')) return { body: demoList };
      // The search across every lead asks each kind without a type (the service then searches all its types).
      expect(request.query.get('type')).toBeNull();
      const match =
        kind === 'application'
          ? [
              {
                id: 'c'.repeat(24),
                kind: 'application',
                type: 'store',
                fields: {
                  contactName: 'Rita Store',
                  email: 'rita@cowtown.example',
                  companyName: 'Cowtown Appliances',
                },
                createdAt: '2024-07-03T15:30:00.000Z',
              },
            ]
          : kind === 'survey'
            ? [
                {
                  id: 'd'.repeat(24),
                  kind: 'survey',
                  type: 'recycling',
                  fields: { name: 'Rita Recycles', email: 'rita@recycle.example' },
                  createdAt: '2024-07-04T15:30:00.000Z',
                },
              ]
            : [];
      return { body: { total: match.length, counts, items: match } };
    });
    api.on('GET', '/api/marketing/outbox', { body: { items: [], total: 0, delivering: false } });
    renderWithProviders(<MarketingRoutes />, { path: '/admin/leads' });
    await user.type(await screen.findByRole('searchbox', { name: /Search every lead/ }), 'rita');
    const applications = await screen.findByRole('region', { name: 'Applications matching the search' });
    expect(within(applications).getByText('Rita Store')).toBeInTheDocument();
    expect(within(applications).getByText('Appliance store')).toBeInTheDocument();
    const surveys = screen.getByRole('region', { name: 'Survey responses matching the search' });
    expect(within(surveys).getByText('Rita Recycles')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Demo requests matching the search' })).getByText(
        'No demo requests match.',
      ),
    ).toBeInTheDocument();
    const kinds = api.requests.filter((r) => r.query.get('q') === 'rita').map((r) => r.query.get('kind'));
    expect(new Set(kinds)).toEqual(new Set(['demo', 'application', 'survey']));
  });

  it('shows survey responses by type', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/marketing/leads', (request) => ({
      body:
        request.query.get('kind') === 'survey'
          ? {
              total: 1,
              counts,
              items: [
                {
                  id: 'c'.repeat(24),
                  kind: 'survey',
                  type: request.query.get('type'),
                  fields: { name: 'Maria', email: 'maria@example.com', claimDuration: '5-8weeks' },
                  createdAt: '2024-07-03T15:30:00.000Z',
                },
              ],
            }
          : demoList,
    }));
    api.on('GET', '/api/marketing/outbox', { body: { items: [], total: 0, delivering: false } });
    renderWithProviders(<MarketingRoutes />, { path: '/admin/leads' });
    await user.click(await screen.findByRole('tab', { name: /Survey responses/ }));
    expect(await screen.findByRole('tab', { name: 'Customer (3)' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Customer survey responses' });
    expect(within(table).getByText('5-8 weeks')).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'How long did your last insurance claim take?' }),
    ).toBeInTheDocument();
  });

  it('shows a retry when the list cannot be loaded', async () => {
    let failing = true;
    api.on('GET', '/api/marketing/leads', () =>
      failing
        ? {
            status: 503,
            body: {
              error: { code: 'unavailable', message: 'The marketing service is unavailable right now.' },
            },
          }
        : { body: demoList },
    );
    api.on('GET', '/api/marketing/outbox', { body: { items: [], total: 0, delivering: false } });
    const user = userEvent.setup();
    renderWithProviders(<MarketingRoutes />, { path: '/admin/leads' });
    expect(await screen.findByText('The leads could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second Visitor')).toBeInTheDocument();
  });
});
