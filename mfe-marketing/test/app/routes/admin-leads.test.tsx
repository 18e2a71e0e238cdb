import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadsList } from '@claims/contracts';
import { apiError, cleanUpArea, makeSession, renderArea, type ApiHandlers } from '@claims/ui/testing';
import MarketingRoutes from '../../../src/app/routes';

// The page's code loads lazily in the first test; on a busy shared machine that alone takes seconds.
jest.setTimeout(30_000);

afterEach(cleanUpArea);

const admin = makeSession(['admin'], { email: 'admin@demo.local', fullName: 'Demo Admin' });
const renderLeads = (api: ApiHandlers) =>
  renderArea(MarketingRoutes, '/admin/leads', { session: admin, api });
/** A saved file's contents, byte-order mark included (jsdom's Blob has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer).toString('utf8'));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const emptyOutbox = (total = 0) => ({ status: 200, body: { items: [], total, delivering: false } });

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
    const { requests } = await renderLeads({
      'GET /api/marketing/leads': () => ({ status: 200, body: demoList }),
      'GET /api/marketing/outbox': () => emptyOutbox(4),
    });
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
    // The list is asked for with the admin's own token.
    const listRequest = requests.find((request) => request.url.pathname === '/api/marketing/leads');
    expect(listRequest?.headers.authorization).toBe(`Bearer ${admin.accessToken}`);
  });

  it('shows a submission that arrived after the page opened when the admin presses Refresh', async () => {
    const user = userEvent.setup();
    let list = { ...demoList, total: 1, items: demoList.items.slice(1) };
    await renderLeads({
      'GET /api/marketing/leads': () => ({ status: 200, body: list }),
      'GET /api/marketing/outbox': () => emptyOutbox(),
    });
    const table = await screen.findByRole('table', { name: 'Demo requests' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    list = demoList;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Demo requests' })).getAllByRole('row')).toHaveLength(
        3,
      ),
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('searches on the server and exports the same list as CSV', async () => {
    const user = userEvent.setup();
    const handlers: ApiHandlers = {
      'GET /api/marketing/leads': ({ url }) => ({
        status: 200,
        body: url.searchParams.get('q')
          ? { ...demoList, total: 1, items: demoList.items.slice(0, 1) }
          : demoList,
      }),
      'GET /api/marketing/outbox': () => emptyOutbox(),
      'GET /api/marketing/leads/export.csv': () => ({
        status: 200,
        body: 'Received (Central Time),Full Name\r\n2024-07-02 10:30,Second Visitor\r\n',
        contentType: 'text/csv; charset=utf-8',
      }),
    };
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:leads';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const { requests } = await renderLeads(handlers);
    await user.type(await screen.findByRole('searchbox', { name: /Search leads/ }), 'second');
    await waitFor(() =>
      expect(screen.getByText('Showing 1 of 1 demo requests, newest first.')).toBeInTheDocument(),
    );
    expect(
      requests.some(
        ({ url }) => url.pathname === '/api/marketing/leads' && url.searchParams.get('q') === 'second',
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = requests.find(({ url }) => url.pathname === '/api/marketing/leads/export.csv');
    expect(exported?.url.searchParams.get('kind')).toBe('demo');
    expect(exported?.url.searchParams.get('q')).toBe('second');
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    // Excel reads UTF-8 only with a byte-order mark; the file keeps the service's rows.
    expect(await blobText(created[0])).toBe(
      '\uFEFFReceived (Central Time),Full Name\r\n2024-07-02 10:30,Second Visitor\r\n',
    );
    click.mockRestore();
  });

  it('searches every kind and type of lead at once from one box', async () => {
    const user = userEvent.setup();
    const handlers: ApiHandlers = {
      'GET /api/marketing/leads': ({ url }) => {
        const kind = url.searchParams.get('kind');
        if (!url.searchParams.get('q')) return { status: 200, body: demoList };
        const match =
          kind === 'application'
            ? [
                {
                  id: 'c'.repeat(24),
                  kind: 'application',
                  type: 'store',
                  // An appliance store's application names its owner and store (not name and company).
                  fields: {
                    ownerName: 'Rita Store',
                    email: 'rita@cowtown.example',
                    storeName: 'Cowtown Appliances',
                    phone: '(817) 555-0199',
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
        return { status: 200, body: { total: match.length, counts, items: match } };
      },
      'GET /api/marketing/outbox': () => emptyOutbox(),
    };
    const { requests } = await renderLeads(handlers);
    await user.type(await screen.findByRole('searchbox', { name: /Search every lead/ }), 'rita');
    const applications = await screen.findByRole('region', { name: 'Applications matching the search' });
    expect(within(applications).getByText('Rita Store')).toBeInTheDocument();
    expect(within(applications).getByText('Cowtown Appliances')).toBeInTheDocument();
    expect(within(applications).getByText('Appliance store')).toBeInTheDocument();
    expect(within(applications).getByRole('link', { name: 'rita@cowtown.example' })).toHaveAttribute(
      'href',
      'mailto:rita@cowtown.example',
    );
    // The wide table scrolls sideways in an area of its own that the keyboard reaches.
    const scroller = within(applications).getByRole('region', { name: 'Applications matching “rita”' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(within(scroller).getByRole('table')).toBeInTheDocument();
    const surveys = screen.getByRole('region', { name: 'Survey responses matching the search' });
    expect(within(surveys).getByText('Rita Recycles')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Demo requests matching the search' })).getByText(
        'No demo requests match.',
      ),
    ).toBeInTheDocument();
    const searches = requests.filter(({ url }) => url.searchParams.get('q') === 'rita');
    expect(new Set(searches.map(({ url }) => url.searchParams.get('kind')))).toEqual(
      new Set(['demo', 'application', 'survey']),
    );
    // The search across every lead asks each kind without a type (the service then searches all its types).
    expect(searches.map(({ url }) => url.searchParams.get('type'))).toEqual(searches.map(() => null));

    // A match opens to every answer of its lead, labelled as its form labels them.
    const details = within(applications).getByRole('button', { name: 'Show every answer of Rita Store' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const answers = document.getElementById(details.getAttribute('aria-controls') ?? '')!;
    expect(within(answers).getByText('Phone').nextElementSibling).toHaveTextContent('(817) 555-0199');
    expect(within(answers).getByText('Store Name').nextElementSibling).toHaveTextContent(
      'Cowtown Appliances',
    );
    await user.click(details);
    expect(answers).not.toBeInTheDocument();
  });

  it('shows the start of a long message with Show all, so one message does not make its row screens tall', async () => {
    const user = userEvent.setup();
    const message = `${'The claims team wants a walkthrough. '.repeat(50)}End of message.`;
    const list: LeadsList = {
      ...demoList,
      items: [{ ...demoList.items[0], fields: { ...demoList.items[0].fields, message } }],
    };
    await renderLeads({
      'GET /api/marketing/leads': () => ({ status: 200, body: list }),
      'GET /api/marketing/outbox': () => emptyOutbox(),
    });
    const showAll = await screen.findByRole('button', {
      name: `Show all ${message.length.toLocaleString('en-US')} characters`,
    });
    const cell = showAll.closest('td')!;
    expect(cell).not.toHaveTextContent('End of message.');
    expect(cell.textContent!.length).toBeLessThan(300);
    await user.click(showAll);
    expect(cell).toHaveTextContent('End of message.');
    await user.click(within(cell).getByRole('button', { name: 'Show less' }));
    expect(cell).not.toHaveTextContent('End of message.');
  });

  it('shows survey responses by type', async () => {
    const user = userEvent.setup();
    await renderLeads({
      'GET /api/marketing/leads': ({ url }) => ({
        status: 200,
        body:
          url.searchParams.get('kind') === 'survey'
            ? {
                total: 1,
                counts,
                items: [
                  {
                    id: 'c'.repeat(24),
                    kind: 'survey',
                    type: url.searchParams.get('type'),
                    fields: { name: 'Maria', email: 'maria@example.com', claimDuration: '5-8weeks' },
                    createdAt: '2024-07-03T15:30:00.000Z',
                  },
                ],
              }
            : demoList,
      }),
      'GET /api/marketing/outbox': () => emptyOutbox(),
    });
    await user.click(await screen.findByRole('tab', { name: /Survey responses/ }));
    expect(await screen.findByRole('tab', { name: 'Customer (3)' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Customer survey responses' });
    expect(within(table).getByText('5-8 weeks')).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'How long did your last insurance claim take?' }),
    ).toBeInTheDocument();
  });

  it('opens applications on the first type that has some, and keeps the type the admin picks', async () => {
    const user = userEvent.setup();
    await renderLeads({
      'GET /api/marketing/leads': ({ url }) => ({
        status: 200,
        body: url.searchParams.get('kind') === 'application' ? { total: 0, counts, items: [] } : demoList,
      }),
      'GET /api/marketing/outbox': () => emptyOutbox(),
    });
    await user.click(await screen.findByRole('tab', { name: /^Applications/ }));
    const types = await screen.findByRole('tablist', { name: 'Application types' });
    await waitFor(() =>
      expect(within(types).getByRole('tab', { name: 'Appliance store (1)' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const providers = within(types).getByRole('tab', { name: 'Service provider (0)' });
    await user.click(providers);
    expect(providers).toHaveAttribute('aria-selected', 'true');
  });

  it("searches every type of application from the tab's box, counts the matches on each type's tab and goes to them", async () => {
    const user = userEvent.setup();
    const appCounts = { ...counts, application: { provider: 3, store: 1, rental: 0, recycling: 2 } };
    const recycler = (id: string, name: string): LeadsList['items'][number] => ({
      id: id.repeat(24),
      kind: 'application',
      type: 'recycling',
      fields: { contactName: name, email: `${name.split(' ')[0].toLowerCase()}@loop.example` },
      createdAt: '2024-07-05T15:30:00.000Z',
    });
    const { requests } = await renderLeads({
      'GET /api/marketing/leads': ({ url }) => {
        if (url.searchParams.get('kind') !== 'application')
          return { status: 200, body: { ...demoList, counts: appCounts } };
        const type = url.searchParams.get('type');
        if (url.searchParams.get('q') !== 'rita')
          return { status: 200, body: { total: 0, counts: appCounts, items: [] } };
        // Only the two recyclers mention Rita, whichever type is open.
        const items = type === 'recycling' ? [recycler('e', 'Rita Loop'), recycler('f', 'Rita Green')] : [];
        return {
          status: 200,
          body: {
            total: items.length,
            counts: appCounts,
            items,
            matchesByType: { provider: 0, store: 0, rental: 0, recycling: 2 },
          },
        };
      },
      'GET /api/marketing/outbox': () => emptyOutbox(),
    });
    await user.click(await screen.findByRole('tab', { name: /^Applications/ }));
    const types = await screen.findByRole('tablist', { name: 'Application types' });
    await waitFor(() =>
      expect(within(types).getByRole('tab', { name: 'Service provider (3)' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const search = screen.getByRole('searchbox', { name: /Search leads/ });
    expect(search).toHaveAccessibleDescription(
      'Matches any field of every type of application: name, email, company, answers…',
    );
    await user.type(search, 'rita');

    // The open type has none; its tab and the others say how many of theirs match.
    expect(
      await screen.findByText('No matches in Service provider — 2 in Recycling partner'),
    ).toBeInTheDocument();
    expect(within(types).getByRole('tab', { name: 'Service provider (0 of 3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(types).getByRole('tab', { name: 'Appliance store (0 of 1)' })).toBeInTheDocument();
    expect(within(types).getByRole('tab', { name: 'Recycling partner (2 of 2)' })).toBeInTheDocument();
    expect(screen.queryByText('No leads match your search')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 2 matches in Recycling partner' }));
    expect(within(types).getByRole('tab', { name: 'Recycling partner (2 of 2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The button went with the list it was in: the focus is on the tab it opened, not lost to the page.
    expect(within(types).getByRole('tab', { name: 'Recycling partner (2 of 2)' })).toHaveFocus();
    // The search stays as typed, and the type's list shows its matches.
    expect(screen.getByRole('searchbox', { name: /Search leads/ })).toHaveValue('rita');
    const table = await screen.findByRole('table', { name: 'Recycling partner applications' });
    expect(within(table).getByText('Rita Loop')).toBeInTheDocument();
    expect(within(table).getByText('Rita Green')).toBeInTheDocument();
    expect(
      screen.getByText('Showing 2 of 2 recycling partner applications, newest first.'),
    ).toBeInTheDocument();
    expect(
      requests.some(
        ({ url }) =>
          url.searchParams.get('kind') === 'application' &&
          url.searchParams.get('type') === 'recycling' &&
          url.searchParams.get('q') === 'rita',
      ),
    ).toBe(true);

    // Clearing the search brings back every type's total.
    await user.clear(screen.getByRole('searchbox', { name: /Search leads/ }));
    expect(await within(types).findByRole('tab', { name: 'Recycling partner (2)' })).toBeInTheDocument();
    expect(within(types).getByRole('tab', { name: 'Service provider (3)' })).toBeInTheDocument();
  });

  it('says no lead of the kind matches when no type has a match, and offers the search of every lead', async () => {
    const user = userEvent.setup();
    const { requests } = await renderLeads({
      'GET /api/marketing/leads': ({ url }) => {
        if (url.searchParams.get('kind') !== 'survey') return { status: 200, body: demoList };
        const q = url.searchParams.get('q');
        return {
          status: 200,
          body: {
            total: 0,
            counts,
            items: [],
            ...(q
              ? {
                  matchesByType: {
                    customer: 0,
                    insurance: 0,
                    provider: 0,
                    store: 0,
                    rental: 0,
                    recycling: 0,
                  },
                }
              : {}),
          },
        };
      },
      'GET /api/marketing/outbox': () => emptyOutbox(),
    });
    await user.click(await screen.findByRole('tab', { name: /^Survey responses/ }));
    const search = await screen.findByRole('searchbox', { name: /Search leads/ });
    expect(search).toHaveAccessibleDescription(
      'Matches any field of every type of survey: name, email, company, answers…',
    );
    await user.type(search, 'nobody');
    expect(await screen.findByText('No survey responses match “nobody”')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This box searches survey responses (every type) only. The search might be in another kind of lead, or try another word.',
      ),
    ).toBeInTheDocument();
    const types = screen.getByRole('tablist', { name: 'Survey types' });
    expect(await within(types).findByRole('tab', { name: 'Customer (0 of 3)' })).toBeInTheDocument();
    expect(screen.queryByText(/^No matches in/)).not.toBeInTheDocument();

    // One press takes the words to the search of every kind, with the focus on its box.
    await user.click(screen.getByRole('button', { name: 'Search every lead for “nobody”' }));
    const everyLead = screen.getByRole('searchbox', { name: /Search every lead/ });
    expect(everyLead).toHaveValue('nobody');
    expect(everyLead).toHaveFocus();
    expect(await screen.findByText('Results for “nobody” in every kind of lead.')).toBeInTheDocument();
    expect(
      requests.some(
        ({ url }) => url.searchParams.get('kind') === 'demo' && url.searchParams.get('q') === 'nobody',
      ),
    ).toBe(true);
  });

  it('keeps the open tabs and the searches in the address, so a reload opens the same view', async () => {
    const user = userEvent.setup();
    const api: ApiHandlers = {
      'GET /api/marketing/leads': () => ({ status: 200, body: { total: 0, counts, items: [] } }),
      'GET /api/marketing/outbox': () => emptyOutbox(),
    };
    const first = await renderArea(MarketingRoutes, '/admin/leads', { session: admin, api, history: ['/'] });
    await user.click(await screen.findByRole('tab', { name: /^Survey responses/ }));
    await user.click(
      within(await screen.findByRole('tablist', { name: 'Survey types' })).getByRole('tab', {
        name: /^Rental/,
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: /Search leads/ }), 'rita');
    await waitFor(() => expect(first.router.location.search).toBe('?view=survey&type=rental&q=rita'));
    // Each change replaced the page's history entry: Back leaves the page, it does not undo a letter.
    act(() => void first.router.navigate(-1));
    await waitFor(() => expect(first.router.location.pathname).toBe('/'));
    first.unmount();

    // The reload: the same address opens the same kind, type and search.
    const second = await renderArea(MarketingRoutes, '/admin/leads?view=survey&type=rental&q=rita', {
      session: admin,
      api,
    });
    expect(await screen.findByRole('tab', { name: /^Survey responses/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(await screen.findByRole('tablist', { name: 'Survey types' })).getByRole('tab', {
        name: /^Rental/,
      }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: /Search leads/ })).toHaveValue('rita');
    await waitFor(() =>
      expect(
        second.requests.some(
          ({ url }) =>
            url.searchParams.get('kind') === 'survey' &&
            url.searchParams.get('type') === 'rental' &&
            url.searchParams.get('q') === 'rita',
        ),
      ).toBe(true),
    );
    second.unmount();

    // The search of every lead is kept too; opening another kind starts its own box empty.
    const reopened = await renderArea(MarketingRoutes, '/admin/leads?view=application&q=acme&all=cowtown', {
      session: admin,
      api,
    });
    expect(await screen.findByRole('searchbox', { name: /Search every lead/ })).toHaveValue('cowtown');
    expect(await screen.findByText('Results for “cowtown” in every kind of lead.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: /Search every lead/ }));
    expect(await screen.findByRole('searchbox', { name: /Search leads/ })).toHaveValue('acme');
    await user.click(screen.getByRole('tab', { name: /^Demo requests/ }));
    expect(await screen.findByRole('searchbox', { name: /Search leads/ })).toHaveValue('');
    await waitFor(() => expect(reopened.router.location.search).toBe(''));
  });

  it('shows a retry when the list cannot be loaded', async () => {
    let failing = true;
    const user = userEvent.setup();
    await renderLeads({
      'GET /api/marketing/leads': () =>
        failing
          ? apiError(503, 'unavailable', 'The marketing service is unavailable right now.')
          : { status: 200, body: demoList },
      'GET /api/marketing/outbox': () => emptyOutbox(),
    });
    expect(await screen.findByText('The leads could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second Visitor')).toBeInTheDocument();
  });
});
