import type { MailTransport } from '@claims/service-kit';
import { adminHeader, build, examplePickup, newKey, testClock, type TestContext } from '../../../helper';

// Monday November 23, 2026, 9:00 AM in Chicago.
const clock = testClock('2026-11-23T15:00:00Z');
let ctx: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  ctx = await build({ now: clock.now });
});
afterAll(() => ctx.close());

const book = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/booking/recycling/pickups', payload });

describe('POST /api/booking/recycling/quote', () => {
  it('computes the spec example on the server: subtotal 202.90, tax 16.74, total 219.64', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/recycling/quote',
      payload: {
        items: ['refrigerator', 'microwave'],
        floor: 'second',
        installed: 'installed',
        access: 'difficult',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lines: [
        { label: 'Refrigerator', amountCents: 6995 },
        { label: 'Microwave', amountCents: 2995 },
        { label: 'Second Floor', amountCents: 4900 },
        { label: 'Installed removal', amountCents: 2900 },
        { label: 'Difficult access', amountCents: 2500 },
      ],
      subtotalCents: 20290,
      taxCents: 1674,
      totalCents: 21964,
    });
  });

  it('refuses no items, and a missing floor, with field messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/recycling/quote',
      payload: { items: [], installed: 'installed', access: 'easy' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      items: 'Select at least one item',
      floor: 'Choose the floor',
    });
  });
});

describe('POST /api/booking/recycling/pickups', () => {
  it('books the spec example: order number AR- plus 6 digits, the quote stored, the email with an .ics and a manage link kept in the outbox', async () => {
    const res = await book(examplePickup('2026-11-25'));
    expect(res.statusCode).toBe(201);
    const { booking, manageToken } = res.json();
    expect(booking.number).toMatch(/^AR-\d{6}$/);
    expect(booking).toMatchObject({
      kind: 'recycling',
      status: 'scheduled',
      date: '2026-11-25',
      items: ['refrigerator', 'microwave'],
      quote: { subtotalCents: 20290, taxCents: 1674, totalCents: 21964 },
    });
    expect(manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No mail server: the email is kept for the office, and the answer says none is on its way.
    expect(res.json().confirmationEmailSent).toBe(false);

    // The confirmation is written after the answer: wait for it.
    expect(await ctx.app.confirmations.flush()).toBe(1);
    const outbox = (
      await ctx.app.inject({ method: 'GET', url: '/api/booking/outbox', headers: adminHeader(ctx) })
    ).json();
    const email = outbox.items.find((e: { subject: string }) => e.subject.includes(booking.number));
    expect(email.to).toBe('ana.ruiz@example.com');
    expect(email.subject).toBe(`Booking confirmed: recycling pickup ${booking.number}`);
    expect(email.text).toContain('Wednesday, November 25, 2026');
    expect(email.text).toContain('Total: $219.64');
    // Floor, installation and access each on a line of its own, under its own name.
    expect(email.text).toMatch(/^Floor: \S.*$/m);
    expect(email.text).toMatch(/^Installation: \S.*$/m);
    expect(email.text).toMatch(/^Access: \S.*$/m);
    expect(email.text).toContain(`http://127.0.0.1:8080/bookings/${manageToken}`);
    expect(email.attachments).toEqual([
      { filename: `${booking.number}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ]);
    const stored = await ctx.app.db.collection('outbox_emails').findOne({ subject: email.subject });
    const ics = stored!.attachments[0].content as string;
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261125');
    expect(ics).toContain('DTEND;VALUE=DATE:20261126');
  });

  it('refuses a zip outside the 6 served (the service-area message) and stores nothing', async () => {
    for (const zip of ['76110', '76137', '75001']) {
      const res = await book({ ...examplePickup('2026-11-25'), zip });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.zip).toBe(
        "Sorry, we don't currently service this area. Our service covers within 15 miles of 76114.",
      );
    }
  });

  it('refuses an address that ends with another zip than the one checked, saying which, and stores nothing', async () => {
    const pickup = examplePickup('2026-11-30');
    const elsewhere = await book({
      ...pickup,
      contact: { ...pickup.contact, address: '900 Hemphill St, Fort Worth, TX 76104' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({
      'contact.address':
        'This address is in zip 76104, but the zip code checked was 76114. Correct the address, or go back to the first step and check zip 76104.',
    });
    // The same zip (ZIP+4 too), or a five-digit house number at the start, is no other zip.
    for (const address of ['900 Hemphill St, Fort Worth, TX 76114-1234', '10500 Main St, Fort Worth, TX']) {
      const res = await book({ ...examplePickup('2026-11-30'), contact: { ...pickup.contact, address } });
      expect({ address, status: res.statusCode }).toEqual({ address, status: 201 });
    }
  });

  it('accepts tomorrow and refuses today (Chicago days)', async () => {
    expect((await book(examplePickup('2026-11-23'))).json().error.fields.pickupDate).toBe(
      'Pickups must be booked at least one day ahead',
    );
    expect((await book(examplePickup('2026-11-24'))).statusCode).toBe(201);
  });

  it('refuses a booking without the terms accepted', async () => {
    const res = await book({ ...examplePickup('2026-11-26'), termsAccepted: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.termsAccepted).toBe('Please agree to the terms');
  });

  it('asks before booking the same pickup twice, and books a second one when asked to', async () => {
    const first = await book(examplePickup('2026-12-09'));
    expect(first.statusCode).toBe(201);
    const twin = await book(examplePickup('2026-12-09'));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields).toEqual({ duplicateOf: first.json().booking.number });
    expect(twin.json().error.message).toMatch(
      /^You already booked this pickup: AR-\d{6}, Wednesday, December 9, 2026, for /,
    );
    // The address written another way is the same address.
    const payload = examplePickup('2026-12-09');
    const shouted = {
      ...payload,
      contact: { ...payload.contact, address: ` ${payload.contact.address.toUpperCase()}  ` },
    };
    expect((await book(shouted)).statusCode).toBe(409);
    expect((await book({ ...examplePickup('2026-12-09'), bookAgain: true })).statusCode).toBe(201);
  });

  it('books once for a repeated idempotency key, even sent twice at once', async () => {
    const payload = examplePickup('2026-12-01');
    const [a, b] = await Promise.all([book(payload), book(payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().booking.number).toBe(b.json().booking.number);
    expect(a.json().manageToken).toBe(b.json().manageToken);
    const again = await book(payload);
    expect(again.statusCode).toBe(200);
    const stored = await ctx.app.db.collection('bookings').countDocuments({ date: '2026-12-01' });
    expect(stored).toBe(1);
    const slot = await ctx.app.db
      .collection('capacity_slots')
      .findOne({ _id: 'recycling:2026-12-01' as never });
    expect(slot!.used).toBe(1);
  });

  it('refuses a key already used for a different booking (a wizard copied into a second tab), booking nothing', async () => {
    const first = examplePickup('2026-12-03');
    expect((await book(first)).statusCode).toBe(201);
    const copy = { ...first, pickupDate: '2026-12-04', contact: { ...first.contact, name: 'Tab B Person' } };
    const [alone, together] = await Promise.all([book(copy), book({ ...copy, pickupDate: '2026-12-05' })]);
    for (const res of [alone, together]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'This booking form was already sent for another booking (open in two tabs?). Reload the page to book again.',
      );
    }
    expect(
      await ctx.app.db.collection('bookings').countDocuments({ date: { $in: ['2026-12-04', '2026-12-05'] } }),
    ).toBe(0);
    for (const date of ['2026-12-04', '2026-12-05']) {
      const slot = await ctx.app.db
        .collection('capacity_slots')
        .findOne({ _id: `recycling:${date}` as never });
      expect(slot?.used ?? 0).toBe(0);
    }
  });

  it('200 simultaneous bookings for a day with 3 places left: exactly 3 booked, 197 told the day is full', async () => {
    const payloads = Array.from({ length: 200 }, () => ({
      ...examplePickup('2026-12-02'),
      idempotencyKey: newKey(),
    }));
    const results = await Promise.all(payloads.map((payload) => book(payload)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(197);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(
      'Sorry, that day just filled up. Please choose another date.',
    );
    const numbers = results.filter((r) => r.statusCode === 201).map((r) => r.json().booking.number);
    expect(new Set(numbers).size).toBe(3);
    expect(await ctx.app.db.collection('bookings').countDocuments({ date: '2026-12-02' })).toBe(3);

    // A booked customer's retry after the day filled still gets their booking, not a refusal.
    const winner = payloads[results.findIndex((r) => r.statusCode === 201)];
    const retry = await book(winner);
    expect(retry.statusCode).toBe(200);
    expect(numbers).toContain(retry.json().booking.number);
  });

  it('the availability lists full days from tomorrow', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/booking/recycling/availability' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.first).toBe('2026-11-24');
    expect(body.capacityPerDay).toBe(3);
    expect(body.fullDays).toContain('2026-12-02');
    expect(body.fullDays).not.toContain('2026-12-01');
  });
});

describe('a booking service with a mail server', () => {
  it('answers that the confirmation email is on its way', async () => {
    const withMail = await build({
      now: clock.now,
      mailTransport: {
        sendMail: (async () => ({ messageId: 'sent' })) as unknown as MailTransport['sendMail'],
      },
    });
    try {
      const res = await withMail.app.inject({
        method: 'POST',
        url: '/api/booking/recycling/pickups',
        payload: examplePickup('2026-11-25'),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().confirmationEmailSent).toBe(true);
    } finally {
      await withMail.close();
    }
  });
});
