import {
  adminHeader,
  build,
  contact,
  examplePickup,
  exampleVisit,
  testClock,
  type TestContext,
} from '../../../helper';

const clock = testClock('2026-11-23T15:00:00Z');
let ctx: TestContext & { close: () => Promise<void> };
const numbers: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await build({ now: clock.now });
  const seed: Array<[string, string, Record<string, unknown>]> = [
    ['late', '/api/booking/recycling/pickups', examplePickup('2026-11-26')],
    ['early', '/api/booking/technician/visits', exampleVisit('2026-11-24', '08')],
    [
      'other',
      '/api/booking/technician/visits',
      {
        ...exampleVisit('2026-11-25', '12'),
        contact: { ...contact, name: 'Bo Nguyễn Ñandú', email: 'bo@example.com', phone: '817.555.0199' },
      },
    ],
  ];
  for (const [name, url, payload] of seed) {
    const res = await ctx.app.inject({ method: 'POST', url, payload });
    numbers[name] = res.json().booking.number;
    ids[name] = res.json().booking.id;
  }
});
afterAll(() => ctx.close());

const get = (url: string, roles: Array<'admin' | 'customer' | 'tech'> = ['admin']) =>
  ctx.app.inject({ method: 'GET', url, headers: ctx.tokens.authHeader({ roles }) });

describe('/api/booking/admin', () => {
  it('is for admins only: 401 signed out, 403 for a customer or a technician', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/booking/admin/bookings' })).statusCode).toBe(
      401,
    );
    expect((await get('/api/booking/admin/bookings', ['customer'])).statusCode).toBe(403);
    expect((await get('/api/booking/admin/bookings', ['tech'])).statusCode).toBe(403);
    expect((await get('/api/booking/admin/bookings/export.csv', ['customer'])).statusCode).toBe(403);
  });

  it('lists bookings by day, filters by a day range and finds by name, email or number', async () => {
    const all = (await get('/api/booking/admin/bookings')).json();
    expect(all.items.map((b: { number: string }) => b.number)).toEqual([
      numbers.early,
      numbers.other,
      numbers.late,
    ]);
    const day = (await get('/api/booking/admin/bookings?from=2026-11-25&to=2026-11-25')).json();
    expect(day.items.map((b: { number: string }) => b.number)).toEqual([numbers.other]);
    expect((await get('/api/booking/admin/bookings?q=nguyen')).json().total).toBe(1);
    expect((await get('/api/booking/admin/bookings?q=bo@example')).json().total).toBe(1);
    expect((await get(`/api/booking/admin/bookings?q=${numbers.late}`)).json().items[0].number).toBe(
      numbers.late,
    );
    expect((await get('/api/booking/admin/bookings?q=(.*')).json().total).toBe(0);
    // Typed without the accents, or with them; a phone number however it is written.
    for (const q of ['nandu', 'NGUYEN NANDU', 'Ñandú', 'nguyễn'])
      expect((await get(`/api/booking/admin/bookings?q=${encodeURIComponent(q)}`)).json().total).toBe(1);
    for (const q of ['817-555-0199', '(817) 555 0199', '8175550199', '555.0199'])
      expect((await get(`/api/booking/admin/bookings?q=${encodeURIComponent(q)}`)).json().items).toEqual([
        expect.objectContaining({ number: numbers.other }),
      ]);
  });

  it('counts the bookings a search matches on days outside the ones chosen, so a later one is not "no match"', async () => {
    const late = (
      await get(`/api/booking/admin/bookings?q=${numbers.late}&from=2026-11-25&to=2026-11-25`)
    ).json();
    expect(late).toEqual({ items: [], total: 0, elsewhere: 1 });
    const inside = (await get('/api/booking/admin/bookings?q=nguyen&from=2026-11-25&to=2026-11-25')).json();
    expect(inside).toMatchObject({ total: 1, elsewhere: 0 });
    // Without a search, or without days, there is nothing elsewhere to count.
    expect(
      (await get('/api/booking/admin/bookings?from=2026-11-25&to=2026-11-25')).json(),
    ).not.toHaveProperty('elsewhere');
    expect((await get(`/api/booking/admin/bookings?q=${numbers.late}`)).json()).not.toHaveProperty(
      'elsewhere',
    );
  });

  it('shows the capacity used per pickup day and per window', async () => {
    const report = (await get('/api/booking/admin/capacity?from=2026-11-24&days=3')).json();
    expect(report.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(report.days[0].windows[0]).toEqual({ id: '08', used: 1, capacity: 2 });
    expect(report.days[1].windows[2]).toEqual({ id: '12', used: 1, capacity: 2 });
    expect(report.days[2].pickups).toEqual({ used: 1, capacity: 3 });
  });

  it('shows every technician window of a Sunday closed (capacity 0), and the days around it open', async () => {
    // Saturday November 28, Sunday November 29 and Monday November 30, 2026.
    const report = (await get('/api/booking/admin/capacity?from=2026-11-28&days=3')).json();
    const windowCapacities = (day: { windows: Array<{ capacity: number }> }) =>
      day.windows.map((w) => w.capacity);
    expect(windowCapacities(report.days[0])).toEqual([2, 2, 2, 2, 2]);
    expect(windowCapacities(report.days[1])).toEqual([0, 0, 0, 0, 0]);
    expect(windowCapacities(report.days[2])).toEqual([2, 2, 2, 2, 2]);
    // Pickups are not closed on Sundays.
    expect(report.days[1].pickups).toEqual({ used: 0, capacity: 3 });
  });

  it('sets a status; cancelling releases the place; a cancelled booking stays cancelled', async () => {
    const patch = (id: string, status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/booking/admin/bookings/${id}`,
        headers: adminHeader(ctx),
        payload: { status },
      });
    // Before the visit (Tuesday 8:00 AM Chicago) nothing can have happened at it yet.
    for (const status of ['completed', 'no-show']) {
      const early = await patch(ids.early, status);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.message).toBe(
        `${numbers.early} is on Tuesday, November 24, 2026: mark it ${status === 'completed' ? 'Completed' : 'No-show'} once the appointment has started.`,
      );
    }
    clock.set('2026-11-24T14:00:00Z');
    expect((await patch(ids.early, 'completed')).json().status).toBe('completed');
    expect((await patch(ids.early, 'no-show')).json().status).toBe('no-show');
    clock.set('2026-11-23T15:00:00Z');
    expect((await patch(ids.other, 'cancelled')).json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'office',
    });
    // The customer did not ask for it: they are told, with no fee and the number to call.
    const notice = await ctx.app.db
      .collection('outbox_emails')
      .findOne({ subject: `Booking cancelled: AC Repair visit ${numbers.other}` });
    expect(notice?.to).toBe('bo@example.com');
    expect(notice?.text).toContain('We have cancelled your AC Repair visit');
    expect(notice?.text).toContain('No fee applies');
    // Its calendar event is cancelled too: same UID as the invitation, a later sequence.
    const invitation = await ctx.app.db
      .collection('outbox_emails')
      .findOne({ subject: `Booking confirmed: AC Repair visit ${numbers.other}` });
    const uidOf = (ics: string) => /UID:(.+)/.exec(ics)?.[1];
    const cancelIcs: string = notice?.attachments[0].content;
    expect(notice?.attachments[0].contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('STATUS:CANCELLED');
    expect(uidOf(cancelIcs)).toBe(uidOf(invitation?.attachments[0].content));
    expect(Number(/SEQUENCE:(\d+)/.exec(cancelIcs)?.[1])).toBeGreaterThan(
      Number(/SEQUENCE:(\d+)/.exec(invitation?.attachments[0].content)?.[1]),
    );
    const report = (await get('/api/booking/admin/capacity?from=2026-11-25&days=1')).json();
    expect(report.days[0].windows[2]).toEqual({ id: '12', used: 0, capacity: 2 });
    expect((await patch(ids.other, 'scheduled')).statusCode).toBe(409);
    expect((await get('/api/booking/admin/bookings?status=cancelled')).json().items[0].number).toBe(
      numbers.other,
    );
  });

  it('exports CSV with a header row and one row per booking', async () => {
    const res = await get('/api/booking/admin/bookings/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-2026-11-23.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Number","Type","Status","Date","Window","Service or items","Floor","Installed","Access","Issue description","Name","Phone","Email","Address","Zip","Total","Cancellation fee","Booked at (Central Time)"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain(
      `"${numbers.late}","Recycling pickup","Scheduled","2026-11-26","","Refrigerator; Microwave","Second Floor","Installed","Difficult","",`,
    );
    expect(lines[1]).toContain(`"AC Repair","","","","Blows warm air",`);
    expect(lines[3]).toContain('"219.64"');
    // When it was booked, in Central Time like the leads export.
    for (const line of lines.slice(1)) expect(line).toMatch(/,"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"$/);
    const first = await ctx.app.db.collection('bookings').findOne({ number: lines[1].slice(1, 10) });
    const central = new Date(first!.createdAt).toLocaleString('sv-SE', { timeZone: 'America/Chicago' });
    expect(lines[1]).toContain(`"${central.slice(0, 16)}"`);
  });
});
