import { adminHeader, build, exampleVisit, newKey, testClock, type TestContext } from '../../../helper';

// Monday November 23, 2026, 10:30 AM in Chicago (16:30 UTC): the 8:00 and 10:00 windows have started.
const clock = testClock('2026-11-23T16:30:00Z');
let ctx: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  ctx = await build({ now: clock.now });
});
afterAll(() => ctx.close());

const book = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/booking/technician/visits', payload });

describe('GET /api/booking/technician/availability', () => {
  it('covers today through 30 days ahead, no windows on Sundays, no window already started', async () => {
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/booking/technician/availability' })
    ).json();
    expect(body.first).toBe('2026-11-23');
    expect(body.last).toBe('2026-12-23');
    expect(body.days).toHaveLength(31);
    expect(body.capacityPerWindow).toBe(2);
    const day = (date: string) => body.days.find((d: { date: string }) => d.date === date);
    expect(day('2026-11-23').windows.map((w: { id: string }) => w.id)).toEqual(['12', '14', '16']);
    expect(day('2026-11-24').windows.map((w: { id: string }) => w.id)).toEqual([
      '08',
      '10',
      '12',
      '14',
      '16',
    ]);
    expect(day('2026-11-29').windows).toEqual([]); // Sunday
    expect(day('2026-12-20').windows).toEqual([]); // Sunday
  });
});

describe('POST /api/booking/technician/visits', () => {
  it('books a visit: confirmation number TS- plus 6 digits, the $99 fee, a 2-hour calendar event in UTC', async () => {
    const res = await book(exampleVisit('2026-11-25', '10'));
    expect(res.statusCode).toBe(201);
    const { booking, confirmationEmailSent } = res.json();
    expect(booking.number).toMatch(/^TS-\d{6}$/);
    expect(confirmationEmailSent).toBe(false);
    expect(booking).toMatchObject({
      kind: 'technician',
      serviceId: 'ac-repair',
      date: '2026-11-25',
      windowId: '10',
      serviceCallFeeCents: 9900,
      contact: { issueDescription: 'Blows warm air' },
    });
    await ctx.app.confirmations.flush();
    const stored = await ctx.app.db
      .collection('outbox_emails')
      .findOne({ subject: { $regex: booking.number } });
    expect(stored!.subject).toBe(`Booking confirmed: AC Repair visit ${booking.number}`);
    expect(stored!.text).toContain('Wednesday, November 25, 2026, 10:00 AM - 12:00 PM');
    // 10:00 AM CST = 16:00 UTC; 12:00 PM CST = 18:00 UTC.
    expect(stored!.attachments[0].content).toContain('DTSTART:20261125T160000Z');
    expect(stored!.attachments[0].content).toContain('DTEND:20261125T180000Z');
  });

  it('refuses an unserved zip, and accepts the 24th served zip (76137) but not 76138', async () => {
    expect((await book({ ...exampleVisit('2026-11-26'), zip: '76138' })).statusCode).toBe(400);
    expect((await book({ ...exampleVisit('2026-11-26'), zip: '76137' })).statusCode).toBe(201);
  });

  it('refuses a started window, a Sunday, day 31 and a past day', async () => {
    const problem = async (date: string, windowId: string) =>
      (await book(exampleVisit(date, windowId))).json().error.fields;
    expect(await problem('2026-11-23', '10')).toEqual({ windowId: 'That time window has already started' });
    expect(await problem('2026-11-29', '10')).toEqual({ date: 'We are closed on Sundays' });
    expect(await problem('2026-12-24', '10')).toEqual({ date: 'Visits can be booked up to 30 days ahead' });
    expect(await problem('2026-11-22', '10')).toEqual({ date: 'That date has passed' });
    expect((await book(exampleVisit('2026-11-23', '12'))).statusCode).toBe(201);
    expect((await book(exampleVisit('2026-12-23', '16'))).statusCode).toBe(201);
  });

  it('takes at most 2 visits per window, then refuses and marks the window unavailable', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        book({ ...exampleVisit('2026-11-27', '14'), idempotencyKey: newKey() }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)[0].json().error.message).toBe(
      'Sorry, that time window just filled up. Please choose another time.',
    );
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/booking/technician/availability' })
    ).json();
    const day = body.days.find((d: { date: string }) => d.date === '2026-11-27');
    expect(day.windows.map((w: { id: string }) => w.id)).toEqual(['08', '10', '12', '16']);
  });

  it('asks before booking the same visit twice (another tab of the wizard), and books it again when asked to', async () => {
    const firstRequest = exampleVisit('2026-11-30', '08');
    const first = await book(firstRequest);
    expect(first.statusCode).toBe(201);
    const { number } = first.json().booking;

    // The same wizard in a second tab: the same visit under another key.
    const twin = await book(exampleVisit('2026-11-30', '08'));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields).toEqual({ duplicateOf: number });
    expect(twin.json().error.message).toBe(
      `You already booked this visit: ${number}, Monday, November 30, 2026, 8:00 AM - 10:00 AM, for ${exampleVisit('2026-11-30').contact.email}. Book it again only if you need a second one.`,
    );
    // The first request sent again is still answered with its booking.
    const repeat = await book(firstRequest);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().booking.number).toBe(number);

    const again = await book({ ...exampleVisit('2026-11-30', '08'), bookAgain: true });
    expect(again.statusCode).toBe(201);
    expect(again.json().booking.number).not.toBe(number);
    // Another window, or another address in the same window, is another visit.
    expect((await book(exampleVisit('2026-11-30', '10'))).statusCode).toBe(201);
    const elsewhere = exampleVisit('2026-11-30', '10');
    expect(
      (
        await book({
          ...elsewhere,
          contact: { ...elsewhere.contact, address: '500 Main St, Fort Worth, TX' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('without consent nothing is booked', async () => {
    const res = await book({ ...exampleVisit('2026-11-28'), consent: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.consent).toBe('Please agree to the service terms');
  });

  it('a window capacity set by TECHNICIAN_CAPACITY_PER_WINDOW is used', async () => {
    const other = await build({
      now: clock.now,
      env: { TECHNICIAN_CAPACITY_PER_WINDOW: '1' },
      shareWith: ctx,
    });
    try {
      const first = await other.app.inject({
        method: 'POST',
        url: '/api/booking/technician/visits',
        payload: exampleVisit('2026-12-01', '08'),
      });
      const second = await other.app.inject({
        method: 'POST',
        url: '/api/booking/technician/visits',
        payload: exampleVisit('2026-12-01', '08'),
      });
      expect([first.statusCode, second.statusCode]).toEqual([201, 409]);
    } finally {
      await other.close();
    }
    // The admin capacity report shows the window at 1 used.
    const report = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/booking/admin/capacity?from=2026-12-01&days=1',
        headers: adminHeader(ctx),
      })
    ).json();
    expect(report.days[0].windows[0]).toEqual({ id: '08', used: 1, capacity: 2 });
  });
});
