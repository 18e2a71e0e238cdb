import { build, examplePickup, exampleVisit, testClock, type TestContext } from '../../../helper';

// Monday November 23, 2026, 9:00 AM in Chicago.
const clock = testClock('2026-11-23T15:00:00Z');
let ctx: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  ctx = await build({ now: clock.now });
});
afterEach(() => clock.set('2026-11-23T15:00:00Z'));
afterAll(() => ctx.close());

const create = async (url: string, payload: Record<string, unknown>) => {
  const res = await ctx.app.inject({ method: 'POST', url, payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { booking: { number: string; id: string }; manageToken: string };
};
const pickup = (date: string) => create('/api/booking/recycling/pickups', examplePickup(date));
const visit = (date: string, windowId: string) =>
  create('/api/booking/technician/visits', exampleVisit(date, windowId));
const manage = (token: string, action = '', payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/booking/manage/${token}${action ? `/${action}` : ''}`,
    ...(payload ? { payload } : {}),
  });
const used = async (id: string) =>
  ((await ctx.app.db.collection('capacity_slots').findOne({ _id: id as never })) as { used: number } | null)
    ?.used ?? 0;

describe('the manage link', () => {
  it('shows the booking; an unknown token is not found', async () => {
    const { booking, manageToken } = await pickup('2026-11-30');
    const res = await manage(manageToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      booking: { number: booking.number, date: '2026-11-30' },
      canReschedule: true,
      canCancel: true,
      cancellationFeeCents: 0,
    });
    expect((await manage('x'.repeat(43))).statusCode).toBe(404);
    // A token of another shape (mistyped, cut short, too long) is not found either, not a field to correct.
    for (const malformed of ['bogus-token-123', manageToken.slice(0, 20), 'x'.repeat(90), 'a%20b']) {
      const res = await manage(malformed);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found', message: 'Booking not found' } });
    }
  });

  it('reschedules a pickup: the new day is taken, the old one released, a new confirmation sent', async () => {
    const { booking, manageToken } = await pickup('2026-12-03');
    const res = await manage(manageToken, 'reschedule', { date: '2026-12-04' });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.date).toBe('2026-12-04');
    expect(await used('recycling:2026-12-03')).toBe(0);
    expect(await used('recycling:2026-12-04')).toBe(1);
    const moved = await ctx.app.db
      .collection('outbox_emails')
      .findOne({ subject: `Your booking was moved: recycling pickup ${booking.number}` });
    expect(moved!.attachments[0].content).toContain('SEQUENCE:1');
  });

  it('refuses a reschedule to a full day and keeps the booking where it was', async () => {
    // Three pickups fill the day (the same customer's, each asked for again).
    for (let i = 0; i < 3; i += 1)
      await create('/api/booking/recycling/pickups', { ...examplePickup('2026-12-08'), bookAgain: true });
    const { manageToken } = await pickup('2026-12-07');
    const res = await manage(manageToken, 'reschedule', { date: '2026-12-08' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Sorry, that day just filled up. Please choose another date.');
    expect((await manage(manageToken)).json().booking.date).toBe('2026-12-07');
    expect(await used('recycling:2026-12-08')).toBe(3);
    expect(await used('recycling:2026-12-07')).toBe(1);
  });

  it('reschedules a visit to another window with 24-hour notice; within 24 hours it is refused with the phone number', async () => {
    const { manageToken } = await visit('2026-11-25', '12');
    expect((await manage(manageToken, 'reschedule', { date: '2026-11-25', windowId: '16' })).statusCode).toBe(
      200,
    );
    expect(await used('technician:2026-11-25:12')).toBe(0);
    expect(await used('technician:2026-11-25:16')).toBe(1);
    // 4:00 PM on the 25th starts at 22:00 UTC; one minute inside 24 hours before it:
    clock.set('2026-11-24T22:01:00Z');
    const view = (await manage(manageToken)).json();
    expect(view.canReschedule).toBe(false);
    expect(view.rescheduleNote).toBe(
      'Rescheduling within 24 hours of the appointment cannot be done online: please call us at (817) 555-0142.',
    );
    const late = await manage(manageToken, 'reschedule', { date: '2026-11-26', windowId: '10' });
    expect(late.statusCode).toBe(409);
  });

  it('refuses a move asked from a page that showed an older date (another tab moved it), saying where it is now', async () => {
    const { manageToken } = await visit('2026-11-30', '10');
    // The first tab moves it to the 1st at 12.
    const first = await manage(manageToken, 'reschedule', {
      date: '2026-12-01',
      windowId: '12',
      from: { date: '2026-11-30', windowId: '10' },
    });
    expect(first.statusCode).toBe(200);
    // The second tab still shows the 30th at 10.
    const stale = await manage(manageToken, 'reschedule', {
      date: '2026-12-02',
      windowId: '14',
      from: { date: '2026-11-30', windowId: '10' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'This booking was changed in another window: it is now on Tuesday, December 1, 2026, 12:00 PM - 2:00 PM. Reload the page to see it.',
    );
    expect((await manage(manageToken)).json().booking).toMatchObject({ date: '2026-12-01', windowId: '12' });
    expect(await used('technician:2026-12-02:14')).toBe(0);
  });

  it('cancels: the place is released and the booking cannot be cancelled twice', async () => {
    const { manageToken } = await visit('2026-12-02', '08');
    expect(await used('technician:2026-12-02:08')).toBe(1);
    const res = await manage(manageToken, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      booking: { status: 'cancelled', cancelledBy: 'customer' },
      canCancel: false,
      canReschedule: false,
    });
    expect(await used('technician:2026-12-02:08')).toBe(0);
    expect((await manage(manageToken, 'cancel')).statusCode).toBe(409);
    expect(await used('technician:2026-12-02:08')).toBe(0);
  });

  it('shows and records the $50 same-day fee when a pickup is cancelled on its own day, not the day before', async () => {
    const { manageToken } = await pickup('2026-11-26');
    clock.set('2026-11-26T05:59:00Z'); // 11:59 PM on the 25th in Chicago
    expect((await manage(manageToken)).json().cancellationFeeCents).toBe(0);
    clock.set('2026-11-26T06:00:00Z'); // midnight: the pickup day
    expect((await manage(manageToken)).json().cancellationFeeCents).toBe(5000);
    const res = await manage(manageToken, 'cancel');
    expect(res.json().booking).toMatchObject({ status: 'cancelled', cancellationFeeCents: 5000 });
  });
});
