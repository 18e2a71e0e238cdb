import { startTestDatabase, type TestDatabase, type TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import { buildTrialApp } from '../../../support/trial-app';
import { createUser, fileCase, type TestUser } from '../../../support/case-fixtures';
import { centralDayPlus } from '../../../../src/cases/central-time';

let database: TestDatabase;
let app: ServiceApp;
let tokens: TestTokens;
let customer: TestUser;
let tech: TestUser;
let otherTech: TestUser;
let insurance: TestUser;
let admin: TestUser;

jest.setTimeout(30_000);

beforeAll(async () => {
  database = await startTestDatabase();
  ({ app, tokens } = await buildTrialApp(database));
  customer = await createUser(app, tokens, ['customer'], 'Cora Customer');
  tech = await createUser(app, tokens, ['tech'], 'Tina Tech');
  otherTech = await createUser(app, tokens, ['tech'], 'Theo Tech');
  insurance = await createUser(app, tokens, ['insurance'], 'Ian Insurer');
  admin = await createUser(app, tokens, ['admin'], 'Ada Admin');
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const parts = () => app.db.collection<{ _id: string; stock: number }>('dealer_parts');
const stockOf = async (id: string) => (await parts().findOne({ _id: id }))?.stock;
const setStock = (id: string, stock: number) => parts().updateOne({ _id: id }, { $set: { stock } });

async function assignedCase(status = 'assessment') {
  const created = await fileCase(app, customer);
  await app.inject({
    method: 'PUT',
    url: `/api/trial/cases/${created.id}/assignment`,
    headers: admin.headers,
    payload: { techId: tech.id, insuranceId: insurance.id },
  });
  await app.db.collection('cases').updateOne({ caseNumber: created.caseNumber }, { $set: { status } });
  return created.id as string;
}

const order = (caseId: string, lines: Array<{ partId: string; quantity: number }>, user: TestUser = tech) =>
  app.inject({
    method: 'POST',
    url: `/api/trial/cases/${caseId}/parts-orders`,
    headers: user.headers,
    payload: { lines },
  });

describe('dealer access', () => {
  it.each([
    ['customer', 403],
    ['insurance', 403],
    ['tech', 200],
    ['admin', 200],
  ] as const)('GET /dealer/parts for %s answers %i', async (role, status) => {
    const user = { customer, insurance, tech, admin }[role];
    const response = await app.inject({
      method: 'GET',
      url: '/api/trial/dealer/parts',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(status);
  });

  it('refuses the signed-out visitor everywhere', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/trial/dealer/parts' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/trial/dealer/login',
          payload: { email: 'a', password: 'b' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lists the 8 demo parts, 24.99 to 189.99 in cents, one out of stock', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/trial/dealer/parts',
      headers: tech.headers,
    });
    const items = response.json().items;
    expect(items).toHaveLength(8);
    const prices = items.map((part: { priceCents: number }) => part.priceCents);
    expect(Math.min(...prices)).toBe(2499);
    expect(Math.max(...prices)).toBe(18999);
    expect(items.filter((part: { stock: number }) => part.stock === 0).length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(items[0]).sort()).toEqual(
      ['category', 'description', 'id', 'name', 'partNumber', 'priceCents', 'stock'].sort(),
    );
  });

  it('accepts only the demo pair dealer@demo.local / parts2024', async () => {
    const login = (email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/trial/dealer/login',
        headers: tech.headers,
        payload: { email, password },
      });
    expect((await login('dealer@demo.local', 'parts2024')).statusCode).toBe(200);
    expect((await login(' Dealer@Demo.local ', 'parts2024')).statusCode).toBe(200);
    const wrong = await login('dealer@demo.local', 'parts2025');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Please use the demo credentials');
    expect((await login('tech@demo.local', 'parts2024')).statusCode).toBe(400);
    expect((await login('dealer@demo.local', 'PARTS2024')).statusCode).toBe(400);
  });
});

describe('POST /api/trial/cases/:id/parts-orders', () => {
  it('stores the order, takes the stock, moves the case to parts_ordered, adds it to the timeline and notifies', async () => {
    const caseId = await assignedCase('assessment');
    await setStock('drain-pump', 12);
    await setStock('water-filter', 40);
    const response = await order(caseId, [
      { partId: 'drain-pump', quantity: 2 },
      { partId: 'water-filter', quantity: 1 },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      caseId,
      parts: [
        {
          partId: 'drain-pump',
          name: 'Washer Drain Pump',
          partNumber: 'DP-280187',
          quantity: 2,
          unitPriceCents: 6499,
        },
        {
          partId: 'water-filter',
          name: 'Refrigerator Water Filter',
          partNumber: 'WF-4396841',
          quantity: 1,
          unitPriceCents: 2499,
        },
      ],
      totalCents: 2 * 6499 + 2499,
      status: 'pending',
      estimatedDelivery: centralDayPlus(new Date(), 3),
      orderedBy: tech.id,
      orderedByName: 'Tina Tech',
    });
    expect(await stockOf('drain-pump')).toBe(10);
    expect(await stockOf('water-filter')).toBe(39);
    const view = await app.inject({
      method: 'GET',
      url: `/api/trial/cases/${caseId}`,
      headers: customer.headers,
    });
    expect(view.json().status).toBe('parts_ordered');
    expect(view.json().history.slice(-2)).toMatchObject([
      {
        kind: 'parts_order',
        note: expect.stringMatching(
          /^2 × Washer Drain Pump, 1 × Refrigerator Water Filter \(\$154\.97\), due [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
        ),
      },
      { kind: 'status', status: 'parts_ordered', byName: 'Tina Tech' },
    ]);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/trial/cases/${caseId}/parts-orders`,
      headers: customer.headers,
    });
    expect(listed.json().items).toHaveLength(1);
    const emails = await app.db
      .collection('outbox_emails')
      .find({ leadRef: `cases:${caseId}`, subject: /parts ordered/ })
      .toArray();
    expect(emails).toHaveLength(2);
  });

  it('keeps the status when parts_ordered is not a move from it (an in_call case stays in_call)', async () => {
    const caseId = await assignedCase('in_call');
    await setStock('door-gasket', 25);
    expect((await order(caseId, [{ partId: 'door-gasket', quantity: 1 }])).statusCode).toBe(201);
    const view = await app.inject({
      method: 'GET',
      url: `/api/trial/cases/${caseId}`,
      headers: admin.headers,
    });
    expect(view.json().status).toBe('in_call');
  });

  it.each(['completed', 'cancelled'])('refuses parts for a %s case, taking no stock', async (status) => {
    const caseId = await assignedCase(status);
    await setStock('door-gasket', 25);
    const ordersBefore = await app.db.collection('parts_orders').countDocuments();
    for (const user of [tech, admin]) {
      const response = await order(caseId, [{ partId: 'door-gasket', quantity: 1 }], user);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(
        new RegExp(`^Case CA-\\d{4}-\\d{6} is ${status}: parts are ordered for open cases only$`),
      );
    }
    expect(await stockOf('door-gasket')).toBe(25);
    expect(await app.db.collection('parts_orders').countDocuments()).toBe(ordersBefore);
  });

  it('places an order sent twice with the same Idempotency-Key once (a double click, a retry)', async () => {
    const caseId = await assignedCase();
    await setStock('door-gasket', 25);
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/trial/cases/${caseId}/parts-orders`,
        headers: { ...tech.headers, 'idempotency-key': 'order-key-0123456789abcdef' },
        payload: { lines: [{ partId: 'door-gasket', quantity: 2 }] },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await stockOf('door-gasket')).toBe(23);
    expect(await app.db.collection('parts_orders').countDocuments({ caseId })).toBe(1);
  });

  it('gives back the stock of an order whose process died before storing it, and keeps that of stored orders', async () => {
    const caseId = await assignedCase();
    await setStock('door-gasket', 25);
    await setStock('water-filter', 10);
    // A stored order: its holds are gone once it is placed.
    expect((await order(caseId, [{ partId: 'door-gasket', quantity: 2 }])).statusCode).toBe(201);
    expect(await parts().findOne({ _id: 'door-gasket' })).not.toHaveProperty('holds.0');
    // What a process killed between taking the stock and storing the order leaves: stock taken, held, no order.
    const { Types } = await import('mongoose');
    const lost = new Types.ObjectId();
    await app.dealerRepository.reserve(
      [
        { partId: 'door-gasket', quantity: 1 },
        { partId: 'water-filter', quantity: 3 },
      ],
      lost,
    );
    // And one whose order was stored but whose holds were not cleared yet.
    const stored = await order(caseId, [{ partId: 'water-filter', quantity: 1 }]);
    const storedId = new Types.ObjectId(stored.json().id as string);
    await parts().updateOne({ _id: 'water-filter' }, {
      $push: { holds: { id: storedId.toHexString(), quantity: 1, at: new Date() } },
    } as never);
    expect(await stockOf('door-gasket')).toBe(22);
    expect(await stockOf('water-filter')).toBe(6);
    // Too recent: an order may still be under way.
    await app.sweepStockHolds();
    expect(await stockOf('water-filter')).toBe(6);
    await parts().updateMany({ 'holds.0': { $exists: true } }, {
      $set: { 'holds.$[].at': new Date(Date.now() - 3 * 60_000) },
    } as never);
    await app.sweepStockHolds();
    expect(await stockOf('door-gasket')).toBe(23);
    expect(await stockOf('water-filter')).toBe(9);
    for (const id of ['door-gasket', 'water-filter'])
      expect(((await parts().findOne({ _id: id })) as { holds?: unknown[] }).holds ?? []).toEqual([]);
    // Nothing is given back twice.
    await app.sweepStockHolds();
    expect(await stockOf('water-filter')).toBe(9);
  });

  it('refuses an order with one short line with a message naming the part, changing nothing', async () => {
    const caseId = await assignedCase();
    await setStock('bake-element', 9);
    await setStock('ice-maker', 1);
    const ordersBefore = await app.db.collection('parts_orders').countDocuments();
    const response = await order(caseId, [
      { partId: 'bake-element', quantity: 2 },
      { partId: 'ice-maker', quantity: 2 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Not enough stock for Ice Maker Assembly: only 1 left');
    expect(await stockOf('bake-element')).toBe(9);
    expect(await stockOf('ice-maker')).toBe(1);
    expect(await app.db.collection('parts_orders').countDocuments()).toBe(ordersBefore);
    const outOfStock = await order(caseId, [{ partId: 'defrost-timer', quantity: 1 }]);
    expect(outOfStock.json().error.message).toBe('Refrigerator Defrost Timer is out of stock');
  });

  it('sells exactly the last 3 units to 50 competing orders, never below zero', async () => {
    const caseIds = await Promise.all(Array.from({ length: 5 }, () => assignedCase()));
    await setStock('drive-motor', 3);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        order(caseIds[index % 5], [{ partId: 'drive-motor', quantity: 1 }]),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(47);
    expect(await stockOf('drive-motor')).toBe(0);
    expect(await app.db.collection('parts_orders').countDocuments({ 'parts.partId': 'drive-motor' })).toBe(3);
  });

  it('answers 404 for a case not assigned to the technician, and 403 for a customer', async () => {
    const caseId = await assignedCase();
    await setStock('water-filter', 40);
    expect((await order(caseId, [{ partId: 'water-filter', quantity: 1 }], otherTech)).statusCode).toBe(404);
    expect((await order(caseId, [{ partId: 'water-filter', quantity: 1 }], customer)).statusCode).toBe(403);
    expect((await order(caseId, [{ partId: 'water-filter', quantity: 1 }], admin)).statusCode).toBe(201);
    expect(await stockOf('water-filter')).toBe(39);
  });

  it('refuses an empty cart, a zero quantity and an unknown part', async () => {
    const caseId = await assignedCase();
    const empty = await order(caseId, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ lines: 'The cart is empty' });
    expect((await order(caseId, [{ partId: 'water-filter', quantity: 0 }])).statusCode).toBe(400);
    expect((await order(caseId, [{ partId: 'no-such-part', quantity: 1 }])).statusCode).toBe(400);
    // Each limit in words, as every other message.
    for (const [quantity, message] of [
      [1000, 'Quantity must be at most 999'],
      [1.5, 'Quantity must be a whole number'],
      ['2', 'Quantity must be a number'],
    ] as const) {
      const refused = await order(caseId, [{ partId: 'water-filter', quantity: quantity as number }]);
      expect(refused.json().error.fields).toEqual({ 'lines.0.quantity': message });
    }
  });
});

describe('estimated delivery (3 days after ordering, America/Chicago)', () => {
  it.each([
    [
      'across a month end, late evening in Chicago (already the next day in UTC)',
      '2026-01-31T05:30:00Z',
      '2026-02-02',
    ],
    ['across a year end', '2026-12-30T18:00:00Z', '2027-01-02'],
    ['across the spring DST change (Mar 8, 2026)', '2026-03-07T12:00:00Z', '2026-03-10'],
    [
      'across the autumn DST change, just before midnight (Oct 31, 2026)',
      '2026-11-01T04:59:00Z',
      '2026-11-03',
    ],
    ['in February of a leap year', '2028-02-27T15:00:00Z', '2028-03-01'],
  ])('%s: %s → %s', (_label, orderedAt, expected) => {
    expect(centralDayPlus(new Date(orderedAt), 3)).toBe(expected);
  });
});

describe('PATCH /api/trial/parts-orders/:orderId', () => {
  it('lets an admin ship, deliver, or cancel a pending order with the stock returned; nobody else', async () => {
    const caseId = await assignedCase();
    await setStock('heating-element', 18);
    const placed = (await order(caseId, [{ partId: 'heating-element', quantity: 4 }])).json();
    expect(await stockOf('heating-element')).toBe(14);
    const move = (status: string, user: TestUser = admin, id = placed.id) =>
      app.inject({
        method: 'PATCH',
        url: `/api/trial/parts-orders/${id}`,
        headers: user.headers,
        payload: { status },
      });

    expect((await move('shipped', tech)).statusCode).toBe(403);
    expect((await move('delivered')).statusCode).toBe(409);
    const cancelled = await move('cancelled');
    expect(cancelled.json().status).toBe('cancelled');
    expect(await stockOf('heating-element')).toBe(18);
    expect((await move('cancelled')).statusCode).toBe(409);
    expect(await stockOf('heating-element')).toBe(18);

    const second = (await order(caseId, [{ partId: 'heating-element', quantity: 1 }])).json();
    expect((await move('shipped', admin, second.id)).json().status).toBe('shipped');
    expect((await move('delivered', admin, second.id)).json().status).toBe('delivered');
    expect((await move('cancelled', admin, second.id)).statusCode).toBe(409);
  });

  it('lets the technician who placed an order cancel it while it is pending, and only that', async () => {
    const caseId = await assignedCase();
    await setStock('drain-pump', 10);
    const placed = (await order(caseId, [{ partId: 'drain-pump', quantity: 2 }])).json();
    const move = (status: string, user: TestUser, id = placed.id) =>
      app.inject({
        method: 'PATCH',
        url: `/api/trial/parts-orders/${id}`,
        headers: user.headers,
        payload: { status },
      });

    // Another technician, a customer and the insurer cannot; the technician cannot ship it.
    expect((await move('cancelled', otherTech)).statusCode).toBe(403);
    expect((await move('cancelled', customer)).statusCode).toBe(403);
    expect((await move('cancelled', insurance)).statusCode).toBe(403);
    const ship = await move('shipped', tech);
    expect(ship.statusCode).toBe(403);
    expect(ship.json().error.message).toBe('Only an admin can change the status of this order.');
    expect(await stockOf('drain-pump')).toBe(8);

    const cancelled = await move('cancelled', tech);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await stockOf('drain-pump')).toBe(10);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/trial/cases/${caseId}`,
      headers: tech.headers,
    });
    // Its only order cancelled, the case is back in assessment (see below).
    expect(detail.json().history.slice(-2)).toMatchObject([
      { kind: 'parts_order', note: 'Parts order cancelled', byName: 'Tina Tech' },
      { kind: 'status', status: 'assessment' },
    ]);

    // Once shipped, only an admin can stop it.
    const second = (await order(caseId, [{ partId: 'drain-pump', quantity: 1 }])).json();
    expect((await move('shipped', admin, second.id)).statusCode).toBe(200);
    const late = await move('cancelled', tech, second.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'This order is shipped and can no longer be cancelled here. Ask an admin if it must be stopped.',
    );
    expect(await stockOf('drain-pump')).toBe(9);
  });

  it('takes a case back to assessment when the last live order that moved it to parts_ordered is cancelled', async () => {
    const caseId = await assignedCase('assessment');
    await setStock('ice-maker', 10);
    const cancel = (id: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/trial/parts-orders/${id}`,
        headers: tech.headers,
        payload: { status: 'cancelled' },
      });
    const read = async () =>
      (await app.inject({ method: 'GET', url: `/api/trial/cases/${caseId}`, headers: tech.headers })).json();
    const first = (await order(caseId, [{ partId: 'ice-maker', quantity: 1 }])).json();
    const second = (await order(caseId, [{ partId: 'ice-maker', quantity: 2 }])).json();
    expect((await read()).status).toBe('parts_ordered');

    // One order is still live: the case stays where it is.
    expect((await cancel(first.id)).statusCode).toBe(200);
    expect((await read()).status).toBe('parts_ordered');

    expect((await cancel(second.id)).statusCode).toBe(200);
    const detail = await read();
    expect(detail.status).toBe('assessment');
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'status',
      status: 'assessment',
      note: 'Back to assessment: every parts order of this case was cancelled',
      byName: 'Tina Tech',
    });
    expect(await stockOf('ice-maker')).toBe(10);
  });

  it('leaves a case that has moved on from parts_ordered where it is when its order is cancelled', async () => {
    const caseId = await assignedCase('assessment');
    await setStock('ice-maker', 10);
    const placed = (await order(caseId, [{ partId: 'ice-maker', quantity: 1 }])).json();
    const moved = await app.inject({
      method: 'POST',
      url: `/api/trial/cases/${caseId}/transitions`,
      headers: tech.headers,
      payload: { status: 'house_visit_scheduled' },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/trial/parts-orders/${placed.id}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/trial/cases/${caseId}`, headers: tech.headers })
    ).json();
    expect(detail.status).toBe('house_visit_scheduled');
  });

  it('returns the stock once when two admins cancel at the same time', async () => {
    const caseId = await assignedCase();
    await setStock('bake-element', 9);
    const placed = (await order(caseId, [{ partId: 'bake-element', quantity: 3 }])).json();
    const responses = await Promise.all(
      [1, 2].map(() =>
        app.inject({
          method: 'PATCH',
          url: `/api/trial/parts-orders/${placed.id}`,
          headers: admin.headers,
          payload: { status: 'cancelled' },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf('bake-element')).toBe(9);
  });

  it("finishes a cancelled order's stock return that a dying process cut short, giving each part back once", async () => {
    const caseId = await assignedCase();
    await setStock('door-gasket', 20);
    await setStock('water-filter', 20);
    const placed = (
      await order(caseId, [
        { partId: 'door-gasket', quantity: 2 },
        { partId: 'water-filter', quantity: 5 },
      ])
    ).json();
    const { Types } = await import('mongoose');
    const orderId = new Types.ObjectId(placed.id as string);
    // What a process killed mid-return leaves: the order cancelled, its return pending, one part given back.
    const moved = await app.dealerRepository.moveOrder(placed.id, 'pending', 'cancelled');
    expect(moved?.stockReturn).toBe('pending');
    await parts().updateOne({ _id: 'door-gasket' }, {
      $inc: { stock: 2 },
      $push: { returned: orderId.toHexString() },
    } as never);
    expect([await stockOf('door-gasket'), await stockOf('water-filter')]).toEqual([20, 15]);
    const orders = app.db.collection('parts_orders');
    // Too recent: the request may still be finishing it.
    await app.sweepStockHolds();
    expect(await stockOf('water-filter')).toBe(15);
    await orders.updateOne({ _id: orderId }, { $set: { updatedAt: new Date(Date.now() - 3 * 60_000) } });
    await app.sweepStockHolds();
    // The part already given back gets nothing more; the other gets its 5.
    expect([await stockOf('door-gasket'), await stockOf('water-filter')]).toEqual([20, 20]);
    expect((await orders.findOne({ _id: orderId }))?.stockReturn).toBe('done');
    await app.sweepStockHolds();
    expect([await stockOf('door-gasket'), await stockOf('water-filter')]).toEqual([20, 20]);
    // Once the return has been done a while, the parts forget the order.
    await orders.updateOne(
      { _id: orderId },
      { $set: { stockReturnedAt: new Date(Date.now() - 3 * 60_000) } },
    );
    await app.sweepStockHolds();
    for (const id of ['door-gasket', 'water-filter'])
      expect(((await parts().findOne({ _id: id })) as { returned?: string[] }).returned ?? []).toEqual([]);
    // A cancellation through the route finishes its return at once and records it.
    const other = (await order(caseId, [{ partId: 'water-filter', quantity: 1 }])).json();
    await app.inject({
      method: 'PATCH',
      url: `/api/trial/parts-orders/${other.id}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(await stockOf('water-filter')).toBe(20);
    expect((await orders.findOne({ _id: new Types.ObjectId(other.id as string) }))?.stockReturn).toBe('done');
  });
});
