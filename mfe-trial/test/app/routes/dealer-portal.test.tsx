import type { DealerPart, Role } from '@claims/contracts';
import { AppProviders } from '@claims/ui';
import { cleanUpArea, renderArea, requestsTo, type ApiHandlers } from '@claims/ui/testing';
import { focusManager, QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrialRoutes from '../../../src/app/routes';
import { DealerPortalSkeleton } from '../../../src/app/routes/dealer-portal';
import { annSession } from '../../support/session-fixtures';
import { caseDetail, casePage, caseSummary } from '../../support/case-fixtures';

const parts: DealerPart[] = [
  {
    id: 'water-filter',
    name: 'Refrigerator Water Filter',
    partNumber: 'WF-4396841',
    category: 'Refrigerator',
    priceCents: 2499,
    stock: 40,
    description: 'Filter cartridge.',
  },
  {
    id: 'defrost-timer',
    name: 'Refrigerator Defrost Timer',
    partNumber: 'DT-WR9X502',
    category: 'Refrigerator',
    priceCents: 3499,
    stock: 0,
    description: 'Timer.',
  },
  {
    id: 'drive-motor',
    name: 'Washer Drive Motor',
    partNumber: 'DM-W10581874',
    category: 'Washer',
    priceCents: 18999,
    stock: 3,
    description: 'Motor.',
  },
];

/** The portal signed in as Ann, a technician; `extra` answers what a test adds to the portal's requests. */
const renderPortal = (path: string, extra: ApiHandlers = {}) =>
  renderArea(TrialRoutes, path, {
    session: annSession(['tech']),
    api: {
      'GET /api/trial/dealer/parts': () => ({ status: 200, body: { items: parts } }),
      'GET /api/trial/cases?limit=20&open=true': () => ({ status: 200, body: casePage([caseSummary()]) }),
      'POST /api/trial/dealer/login': ({ body }) =>
        (body as { password: string }).password === 'parts2024'
          ? { status: 200, body: { dealer: 'Demo Parts Dealer' } }
          : {
              status: 400,
              body: { error: { code: 'bad_request', message: 'Please use the demo credentials' } },
            },
      ...extra,
    },
  });

async function logInToDealer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Dealer email/), 'dealer@demo.local');
  await user.type(screen.getByLabelText(/Dealer password/), 'parts2024');
  await user.click(screen.getByRole('button', { name: 'Log In to Dealer' }));
}

afterEach(cleanUpArea);

describe('/dealer-portal', () => {
  it("signed out: 'Authentication Required' and off to /auth", async () => {
    const { router } = await renderArea(TrialRoutes, '/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to access the dealer portal')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/auth'));
    // The notice is shown by /auth (as when the edge sends a signed-out browser there) and then taken off the
    // address; the way back stays.
    await waitFor(() =>
      expect(router.location.search).toBe('?returnTo=%2Fdealer-portal%3FcaseId%3D6650f0c2a1b2c3d4e5f6a001'),
    );
    expect(screen.getAllByText('Authentication Required')).toHaveLength(1);
  });

  it.each([[['customer']], [['insurance']]] as Array<[Role[]]>)(
    "signed in as %j: 'Access Denied' and back to /trial-dashboard",
    async (roles) => {
      const { router } = await renderArea(TrialRoutes, '/dealer-portal', {
        session: annSession(roles),
        api: {
          'GET /api/auth/me': () => ({ status: 503, body: { error: { code: 'unavailable', message: 'x' } } }),
          'GET /api/trial/cases?limit=20': () => ({ status: 200, body: casePage([]) }),
          'GET /api/trial/cases/summary': () => ({ status: 200, body: { activeCount: 0 } }),
        },
      });
      expect(await screen.findByText('Only technicians can access the dealer portal')).toBeInTheDocument();
      await waitFor(() => expect(router.location.pathname).toBe('/trial-dashboard'));
    },
  );

  it("shows the demo credentials, says 'Invalid Credentials' for a wrong pair, then opens the catalog", async () => {
    await renderPortal('/dealer-portal');
    const user = userEvent.setup();
    expect(screen.getByText(/Demo credentials/)).toHaveTextContent('dealer@demo.local / parts2024');
    await user.type(screen.getByLabelText(/Dealer email/), 'dealer@demo.local');
    await user.type(screen.getByLabelText(/Dealer password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In to Dealer' }));
    expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
    // Beside the form too, read out as it appears, and kept after the notice has gone.
    expect(screen.getByText('Invalid Credentials. Please use the demo credentials.')).toHaveAttribute(
      'role',
      'alert',
    );
    await user.clear(screen.getByLabelText(/Dealer password/));
    await user.type(screen.getByLabelText(/Dealer password/), 'parts2024');
    await user.click(screen.getByRole('button', { name: 'Log In to Dealer' }));
    expect(await screen.findByRole('tab', { name: 'Parts Catalog' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Cart (0)' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Parts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add Refrigerator Defrost Timer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Refrigerator Water Filter' })).toBeEnabled();
  });

  it('filters by search and category', async () => {
    await renderPortal('/dealer-portal');
    const user = userEvent.setup();
    await logInToDealer(user);
    const list = await screen.findByRole('list', { name: 'Parts' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Washer');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Washer Drive Motor']);
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.type(screen.getByLabelText('Search parts'), 'timer');
    expect(within(screen.getByRole('list', { name: 'Parts' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it("adds to the cart ('Added to Cart'), keeps quantities within stock, totals, and orders for the case in the address", async () => {
    const { requests, router } = await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', {
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders': () => ({
        status: 201,
        body: {
          id: '6650f0c2a1b2c3d4e5f6b001',
          caseId: '6650f0c2a1b2c3d4e5f6a001',
          parts: [],
          totalCents: 61496,
          status: 'pending',
          estimatedDelivery: '2026-03-05',
          orderedBy: 'x',
          orderedByName: 'Ann Lee',
          createdAt: '2026-03-02T15:30:00.000Z',
          updatedAt: '2026-03-02T15:30:00.000Z',
        },
      }),
      'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001': () => ({ status: 200, body: caseDetail() }),
      // The case's page, opened after the order.
      'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders': () => ({
        status: 200,
        body: { items: [] },
      }),
    });
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('button', { name: 'Add Refrigerator Water Filter' }));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Washer Drive Motor' }));
    // One notice, naming the part added last: a notice per Add would pile up.
    expect(await screen.findByText('Washer Drive Motor is in your cart.')).toBeInTheDocument();
    expect(screen.getAllByText('Added to Cart')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Cart (2)' }));

    // The case in the address, by its number.
    expect(screen.getByText(/^For case/)).toHaveTextContent(`For case ${caseDetail().caseNumber}`);
    const motor = screen.getByRole('listitem', { name: 'Washer Drive Motor' });
    await user.click(within(motor).getByRole('button', { name: 'One more Washer Drive Motor' }));
    await user.click(within(motor).getByRole('button', { name: 'One more Washer Drive Motor' }));
    const quantity = within(motor).getByLabelText('Quantity of Washer Drive Motor');
    expect(quantity).toHaveValue(3);
    // Emptying the field to type another number keeps the line; leaving it empty puts the quantity back.
    await user.clear(quantity);
    expect(screen.getByRole('listitem', { name: 'Washer Drive Motor' })).toBeInTheDocument();
    await user.type(quantity, '2');
    expect(quantity).toHaveValue(2);
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue(2);
    await user.click(within(motor).getByRole('button', { name: 'One more Washer Drive Motor' }));
    expect(quantity).toHaveValue(3);
    // At the stock: unavailable, keeping the focus it was pressed with.
    expect(within(motor).getByRole('button', { name: 'One more Washer Drive Motor' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(motor).toHaveTextContent('$569.97');
    expect(screen.getByLabelText('Total')).toHaveTextContent('$594.96');

    const filter = screen.getByRole('listitem', { name: 'Refrigerator Water Filter' });
    await user.click(within(filter).getByRole('button', { name: 'One less Refrigerator Water Filter' }));
    expect(screen.queryByRole('listitem', { name: 'Refrigerator Water Filter' })).not.toBeInTheDocument();
    // The button pressed went with its line: the focus is on the line left, not at the top of the page.
    await waitFor(() =>
      expect(within(motor).getByRole('button', { name: 'One less Washer Drive Motor' })).toHaveFocus(),
    );

    // A double click places one order.
    await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Placed!')).toBeInTheDocument();
    const orders = requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders');
    expect(orders).toHaveLength(1);
    expect(orders[0].body).toEqual({
      lines: [{ partId: 'drive-motor', quantity: 3 }],
    });
    expect(orders[0].headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() =>
      expect(router.location.pathname).toBe('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a001'),
    );
  });

  it("says 'Empty Cart' and 'No Case Selected' instead of ordering, and 'Order Failed' with the server's reason", async () => {
    const { requests } = await renderPortal('/dealer-portal', {
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders': () => ({
        status: 409,
        body: {
          error: { code: 'conflict', message: 'Not enough stock for Washer Drive Motor: only 1 left' },
        },
      }),
    });
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('tab', { name: 'Cart (0)' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Empty Cart')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Parts Catalog' }));
    await user.click(await screen.findByRole('button', { name: 'Add Washer Drive Motor' }));
    await user.click(screen.getByRole('tab', { name: 'Cart (1)' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('No Case Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a case to order parts for')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Case to order for'), '6650f0c2a1b2c3d4e5f6a001');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Failed')).toBeInTheDocument();
    expect(screen.getByText('Not enough stock for Washer Drive Motor: only 1 left')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Washer Drive Motor' })).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders')).toHaveLength(
      1,
    );
    // Trying the same cart again is the same order (same key); a changed cart is a new one.
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await user.click(
      within(screen.getByRole('listitem', { name: 'Washer Drive Motor' })).getByRole('button', {
        name: 'One more Washer Drive Motor',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(
        requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders'),
      ).toHaveLength(3),
    );
    const keys = requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders').map(
      (request) => request.headers['idempotency-key'],
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('reads stock again when the window regains focus, and says so on a cart line another order made short', async () => {
    let motorStock = 3;
    const { requests } = await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', {
      'GET /api/trial/dealer/parts': () => ({
        status: 200,
        body: {
          items: parts.map((part) => (part.id === 'drive-motor' ? { ...part, stock: motorStock } : part)),
        },
      }),
      'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001': () => ({ status: 200, body: caseDetail() }),
    });
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('button', { name: 'Add Washer Drive Motor' }));
    await user.click(screen.getByRole('tab', { name: 'Cart (1)' }));
    await user.click(screen.getByRole('button', { name: 'One more Washer Drive Motor' }));

    motorStock = 1;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    const line = screen.getByRole('listitem', { name: 'Washer Drive Motor' });
    expect(
      await within(line).findByText('Only 1 Washer Drive Motor left now: lower the quantity.'),
    ).toBeVisible();
    expect(line).toHaveTextContent('1 in stock');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Failed')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders')).toHaveLength(
      0,
    );

    motorStock = 0;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(
      await within(line).findByText('Washer Drive Motor is out of stock now: remove it from the cart.'),
    ).toBeVisible();
  });

  it('reads stock again when a case event arrives live (an order placed on a case)', async () => {
    /** A gateway that accepts the socket, and through which the test pushes events. */
    class PushingGateway {
      static open: PushingGateway[] = [];
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
        if (message.type === 'auth') {
          PushingGateway.open.push(this);
          this.push({ type: 'ready', userId: 'u1', expiresAt: Date.now() + 3_600_000 });
        } else if (message.type === 'ping') this.push({ type: 'pong' });
      }
      push(message: object) {
        setTimeout(() => this.onmessage?.({ data: JSON.stringify(message) }), 0);
      }
      close() {
        this.readyState = 3;
      }
    }
    const RealWebSocket = window.WebSocket;
    window.WebSocket = PushingGateway as unknown as typeof WebSocket;
    try {
      let motorStock = 3;
      const { requests } = await renderPortal('/dealer-portal', {
        'GET /api/trial/dealer/parts': () => ({
          status: 200,
          body: {
            items: parts.map((part) => (part.id === 'drive-motor' ? { ...part, stock: motorStock } : part)),
          },
        }),
      });
      const user = userEvent.setup();
      await logInToDealer(user);
      const motor = await screen.findByRole('listitem', { name: 'Washer Drive Motor' });
      expect(motor).toHaveTextContent('3 in stock');
      await waitFor(() => expect(PushingGateway.open).toHaveLength(1));
      const partsReads = requestsTo(requests, 'GET /api/trial/dealer/parts').length;

      // Another technician's order on a case this user sees took two.
      motorStock = 1;
      PushingGateway.open[0].push({ type: 'case.removed', id: '6650f0c2a1b2c3d4e5f6a001' });
      expect(await within(motor).findByText(/1 in stock/)).toBeInTheDocument();
      expect(requestsTo(requests, 'GET /api/trial/dealer/parts').length).toBeGreaterThan(partsReads);
    } finally {
      window.WebSocket = RealWebSocket;
    }
  });

  it('offers every open case in the chooser, the older pages too, each with its model', async () => {
    const newest = Array.from({ length: 20 }, (_, index) =>
      caseSummary({
        id: `6650f0c2a1b2c3d4e5f6b${String(index).padStart(3, '0')}`,
        caseNumber: `CA-2026-${String(100 - index).padStart(6, '0')}`,
      }),
    );
    await renderPortal('/dealer-portal', {
      'GET /api/trial/cases?limit=20&open=true': () => ({ status: 200, body: casePage(newest, 'next') }),
      'GET /api/trial/cases?limit=20&open=true&cursor=next': () => ({
        status: 200,
        body: casePage([
          caseSummary({
            id: '6650f0c2a1b2c3d4e5f6a003',
            caseNumber: 'CA-2026-000003',
            deviceType: 'Dishwasher',
            modelNumber: 'SHX878WD5N',
            status: 'parts_ordered',
          }),
        ]),
      }),
    });
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('tab', { name: 'Cart (0)' }));
    const chooser = await screen.findByLabelText('Case to order for');
    expect(
      await within(chooser).findByRole('option', {
        name: 'CA-2026-000003 · Dishwasher · SHX878WD5N · Parts ordered',
      }),
    ).toBeInTheDocument();
    expect(within(chooser).getAllByRole('option')).toHaveLength(22);
  });

  it('says at once when the case in the address is not one the user can order for, and offers their own', async () => {
    await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a0ff', {
      'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a0ff': () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'Case not found' } },
      }),
    });
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('tab', { name: 'Cart (0)' }));
    const chooser = await screen.findByLabelText('Case to order for');
    expect(chooser).toHaveAccessibleDescription(
      'The case in the address was not found, or is not one you can order for. Choose a case below.',
    );
    expect(chooser).toHaveValue('');
    await user.selectOptions(chooser, '6650f0c2a1b2c3d4e5f6a001');
    expect(screen.queryByText(/The case in the address/)).not.toBeInTheDocument();
  });

  it('names a completed case in the address and offers the open ones instead', async () => {
    await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a0fe', {
      'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a0fe': () => ({
        status: 200,
        body: caseDetail({
          id: '6650f0c2a1b2c3d4e5f6a0fe',
          caseNumber: 'CA-2026-000042',
          status: 'completed',
        }),
      }),
    });
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('tab', { name: 'Cart (0)' }));
    const chooser = await screen.findByLabelText('Case to order for');
    expect(chooser).toHaveAccessibleDescription(
      'Case CA-2026-000042 is completed: parts are ordered for open cases only. Choose a case below.',
    );
    expect(chooser).toHaveValue('');
    expect(screen.queryByText(/^For case/)).not.toBeInTheDocument();
  });

  it("keeps one cart for the user's tabs: another tab's addition shows here and is kept by this tab's next change", async () => {
    await renderPortal('/dealer-portal');
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('button', { name: 'Add Washer Drive Motor' }));
    expect(screen.getByRole('tab', { name: 'Cart (1)' })).toBeInTheDocument();
    // Another tab of the same user adds a water filter: it writes the shared cart, and this tab hears of it.
    const key = 'claims.trial.dealer.65f1c0ffee0000000000abcd';
    const stored = JSON.parse(localStorage.getItem(key)!) as { loggedIn: boolean; lines: unknown[] };
    localStorage.setItem(
      key,
      JSON.stringify({ ...stored, lines: [...stored.lines, { partId: 'water-filter', quantity: 1 }] }),
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(await screen.findByRole('tab', { name: 'Cart (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Washer Drive Motor' }));
    expect(await screen.findByRole('tab', { name: 'Cart (3)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(key)!).lines).toEqual([
      { partId: 'drive-motor', quantity: 2 },
      { partId: 'water-filter', quantity: 1 },
    ]);
  });

  it('takes the focus to the Cart tab when its last line is taken out', async () => {
    await renderPortal('/dealer-portal');
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('button', { name: 'Add Washer Drive Motor' }));
    await user.click(screen.getByRole('tab', { name: 'Cart (1)' }));
    await user.click(screen.getByRole('button', { name: 'One less Washer Drive Motor' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Cart (0)' })).toHaveFocus());
  });

  it('keeps the open tab and the chosen case across a reload', async () => {
    const first = await renderPortal('/dealer-portal');
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('button', { name: 'Add Washer Drive Motor' }));
    await user.click(screen.getByRole('tab', { name: 'Cart (1)' }));
    expect(first.router.location.search).toBe('?tab=cart');
    await user.selectOptions(await screen.findByLabelText('Case to order for'), '6650f0c2a1b2c3d4e5f6a001');
    first.unmount();

    const second = await renderPortal('/dealer-portal?tab=cart');
    expect(await screen.findByRole('tab', { name: 'Cart (1)', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Case to order for')).toHaveValue('6650f0c2a1b2c3d4e5f6a001'),
    );
    await user.click(screen.getByRole('tab', { name: 'Parts Catalog' }));
    expect(second.router.location.search).toBe('');
  });

  it('offers no chosen case once it is no longer one of the open cases', async () => {
    localStorage.setItem(
      'claims.trial.dealer.65f1c0ffee0000000000abcd',
      JSON.stringify({
        loggedIn: true,
        lines: [{ partId: 'drive-motor', quantity: 1 }],
        forCase: '6650f0c2a1b2c3d4e5f6a0aa',
      }),
    );
    const { requests } = await renderPortal('/dealer-portal?tab=cart');
    const chooser = await screen.findByLabelText('Case to order for');
    await within(chooser).findByRole('option', { name: /CA-2026/ });
    expect(chooser).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('No Case Selected')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(0);
  });

  it('keeps the cart across a reload and empties it on dealer logout', async () => {
    const first = await renderPortal('/dealer-portal');
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('button', { name: 'Add Washer Drive Motor' }));
    first.unmount();

    await renderPortal('/dealer-portal');
    expect(await screen.findByRole('tab', { name: 'Cart (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Out of Dealer' }));
    expect(screen.getByRole('button', { name: 'Log In to Dealer' })).toBeInTheDocument();
    // The button pressed is gone each time: the keyboard carries on from what replaced it.
    await waitFor(() => expect(screen.getByLabelText(/Dealer email/)).toHaveFocus());
    await logInToDealer(user);
    expect(await screen.findByRole('tab', { name: 'Cart (0)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Parts Catalog' })).toHaveFocus());
  });
});

describe('an order whose answer never came', () => {
  const orderUrl = 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders';
  const placed = {
    id: '6650f0c2a1b2c3d4e5f6b001',
    caseId: '6650f0c2a1b2c3d4e5f6a001',
    parts: [],
    totalCents: 18999,
    status: 'pending',
    estimatedDelivery: '2026-03-05',
    orderedBy: 'x',
    orderedByName: 'Ann Lee',
    createdAt: '2026-03-02T15:30:00.000Z',
    updatedAt: '2026-03-02T15:30:00.000Z',
  };
  const caseAfterOrder: ApiHandlers = {
    'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001': () => ({ status: 200, body: caseDetail() }),
    'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders': () => ({
      status: 200,
      body: { items: [] },
    }),
  };

  it('after a reload, says the order may be placed and sends the same cart with the same key', async () => {
    const first = await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', {
      // The page is reloaded before the answer comes.
      [orderUrl]: () => new Promise(() => {}),
      ...caseAfterOrder,
    });
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('button', { name: 'Add Washer Drive Motor' }));
    await user.click(screen.getByRole('tab', { name: 'Cart (1)' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(requestsTo(first.requests, orderUrl)).toHaveLength(1));
    first.unmount();

    const again = await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', {
      // The service finds the order the first try placed under this key and answers with it.
      [orderUrl]: () => ({ status: 200, body: placed }),
      ...caseAfterOrder,
    });
    await user.click(await screen.findByRole('tab', { name: 'Cart (1)' }));
    expect(
      screen.getByText(
        'This cart was sent with Place Order and no answer came back, so the order may have been placed. Pressing Place Order again is safe: it places the order once, never twice.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Placed!')).toBeInTheDocument();
    expect(requestsTo(again.requests, orderUrl)[0].headers['idempotency-key']).toBe(
      requestsTo(first.requests, orderUrl)[0].headers['idempotency-key'],
    );
    // The cart is empty, and so is what was kept of the order sent.
    expect(JSON.parse(localStorage.getItem(`claims.trial.dealer.${annSession().user.id}`)!)).toEqual({
      loggedIn: true,
      lines: [],
    });
  });

  it('keeps the key when the same order is still being placed (another tab), and sends it again even when its stock is gone', async () => {
    let motorStock = 3;
    const partsNow = () => ({
      status: 200,
      body: {
        items: parts.map((part) => (part.id === 'drive-motor' ? { ...part, stock: motorStock } : part)),
      },
    });
    const first = await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', {
      'GET /api/trial/dealer/parts': partsNow,
      [orderUrl]: () => ({
        status: 409,
        body: {
          error: {
            code: 'in_progress',
            message: 'This request is still being processed. Please try again in a moment.',
          },
        },
      }),
      ...caseAfterOrder,
    });
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('button', { name: 'Add Washer Drive Motor' }));
    await user.click(screen.getByRole('button', { name: 'Add Washer Drive Motor' }));
    await user.click(screen.getByRole('button', { name: 'Add Washer Drive Motor' }));
    await user.click(screen.getByRole('tab', { name: 'Cart (3)' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(/no answer came back/)).toBeInTheDocument();
    first.unmount();

    // The order the other tab was placing took the last three.
    motorStock = 0;
    const again = await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', {
      'GET /api/trial/dealer/parts': partsNow,
      [orderUrl]: () => ({ status: 200, body: placed }),
      ...caseAfterOrder,
    });
    await user.click(await screen.findByRole('tab', { name: 'Cart (3)' }));
    expect(await screen.findByText(/out of stock now/)).toBeInTheDocument();
    expect(screen.getByText(/no answer came back/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Placed!')).toBeInTheDocument();
    expect(requestsTo(again.requests, orderUrl)[0].headers['idempotency-key']).toBe(
      requestsTo(first.requests, orderUrl)[0].headers['idempotency-key'],
    );
  });

  it('sends a changed cart with a new key, and keeps no warning after a refusal', async () => {
    let answer: 'hang' | 'refuse' = 'hang';
    const first = await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', {
      [orderUrl]: () => new Promise(() => {}),
      ...caseAfterOrder,
    });
    const user = userEvent.setup();
    await logInToDealer(user);
    await user.click(await screen.findByRole('button', { name: 'Add Washer Drive Motor' }));
    await user.click(screen.getByRole('tab', { name: 'Cart (1)' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(requestsTo(first.requests, orderUrl)).toHaveLength(1));
    first.unmount();

    answer = 'refuse';
    const again = await renderPortal('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', {
      [orderUrl]: () =>
        answer === 'refuse'
          ? {
              status: 409,
              body: {
                error: { code: 'conflict', message: 'Not enough stock: only 1 Washer Drive Motor left.' },
              },
            }
          : new Promise(() => {}),
      ...caseAfterOrder,
    });
    await user.click(await screen.findByRole('tab', { name: 'Cart (1)' }));
    await user.click(screen.getByRole('button', { name: 'One more Washer Drive Motor' }));
    expect(screen.queryByText(/no answer came back/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Not enough stock: only 1 Washer Drive Motor left.')).toBeInTheDocument();
    const keys = [...requestsTo(first.requests, orderUrl), ...requestsTo(again.requests, orderUrl)].map(
      (request) => request.headers['idempotency-key'],
    );
    expect(new Set(keys).size).toBe(2);
    // Refused outright: nothing was placed, so nothing is kept to warn about.
    await user.click(screen.getByRole('button', { name: 'One less Washer Drive Motor' }));
    expect(screen.queryByText(/no answer came back/)).not.toBeInTheDocument();
  });
});

describe('the prerendered first screen of /dealer-portal', () => {
  it('shows the heading and its line, and no dealer login before the user is known', () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <DealerPortalSkeleton />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer Portal' })).toBeInTheDocument();
    expect(
      screen.getByText('Order parts for your cases from the demo dealer. Stock is live.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In to Dealer' })).not.toBeInTheDocument();
  });
});
