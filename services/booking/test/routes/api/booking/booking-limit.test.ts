import {
  adminHeader,
  build,
  examplePickup,
  exampleVisit,
  testClock,
  type TestContext,
} from '../../../helper';

// Monday November 23, 2026, 9:00 AM in Chicago.
const clock = testClock('2026-11-23T15:00:00Z');
let ctx: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  ctx = await build({
    now: clock.now,
    env: { SUBMISSION_RATE_LIMIT_MAX: '2', SUBMISSION_RATE_LIMIT_WINDOW_MS: String(60 * 60_000) },
  });
});
afterAll(() => ctx.close());

const fromVisitor = (address: string) => ({ remoteAddress: address });

async function bookingCount(): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/booking/admin/bookings',
    headers: adminHeader(ctx),
  });
  return (res.json() as { total: number }).total;
}

describe('bookings one visitor may make', () => {
  it('counts pickups and visits together and refuses the next with the wait and the phone number, storing nothing', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/recycling/pickups',
      payload: examplePickup('2026-11-25'),
      ...fromVisitor('203.0.113.7'),
    });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/technician/visits',
      payload: exampleVisit('2026-11-24'),
      ...fromVisitor('203.0.113.7'),
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const before = await bookingCount();

    const third = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/recycling/pickups',
      payload: examplePickup('2026-11-26'),
      ...fromVisitor('203.0.113.7'),
    });

    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json().error).toEqual({
      code: 'rate_limited',
      message:
        'You have made several bookings in a short time. Please try again in 60 minutes, or call us at (817) 555-0142.',
    });
    expect(await bookingCount()).toBe(before);
  });

  it('counts only bookings made: an invalid form, a refusal and a confirmation sent again cost nothing', async () => {
    const visitor = fromVisitor('192.0.2.44');
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, ...visitor });
    const pickup = examplePickup('2026-11-27');

    const invalid = await post('/api/booking/recycling/pickups', { ...pickup, zip: '1' });
    const made = await post('/api/booking/recycling/pickups', pickup);
    const sentAgain = await post('/api/booking/recycling/pickups', pickup);
    const sameAgain = await post('/api/booking/recycling/pickups', examplePickup('2026-11-27'));
    const outsideArea = await post('/api/booking/technician/visits', {
      ...exampleVisit('2026-11-24'),
      zip: '10001',
    });
    const second = await post('/api/booking/technician/visits', exampleVisit('2026-11-24', '14'));
    const third = await post('/api/booking/recycling/pickups', examplePickup('2026-11-28'));

    expect(
      [invalid, made, sentAgain, sameAgain, outsideArea, second, third].map((res) => res.statusCode),
    ).toEqual([400, 201, 200, 409, 400, 201, 429]);
    expect(sentAgain.json().booking.number).toBe(made.json().booking.number);
  });

  it('lets only one of two bookings sent at once take the last place', async () => {
    const visitor = fromVisitor('192.0.2.45');
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/technician/visits',
      payload: exampleVisit('2026-11-25', '10'),
      ...visitor,
    });
    expect(first.statusCode).toBe(201);

    const together = await Promise.all(
      ['12', '14'].map((windowId) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/booking/technician/visits',
          payload: exampleVisit('2026-11-25', windowId),
          ...visitor,
        }),
      ),
    );

    expect(together.map((res) => res.statusCode).sort()).toEqual([201, 429]);
  });

  it('at the limit, still answers a booking sent again with the booking it made, and an invalid form with what to fix', async () => {
    const visitor = fromVisitor('192.0.2.46');
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, ...visitor });
    const visit = exampleVisit('2026-11-26', '10');
    const made = await post('/api/booking/technician/visits', visit);
    const second = await post('/api/booking/technician/visits', exampleVisit('2026-11-26', '12'));
    expect([made.statusCode, second.statusCode]).toEqual([201, 201]);

    // Its answer lost, the first is sent again with the same key: the same booking, not the wait.
    const again = await post('/api/booking/technician/visits', visit);
    expect(again.statusCode).toBe(200);
    expect(again.json().booking.number).toBe(made.json().booking.number);
    const invalid = await post('/api/booking/technician/visits', {
      ...visit,
      contact: { ...visit.contact, name: 'x'.repeat(3000) },
    });
    expect(invalid.statusCode).toBe(400);
    // The same details in a new form (another tab, the wizard filled in again): Already Booked names the booking.
    const sameDetails = await post('/api/booking/technician/visits', exampleVisit('2026-11-26', '10'));
    expect(sameDetails.statusCode).toBe(409);
    expect(sameDetails.json().error.fields.duplicateOf).toBe(made.json().booking.number);
    // Asked to book it again all the same, it is a new booking: the limit applies.
    const bookAgain = await post('/api/booking/technician/visits', {
      ...exampleVisit('2026-11-26', '10'),
      bookAgain: true,
    });
    expect(bookAgain.statusCode).toBe(429);
    expect((await post('/api/booking/technician/visits', exampleVisit('2026-11-26', '14'))).statusCode).toBe(
      429,
    );
  });

  it('at the limit, answers a pickup form with the same details as one booked with Already Booked', async () => {
    const visitor = fromVisitor('192.0.2.47');
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, ...visitor });
    const made = await post('/api/booking/recycling/pickups', examplePickup('2026-12-01'));
    const second = await post('/api/booking/technician/visits', exampleVisit('2026-11-27', '10'));
    expect([made.statusCode, second.statusCode]).toEqual([201, 201]);

    const sameDetails = await post('/api/booking/recycling/pickups', examplePickup('2026-12-01'));
    expect(sameDetails.statusCode).toBe(409);
    expect(sameDetails.json().error.fields.duplicateOf).toBe(made.json().booking.number);
    expect((await post('/api/booking/recycling/pickups', examplePickup('2026-12-02'))).statusCode).toBe(429);
  });

  it('counts each visitor on their own', async () => {
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/technician/visits',
      payload: exampleVisit('2026-11-24', '12'),
      ...fromVisitor('198.51.100.20'),
    });
    expect(other.statusCode).toBe(201);
  });
});
