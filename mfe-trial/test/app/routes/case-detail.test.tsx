import type { PartsOrder, Session } from '@claims/contracts';
import { cleanUpArea, renderArea, requestsTo, type ApiHandlers } from '@claims/ui/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrialRoutes from '../../../src/app/routes';
import { annSession } from '../../support/session-fixtures';
import { caseDetail, partsOrder } from '../../support/case-fixtures';
import { formatDateTime } from '../../../src/lib/format';

const caseUrl = 'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001';
const noOrders = {
  'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders': () => ({ status: 200, body: { items: [] } }),
};
const techId = '65f1c0ffee0000000000beef';

/** The technician's case at parts_ordered with these parts orders (nothing to move on the case itself). */
const partsOrderedCase = (orders: PartsOrder[]): ApiHandlers => ({
  [caseUrl]: () => ({
    status: 200,
    body: caseDetail({ techId, status: 'parts_ordered', allowedMoves: [] }),
  }),
  'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders': () => ({
    status: 200,
    body: { items: orders },
  }),
});

/** What an admin's assignment controls ask for: nobody with the tech or insurance role yet. */
const noAssignableUsers = {
  'GET /api/trial/users?limit=100&role=tech': () => ({ status: 200, body: { items: [], nextCursor: null } }),
  'GET /api/trial/users?limit=100&role=insurance': () => ({
    status: 200,
    body: { items: [], nextCursor: null },
  }),
};

/** The case's page, signed in with this session. */
const renderCase = (session: Session, api: ApiHandlers) =>
  renderArea(TrialRoutes, '/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a001', { session, api });

afterEach(cleanUpArea);

describe('/trial-dashboard/case/:id', () => {
  it('shows number, status, device, model, serial, description, people and the timeline with who and when', async () => {
    await renderCase(annSession(['customer']), {
      ...noOrders,
      [caseUrl]: () => ({
        status: 200,
        body: caseDetail({
          status: 'in_call',
          techId,
          tech: { id: techId, fullName: 'Tina Tech', email: 'tina@example.com' },
          allowedMoves: [],
          history: [
            {
              kind: 'status',
              status: 'pending',
              at: '2026-03-02T15:30:00.000Z',
              byUserId: 'a',
              byName: 'Ann Lee',
            },
            {
              kind: 'assignment',
              note: 'Technician: Tina Tech; insurance: nobody',
              at: '2026-03-02T16:00:00.000Z',
              byUserId: 'b',
              byName: 'Ada Admin',
            },
            {
              kind: 'status',
              status: 'in_call',
              note: 'Calling you now',
              at: '2026-03-02T17:00:00.000Z',
              byUserId: techId,
              byName: 'Tina Tech',
            },
          ],
        }),
      }),
    });
    // The first test of the file also waits for the page's code to be compiled and loaded.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CA-2026-000123' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Case details' });
    expect(details).toHaveTextContent('DeviceRefrigerator');
    expect(details).toHaveTextContent('ModelWRF555SDFZ');
    expect(details).toHaveTextContent('SerialK41503219');
    expect(details).toHaveTextContent('IssueNot cooling in the fresh-food section');
    expect(details).toHaveTextContent('CustomerAnn Lee');
    expect(details).toHaveTextContent('TechnicianTina Tech');
    expect(details).toHaveTextContent('InsuranceNot assigned yet');
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[2]).toHaveTextContent('in_call');
    expect(entries[2]).toHaveTextContent('Calling you now');
    expect(entries[2]).toHaveTextContent('Tina Tech');
    expect(entries[1]).toHaveTextContent('Technician: Tina Tech; insurance: nobody');
    expect(screen.queryByRole('group', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it.each(['completed', 'cancelled'])('offers no Order Parts on a %s case', async (status) => {
    await renderCase(annSession(['tech'], { id: techId }), {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: caseDetail({ techId, status, allowedMoves: [] }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Parts orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Parts' })).not.toBeInTheDocument();
  });

  it('sends one parts-order move for a double click, with no false "changed by someone else"', async () => {
    const order = partsOrder({ id: '6650f0c2a1b2c3d4e5f6b001' });
    let status = 'pending';
    const { requests } = await renderCase(annSession(['admin']), {
      [caseUrl]: () => ({
        status: 200,
        body: caseDetail({ techId, status: 'parts_ordered', allowedMoves: [] }),
      }),
      'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders': () => ({
        status: 200,
        body: { items: [{ ...order, status }] },
      }),
      [`PATCH /api/trial/parts-orders/${order.id}`]: async () => {
        // The server refuses a second move from the same state, as a real one does.
        if (status !== 'pending')
          return { status: 409, body: { error: { code: 'conflict', message: 'changed' } } };
        status = 'shipped';
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 200, body: { ...order, status } };
      },
      ...noAssignableUsers,
    });
    // Two clicks in one go, as a fast double click reaches the page before the first answer's state arrives.
    const markShipped = await screen.findByRole('button', { name: /^Mark shipped/ });
    fireEvent.click(markShipped);
    fireEvent.click(markShipped);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mark delivered/ })).toBeEnabled());
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.getByTestId('estimated-delivery')).toHaveTextContent('Mar 5, 2026');
  });

  it('keeps the unsent status note over a reload, for the same account only', async () => {
    const api = {
      ...noOrders,
      [caseUrl]: () => ({
        status: 200,
        body: caseDetail({ techId, allowedMoves: ['in_call'] }),
      }),
    };
    await renderCase(annSession(['tech'], { id: techId }), api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Note for the customer (optional)'), 'Calling at noon');
    cleanup();
    await renderCase(annSession(['tech'], { id: techId }), api);
    expect(await screen.findByLabelText('Note for the customer (optional)')).toHaveValue('Calling at noon');
    cleanup();
    await renderCase(annSession(['tech', 'admin'], { id: '65f1c0ffee0000000000bee2' }), {
      ...api,
      ...noAssignableUsers,
    });
    expect(await screen.findByLabelText('Note for the customer (optional)')).toHaveValue('');
  });

  it('asks before cancelling a parts order; Keep Order sends nothing', async () => {
    const order = partsOrder({ id: '6650f0c2a1b2c3d4e5f6b003' });
    const { requests } = await renderCase(annSession(['admin']), {
      ...partsOrderedCase([order]),
      [`PATCH /api/trial/parts-orders/${order.id}`]: () => ({
        status: 200,
        body: { ...order, status: 'cancelled' },
      }),
      ...noAssignableUsers,
    });
    const user = userEvent.setup();
    const patches = () => requests.filter((request) => request.method === 'PATCH');
    await user.click(await screen.findByRole('button', { name: /^Cancel order: / }));
    await user.click(await screen.findByRole('button', { name: 'Keep Order' }));
    expect(patches()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Cancel order: / }));
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0].body).toEqual({ status: 'cancelled' });
  });

  it('lets the technician who placed a parts order cancel it while it is pending, and offers nothing else', async () => {
    const order = (id: string, status: PartsOrder['status'], orderedBy = techId) =>
      partsOrder({ id, status, orderedBy, orderedByName: orderedBy === techId ? 'Tina Tech' : 'Ted Tech' });
    let pendingStatus: PartsOrder['status'] = 'pending';
    const { requests } = await renderCase(annSession(['tech'], { id: techId }), {
      [caseUrl]: () => ({
        status: 200,
        body: caseDetail({ techId, status: 'parts_ordered', allowedMoves: [] }),
      }),
      'GET /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/parts-orders': () => ({
        status: 200,
        body: {
          items: [
            order('6650f0c2a1b2c3d4e5f6b010', pendingStatus),
            order('6650f0c2a1b2c3d4e5f6b011', 'shipped'),
            // Placed by the case's earlier technician.
            order('6650f0c2a1b2c3d4e5f6b012', 'pending', '65f1c0ffee0000000000bee9'),
          ],
        },
      }),
      'PATCH /api/trial/parts-orders/6650f0c2a1b2c3d4e5f6b010': () => {
        pendingStatus = 'cancelled';
        return { status: 200, body: order('6650f0c2a1b2c3d4e5f6b010', 'cancelled') };
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Parts orders' });
    expect(within(list).getAllByText(/^Ordered by/)).toHaveLength(3);
    // One Cancel order: on the pending order the technician placed, none to ship or deliver. Its name says which.
    const cancel = within(list).getByRole('button', { name: /^Cancel order/ });
    expect(within(list).getAllByRole('button', { name: /^Cancel order/ })).toHaveLength(1);
    expect(cancel).toHaveAccessibleName(
      `Cancel order: order 3, $24.99 of ${formatDateTime('2026-03-02T15:30:00.000Z')}`,
    );
    expect(within(list).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
    // Orders alike are told apart by their number, as placed (the list is newest first).
    expect(
      within(list)
        .getAllByText(/^Order \d · /)
        .map((line) => line.textContent),
    ).toEqual(['Order 3 · $24.99', 'Order 2 · $24.99', 'Order 1 · $24.99']);
    await user.click(cancel);
    expect(
      await screen.findByText(
        `The order 3, $24.99 of ${formatDateTime('2026-03-02T15:30:00.000Z')} is closed for good and its parts go back to stock; a cancelled order cannot be reopened.`,
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual(
        [{ status: 'cancelled' }],
      ),
    );
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument(),
    );
    // The button is gone: the keyboard carries on from the order, not from the top of the page.
    expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[0]);
  });

  it('says so under the parts orders when a cancel is slow to be answered', async () => {
    const order = partsOrder({ id: '6650f0c2a1b2c3d4e5f6b020' });
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    await renderCase(annSession(['tech'], { id: techId }), {
      ...partsOrderedCase([order]),
      [`PATCH /api/trial/parts-orders/${order.id}`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Cancel order/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    expect(
      await screen.findByText(
        'This is taking longer than usual. Please keep this page open: it is still being sent, and pressing again will not do it twice.',
        undefined,
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    answer({ status: 200, body: { ...order, status: 'cancelled' } });
    await waitFor(() => expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument());
  }, 20_000);

  it("keeps an admin's unsaved assignment when another admin saves one, and says saving replaces theirs", async () => {
    const tina = { id: techId, fullName: 'Tina Tech', email: 'tina@example.com', roles: ['tech'] };
    const ivy = {
      id: '65f1c0ffee0000000000cafe',
      fullName: 'Ivy Insurer',
      email: 'ivy@example.com',
      roles: ['insurance'],
    };
    const unassigned = caseDetail({ allowedMoves: [] });
    // Another admin gave the case a technician meanwhile; the note's answer is the case as it is now.
    const techByOther = caseDetail({
      allowedMoves: [],
      techId,
      tech: { id: techId, fullName: 'Tina Tech', email: 'tina@example.com' },
    });
    await renderCase(annSession(['admin']), {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: unassigned }),
      'GET /api/trial/users?limit=100&role=tech': () => ({
        status: 200,
        body: { items: [tina], nextCursor: null },
      }),
      'GET /api/trial/users?limit=100&role=insurance': () => ({
        status: 200,
        body: { items: [ivy], nextCursor: null },
      }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/notes': () => ({ status: 200, body: techByOther }),
    });
    const user = userEvent.setup();
    const insurance = await screen.findByRole('combobox', { name: 'Insurance' });
    await waitFor(() => expect(insurance).toBeEnabled());
    await user.selectOptions(insurance, ivy.id);
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Checked the photos');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    // Their technician is taken up; this admin's insurance choice stays, not saved, and the page says so.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Technician' })).toHaveValue(techId));
    expect(insurance).toHaveValue(ivy.id);
    expect(screen.getByRole('button', { name: 'Save Assignment' })).toBeEnabled();
    expect(
      screen.getByText(
        /Someone else changed the assignment meanwhile: technician Tina Tech, insurance nobody\./,
      ),
    ).toBeInTheDocument();
  });

  it('gives no delivery date for a cancelled parts order', async () => {
    const order = partsOrder({ id: '6650f0c2a1b2c3d4e5f6b002', status: 'cancelled' });
    await renderCase(annSession(['tech'], { id: techId }), {
      ...partsOrderedCase([order]),
    });
    expect(await screen.findByText(/1 × Water Filter/)).toBeInTheDocument();
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
  });

  it('says which picked photos were left out when more are picked than the case has room for', async () => {
    const photo = (n: number) => ({
      id: `p${n}`,
      contentType: 'image/jpeg',
      width: 320,
      height: 320,
      bytes: 1000,
      createdAt: '2026-03-02T15:30:00.000Z',
      url: `/photo-${n}`,
      thumbnailUrl: `/thumb-${n}`,
    });
    const fourPhotos = caseDetail({ allowedMoves: [], photos: [1, 2, 3, 4].map(photo) });
    const { requests } = await renderCase(annSession(['customer']), {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: fourPhotos }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/photos': () => ({
        status: 201,
        body: { ...fourPhotos, photos: [1, 2, 3, 4, 5].map(photo) },
      }),
    });
    const jpeg = (name: string) =>
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])], name, {
        type: 'image/jpeg',
      });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Add photos \(1 more allowed/), [
      jpeg('front.jpg'),
      jpeg('back.jpg'),
      jpeg('label.jpg'),
    ]);
    expect(await screen.findByText('At most 5 photos per case')).toBeInTheDocument();
    expect(
      screen.getByText('Only 1 more could be added, so these were left out: back.jpg, label.jpg.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/photos')).toHaveLength(1),
    );
  });

  it('sends a photo whose answer was lost again by itself, and shows it added, with no error', async () => {
    const photo = {
      id: 'p1',
      contentType: 'image/jpeg',
      width: 320,
      height: 320,
      bytes: 1000,
      createdAt: '2026-03-02T15:30:00.000Z',
      url: '/photo-1',
      thumbnailUrl: '/thumb-1',
    };
    let landed = false;
    const { requests } = await renderCase(annSession(['customer']), {
      ...noOrders,
      [caseUrl]: () => ({
        status: 200,
        body: caseDetail({ allowedMoves: [], photos: landed ? [photo] : [] }),
      }),
      // The first try lands but its answer is lost; the repeat is answered with the case (the same bytes are kept once).
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/photos': () => {
        if (!landed) {
          landed = true;
          throw new TypeError('Failed to fetch');
        }
        return { status: 200, body: caseDetail({ allowedMoves: [], photos: [photo] }) };
      },
    });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Add photos \(5 more allowed/), [
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])], 'front.jpg', {
        type: 'image/jpeg',
      }),
    ]);
    expect(
      await screen.findByRole('img', { name: 'Photo 1 of case CA-2026-000123' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Add photos \(4 more allowed/)).toBeEnabled());
    expect(requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/photos')).toHaveLength(2);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('says a photo was not added when no answer comes after trying again, and shows the case as it is', async () => {
    await renderCase(annSession(['customer']), {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: caseDetail({ allowedMoves: [] }) }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/photos': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Add photos \(5 more allowed/), [
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])], 'front.jpg', {
        type: 'image/jpeg',
      }),
    ]);
    expect(await screen.findByText('Error', undefined, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText(/^front\.jpg: /)).toBeInTheDocument();
  });

  it('says so under the moves when a status change is slow to be answered', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    await renderCase(annSession(['tech'], { id: techId }), {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: caseDetail({ techId, allowedMoves: ['in_call'] }) }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start call' }));
    expect(
      await screen.findByText(
        'This is taking longer than usual. Please keep this page open: it is still being sent, and pressing again will not do it twice.',
        undefined,
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    answer({ status: 200, body: caseDetail({ techId, status: 'in_call', allowedMoves: [] }) });
    await waitFor(() => expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument());
  }, 20_000);

  it('offers exactly the moves the server allows and sends the chosen one with the note', async () => {
    const { requests } = await renderCase(annSession(['tech'], { id: techId }), {
      ...noOrders,
      [caseUrl]: () => ({
        status: 200,
        body: caseDetail({ techId, allowedMoves: ['in_call', 'assessment'] }),
      }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions': () => ({
        status: 200,
        body: caseDetail({ techId, status: 'in_call', allowedMoves: ['assessment', 'resolved_remote'] }),
      }),
      'GET /api/trial/cases/summary': () => ({ status: 200, body: { activeCount: 1 } }),
    });
    const user = userEvent.setup();
    const moves = await screen.findByRole('group', { name: 'Change status' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Start call', 'Start assessment']);
    expect(await screen.findByRole('link', { name: 'Order Parts' })).toHaveAttribute(
      'href',
      '/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001',
    );
    await user.type(screen.getByLabelText('Note for the customer (optional)'), 'On my way');
    await user.click(within(moves).getByRole('button', { name: 'Start call' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Change status' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Start assessment', 'Resolved remotely']),
    );
    expect(
      requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions')[0].body,
    ).toEqual({
      status: 'in_call',
      note: 'On my way',
      // The status the page showed: a case moved meanwhile is refused as overtaken, naming who moved it.
      from: 'pending',
    });
    // The status reads as words, and the pressed button's place is kept: focus goes to the first move left.
    expect(await screen.findByText('New status: In call.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start assessment' })).toHaveFocus());
  });

  it('asks before cancelling a case (it cannot be reopened), and Keep Case sends nothing', async () => {
    const { requests } = await renderCase(annSession(['customer']), {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: caseDetail({ allowedMoves: ['cancelled'] }) }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions': () => ({
        status: 200,
        body: caseDetail({ status: 'cancelled', allowedMoves: [] }),
      }),
      'GET /api/trial/cases/summary': () => ({ status: 200, body: { activeCount: 0 } }),
    });
    const user = userEvent.setup();
    const moves = await screen.findByRole('group', { name: 'Change status' });
    // The customer's own note goes to the technician and the office, not to the customer.
    expect(screen.getByLabelText('Note for our team (optional)')).toBeInTheDocument();
    await user.click(within(moves).getByRole('button', { name: 'Cancel case' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this case?' });
    expect(dialog).toHaveTextContent('cannot be reopened');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Case' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const transitions = () =>
      requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions');
    expect(transitions()).toHaveLength(0);
    await user.click(within(moves).getByRole('button', { name: 'Cancel case' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this case?' })).getByRole('button', {
        name: 'Cancel case',
      }),
    );
    await waitFor(() => expect(transitions()).toHaveLength(1));
    expect(transitions()[0].body).toEqual({ status: 'cancelled', from: 'pending' });
  });

  it('asks before completing a case (it cannot be reopened either), and Keep Open sends nothing', async () => {
    const { requests } = await renderCase(annSession(['tech']), {
      ...noOrders,
      [caseUrl]: () => ({
        status: 200,
        body: caseDetail({ status: 'house_visit_scheduled', allowedMoves: ['completed'] }),
      }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions': () => ({
        status: 200,
        body: caseDetail({ status: 'completed', allowedMoves: [] }),
      }),
      'GET /api/trial/cases/summary': () => ({ status: 200, body: { activeCount: 0 } }),
    });
    const user = userEvent.setup();
    const moves = await screen.findByRole('group', { name: 'Change status' });
    const transitions = () =>
      requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions');
    await user.click(within(moves).getByRole('button', { name: 'Complete case' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete this case?' });
    expect(dialog).toHaveTextContent(
      'Case CA-2026-000123 will be closed as completed: a completed case cannot be reopened.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Open' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(transitions()).toHaveLength(0);
    await user.click(within(moves).getByRole('button', { name: 'Complete case' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Complete this case?' })).getByRole('button', {
        name: 'Complete case',
      }),
    );
    await waitFor(() => expect(transitions()).toHaveLength(1));
    expect(transitions()[0].body).toEqual({ status: 'completed', from: 'house_visit_scheduled' });
  });

  it("shows a refused move's message in an 'Error' toast", async () => {
    await renderCase(annSession(['admin']), {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: caseDetail({ allowedMoves: ['in_call'] }) }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions': () => ({
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'This case was just changed by someone else. Reload it and try again.',
          },
        },
      }),
      ...noAssignableUsers,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start call' }));
    expect(
      await screen.findByText('This case was just changed by someone else. Reload it and try again.'),
    ).toBeInTheDocument();
  });

  it('lets an admin assign a technician and an insurer chosen from users with those roles', async () => {
    const { requests } = await renderCase(annSession(['admin']), {
      ...noOrders,
      [caseUrl]: () => ({
        status: 200,
        body: caseDetail({ allowedMoves: ['in_call', 'assessment', 'cancelled'] }),
      }),
      'GET /api/trial/users?limit=100&role=tech': () => ({
        status: 200,
        body: {
          items: [
            {
              id: techId,
              email: 'tina@example.com',
              fullName: 'Tina Tech',
              roles: ['tech'],
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      }),
      'GET /api/trial/users?limit=100&role=insurance': () => ({
        status: 200,
        body: {
          items: [
            {
              id: '65f1c0ffee0000000000cafe',
              email: 'ian@example.com',
              fullName: 'Ian Insurer',
              roles: ['insurance'],
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      }),
      'PUT /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/assignment': () => ({
        status: 200,
        body: caseDetail({ techId, tech: { id: techId, fullName: 'Tina Tech', email: 'tina@example.com' } }),
      }),
      'GET /api/trial/cases/summary': () => ({ status: 200, body: { activeCount: 1 } }),
    });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Tina Tech (tina@example.com)' });
    await user.selectOptions(screen.getByLabelText('Technician'), techId);
    await user.selectOptions(screen.getByLabelText('Insurance'), '65f1c0ffee0000000000cafe');
    await user.click(screen.getByRole('button', { name: 'Save Assignment' }));
    await waitFor(() =>
      expect(
        requestsTo(requests, 'PUT /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/assignment')[0].body,
      ).toEqual({
        techId,
        insuranceId: '65f1c0ffee0000000000cafe',
      }),
    );
  });

  it("shows 'Case not found' for a case that does not exist or is someone else's", async () => {
    await renderCase(annSession(['customer']), {
      ...noOrders,
      [caseUrl]: () => ({ status: 404, body: { error: { code: 'not_found', message: 'Case not found' } } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/trial-dashboard',
    );
  });

  it("shows 'Case not found' at once for a malformed address, asking the server once", async () => {
    const { requests } = await renderArea(TrialRoutes, '/trial-dashboard/case/abc', {
      session: annSession(['customer']),
      api: {
        'GET /api/trial/cases/abc': () => ({
          status: 400,
          body: { error: { code: 'bad_request', message: 'id must be a 24-character hex id' } },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Case not found' })).toBeInTheDocument();
    expect(requestsTo(requests, 'GET /api/trial/cases/abc')).toHaveLength(1);
  });

  describe('after an outage', () => {
    /** The case's address answers 503 while `down.now`, and the case after. */
    function outage() {
      const down = { now: true };
      const api = {
        ...noOrders,
        [caseUrl]: () =>
          down.now
            ? { status: 503, body: { error: { code: 'unavailable', message: 'The service is unavailable' } } }
            : { status: 200, body: caseDetail({ allowedMoves: [] }) },
      };
      return { down, api };
    }
    // The query's own two retries (1 and 2 s apart) come first.
    const failedToLoad = () =>
      screen.findByRole('heading', { level: 1, name: 'Failed to load case' }, { timeout: 10_000 });

    it('loads the case by itself as soon as the browser is back online', async () => {
      const { down, api } = outage();
      const { requests } = await renderCase(annSession(['customer']), api);
      expect(await failedToLoad()).toBeInTheDocument();
      expect(screen.getByText('This page tries again by itself every 20 seconds.')).toBeInTheDocument();
      const asked = requestsTo(requests, caseUrl).length;

      down.now = false;
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByRole('heading', { level: 1, name: 'CA-2026-000123' })).toBeInTheDocument();
      expect(requestsTo(requests, caseUrl)).toHaveLength(asked + 1);
    });

    it('asks again every 20 seconds until the case loads', async () => {
      // Fake time that also runs on by itself, so the page and its retries proceed as usual until told to jump.
      jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      try {
        const { down, api } = outage();
        const { requests } = await renderCase(annSession(['customer']), api);
        expect(await failedToLoad()).toBeInTheDocument();
        const asked = requestsTo(requests, caseUrl).length;
        await act(() => jest.advanceTimersByTimeAsync(20_000));
        await waitFor(() => expect(requestsTo(requests, caseUrl)).toHaveLength(asked + 1));
        // Still down: the query's own retries, then the next round.
        expect(await failedToLoad()).toBeInTheDocument();

        down.now = false;
        await act(() => jest.advanceTimersByTimeAsync(20_000));
        expect(await screen.findByRole('heading', { level: 1, name: 'CA-2026-000123' })).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });

  it('does not ask again for a case that does not exist', async () => {
    const { requests } = await renderCase(annSession(['customer']), {
      ...noOrders,
      [caseUrl]: () => ({ status: 404, body: { error: { code: 'not_found', message: 'Case not found' } } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Case not found' })).toBeInTheDocument();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      window.dispatchEvent(new Event('online'));
      await act(() => jest.advanceTimersByTimeAsync(60_000));
    } finally {
      jest.useRealTimers();
    }
    expect(requestsTo(requests, caseUrl)).toHaveLength(1);
  });

  it('keeps an unsent note through a sign-in for the same account, and not for another', async () => {
    const user = userEvent.setup();
    const api = { ...noOrders, [caseUrl]: () => ({ status: 200, body: caseDetail({ allowedMoves: [] }) }) };
    const first = await renderCase(annSession(['customer']), api);
    await user.type(
      await screen.findByRole('textbox', { name: 'Add a note' }),
      'The drum squeaks at 800 rpm',
    );
    // The session ended: the page went, and Ann signed in again.
    first.unmount();
    await renderCase(annSession(['customer']), api);
    expect(await screen.findByRole('textbox', { name: 'Add a note' })).toHaveValue(
      'The drum squeaks at 800 rpm',
    );
    cleanup();
    await renderCase(
      annSession(['customer'], { id: '6650f0c2a1b2c3d4e5f60999', fullName: 'Bob Other' }),
      api,
    );
    expect(await screen.findByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });

  it("keeps a status note when someone else's change leaves no move to make, and tells a screen reader of it", async () => {
    const pending = caseDetail({ techId, allowedMoves: ['in_call', 'assessment'] });
    const completedByAdmin = caseDetail({
      techId,
      status: 'completed',
      allowedMoves: [],
      history: [
        ...pending.history,
        {
          kind: 'status',
          status: 'completed',
          at: '2026-03-02T16:00:00.000Z',
          byUserId: '65f1c0ffee0000000000a001',
          byName: 'Ada Admin',
        },
        {
          kind: 'note',
          note: 'On my way',
          at: '2026-03-02T16:01:00.000Z',
          byUserId: techId,
          byName: 'Tina Tech',
        },
      ],
    });
    await renderCase(annSession(['tech'], { id: techId, fullName: 'Tina Tech' }), {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: pending }),
      // The note's answer is the case as it is now: the admin completed it meanwhile.
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/notes': () => ({ status: 200, body: completedByAdmin }),
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Note for the customer (optional)' }),
      'Calling you in five minutes',
    );
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'On my way');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    // Said to whoever added it (the note itself arrives in the timeline, away from the form).
    expect(await screen.findByText('Note added')).toBeInTheDocument();

    expect(await screen.findByText(/Ada Admin changed this case to/)).toHaveTextContent(
      'Ada Admin changed this case to Completed meanwhile, so its status can no longer be changed from here.',
    );
    expect(screen.getByRole('textbox', { name: 'Your unsent note' })).toHaveValue(
      'Calling you in five minutes',
    );
    // Others' changes are announced; the user's own note is not.
    expect(screen.getByRole('status', { name: 'Changes by others' })).toHaveTextContent(
      'CA-2026-000123 is now Completed, changed by Ada Admin.',
    );
    expect(screen.getByRole('status', { name: 'Changes by others' })).not.toHaveTextContent('On my way');
    await user.click(screen.getByRole('button', { name: 'Discard Note' }));
    expect(screen.queryByRole('textbox', { name: 'Your unsent note' })).not.toBeInTheDocument();
  });

  it('sends a note again by itself after a lost answer, with the same key, so it is added once', async () => {
    const techId = '65f1c0ffee0000000000b002';
    const detail = caseDetail({ techId, allowedMoves: [] });
    let tries = 0;
    const { requests } = await renderCase(annSession(['tech'], { id: techId, fullName: 'Tina Tech' }), {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: detail }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/notes': () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { status: 200, body: detail };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Add a note' }), 'Part arrives Friday');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue(''), {
      timeout: 5_000,
    });
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    const keys = requests
      .filter((request) => request.url.pathname.endsWith('/notes'))
      .map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a reload while a note was being added, says it may be on the timeline and sends it with the same key', async () => {
    const techId = '65f1c0ffee0000000000b002';
    const detail = caseDetail({ techId, allowedMoves: [] });
    const session = annSession(['tech'], { id: techId, fullName: 'Tina Tech' });
    const first = await renderCase(session, {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: detail }),
      // The page is reloaded before the answer comes.
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/notes': () => new Promise(() => {}),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Add a note' }), 'Part arrives Friday');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() =>
      expect(requestsTo(first.requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/notes')).toHaveLength(
        1,
      ),
    );
    first.unmount();

    const again = await renderCase(session, {
      ...noOrders,
      [caseUrl]: () => ({ status: 200, body: detail }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/notes': () => ({ status: 200, body: detail }),
    });
    expect(await screen.findByRole('textbox', { name: 'Add a note' })).toHaveValue('Part arrives Friday');
    expect(screen.getByText(/no answer came back, so it may already be on the timeline/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue(''));
    expect(screen.queryByText(/may already be on the timeline/)).not.toBeInTheDocument();
    const [sentFirst] = requestsTo(first.requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/notes');
    const [sentAgain] = requestsTo(again.requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/notes');
    expect(sentAgain.headers['idempotency-key']).toBe(sentFirst.headers['idempotency-key']);
  });

  it('sends a move again by itself after a lost answer, with the same key, and says it was made', async () => {
    const moved = caseDetail({ techId, status: 'in_call', allowedMoves: ['assessment'] });
    let tries = 0;
    const { requests } = await renderCase(annSession(['tech'], { id: techId }), {
      ...noOrders,
      [caseUrl]: () => ({
        status: 200,
        body: tries > 0 ? moved : caseDetail({ techId, allowedMoves: ['in_call', 'assessment'] }),
      }),
      'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions': () => {
        tries += 1;
        // The move is made, but the first answer never arrives.
        if (tries === 1)
          return { status: 502, body: { error: { code: 'unavailable', message: 'Bad gateway' } } };
        return { status: 200, body: moved };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start call' }));
    expect(await screen.findByText('Status updated', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    const sent = requestsTo(requests, 'POST /api/trial/cases/6650f0c2a1b2c3d4e5f6a001/transitions');
    expect(sent).toHaveLength(2);
    expect(sent[0].headers['idempotency-key']).toBeTruthy();
    expect(sent[1].headers['idempotency-key']).toBe(sent[0].headers['idempotency-key']);
    expect(sent[1].body).toEqual({ status: 'in_call', from: 'pending' });
  });

  it('sends the signed-out visitor to /auth', async () => {
    const { router } = await renderArea(TrialRoutes, '/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a001');
    await waitFor(() => expect(router.location.pathname).toBe('/auth'));
  });
});

describe('/trial-dashboard/case/:id sent with its case', () => {
  afterEach(() => document.getElementById('page-data')?.remove());

  it('shows the case the edge sent with the page before any answer, then refreshes it', async () => {
    const sent = caseDetail({
      status: 'pending',
      issueDescription: 'As the page was sent',
      allowedMoves: [],
    });
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-data';
    script.dataset.api = '/api/trial/cases/6650f0c2a1b2c3d4e5f6a001';
    script.textContent = JSON.stringify(sent);
    document.head.append(script);
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { requests } = await renderCase(annSession(['customer']), {
      ...noOrders,
      [caseUrl]: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CA-2026-000123' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Case details' })).toHaveTextContent(
      'IssueAs the page was sent',
    );
    // The record is used once: it is gone from the page.
    expect(document.getElementById('page-data')).toBeNull();
    // Refreshed like any answer: what the service says next replaces it.
    await waitFor(() => expect(requestsTo(requests, caseUrl)).toHaveLength(1));
    answer({ status: 200, body: { ...sent, status: 'in_call', issueDescription: 'Changed since' } });
    expect(await screen.findByText('Changed since')).toBeInTheDocument();
    expect(screen.getByText('in_call')).toBeInTheDocument();
  });
});
