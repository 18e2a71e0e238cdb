import { Types } from 'mongoose';
import { calendarInvitation } from '../../src/lib/booking-emails';
import type { BookingRecord } from '../../src/models/booking';
import { build, exampleVisit, testClock, type TestContext } from '../helper';

// Monday November 23, 2026, 9:00 AM in Chicago.
const clock = testClock('2026-11-23T15:00:00Z');
let first: TestContext & { close: () => Promise<void> };
let second: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  first = await build({ now: clock.now });
  // A second instance of the service on the same database.
  second = await build({ now: clock.now, shareWith: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const bookVisit = async (date: string, windowId: string) =>
  (
    await first.app.inject({
      method: 'POST',
      url: '/api/booking/technician/visits',
      payload: exampleVisit(date, windowId),
    })
  ).json() as { booking: { id: string; number: string } };

const confirmationsOf = (bookingId: string) =>
  first.app.db
    .collection('outbox_emails')
    .find({ leadRef: `bookings/${bookingId}`, subject: { $regex: '^Booking confirmed' } })
    .toArray();

const storedBooking = (bookingId: string) =>
  first.app.db.collection('bookings').findOne({ _id: new Types.ObjectId(bookingId) });

describe('confirmation emails of new bookings', () => {
  it('are written after the answer, one per booking, under the booking’s id; the booking is then no longer marked', async () => {
    const { booking } = await bookVisit('2026-11-25', '10');
    await first.app.confirmations.flush();
    const emails = await confirmationsOf(booking.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]._id.toHexString()).toBe(booking.id);
    expect(emails[0]).toMatchObject({
      subject: `Booking confirmed: AC Repair visit ${booking.number}`,
      status: 'held',
      attempts: 0,
    });
    expect(emails[0].attachments[0].filename).toBe(`${booking.number}.ics`);
    expect(await storedBooking(booking.id)).not.toHaveProperty('confirmationPending');
  });

  it('promise the reminder only when it is still ahead, and do not repeat a zip the address holds', async () => {
    // Monday 9:00 AM: a visit Monday 2:00 PM is under 24 hours away; one on Wednesday is not.
    const soon = (
      await first.app.inject({
        method: 'POST',
        url: '/api/booking/technician/visits',
        payload: {
          ...exampleVisit('2026-11-23', '14'),
          contact: { ...exampleVisit('2026-11-23', '14').contact, address: '12 Elm St, Fort Worth TX 76137' },
        },
      })
    ).json() as { booking: { id: string } };
    const later = await bookVisit('2026-11-25', '16');
    await first.app.confirmations.flush();
    const [soonEmail] = await confirmationsOf(soon.booking.id);
    const [laterEmail] = await confirmationsOf(later.booking.id);
    expect(soonEmail.text).not.toContain('reminder');
    expect(soonEmail.text).toContain('Address: 12 Elm St, Fort Worth TX 76137\n');
    expect(laterEmail.text).toContain('We will send you a reminder 24 hours before.');
  });

  it('are written by another instance when the one that answered stopped before writing them', async () => {
    const { booking } = await bookVisit('2026-11-25', '12');
    await first.app.confirmations.flush();
    // As if the instance had stopped right after answering: the booking still marked, no email in the outbox.
    await first.app.db.collection('outbox_emails').deleteOne({ _id: new Types.ObjectId(booking.id) });
    await first.app.db
      .collection('bookings')
      .updateOne({ _id: new Types.ObjectId(booking.id) }, { $set: { confirmationPending: true } });

    const restarted = await build({ now: clock.now, shareWith: first });
    try {
      // Its start-up sweep finds the booking.
      await restarted.app.confirmations.flush();
    } finally {
      await restarted.close();
    }
    expect(await confirmationsOf(booking.id)).toHaveLength(1);
    expect(await storedBooking(booking.id)).not.toHaveProperty('confirmationPending');
  });

  it('are not written twice when an instance stopped after writing the email but before clearing the mark, nor by two instances sweeping at once', async () => {
    const { booking } = await bookVisit('2026-11-25', '14');
    await first.app.confirmations.flush();
    await first.app.db
      .collection('bookings')
      .updateOne({ _id: new Types.ObjectId(booking.id) }, { $set: { confirmationPending: true } });

    const restarted = await build({ now: clock.now, shareWith: first });
    try {
      const written = await Promise.all([
        restarted.app.confirmations.flush(),
        second.app.confirmations.flush(),
      ]);
      expect(written).toEqual([0, 0]);
    } finally {
      await restarted.close();
    }
    expect(await confirmationsOf(booking.id)).toHaveLength(1);
    expect(await storedBooking(booking.id)).not.toHaveProperty('confirmationPending');
  });

  it('cover every booking of a burst exactly once', async () => {
    const results = await Promise.all(
      ['08', '10', '12', '14', '16'].flatMap((windowId) =>
        ['2026-11-27', '2026-11-28'].map((date) => bookVisit(date, windowId)),
      ),
    );
    await Promise.all([first.app.confirmations.flush(), second.app.confirmations.flush()]);
    for (const { booking } of results) expect(await confirmationsOf(booking.id)).toHaveLength(1);
  });
});

describe('the calendar invitation', () => {
  const base = {
    _id: new Types.ObjectId('6742a1b2c3d4e5f601234567'),
    status: 'scheduled',
    zip: '76114',
    contact: {
      name: 'Ana Ruiz',
      phone: '(817) 555-0134',
      email: 'ana.ruiz@example.com',
      address: '1200 W Magnolia Ave, Fort Worth, TX',
    },
    manageToken: 'x'.repeat(43),
    revision: 2,
  };
  const settings = { siteUrl: 'http://127.0.0.1:8080' };
  const withoutStamp = (ics: string) => ics.replace(/DTSTAMP:\d{8}T\d{6}Z/, 'DTSTAMP');

  it('is the same text as the library’s schema-checked output, for a visit and for a pickup', () => {
    const visit = {
      ...base,
      kind: 'technician',
      number: 'TS-123456',
      date: '2026-11-25',
      windowId: '10',
      serviceId: 'ac-repair',
    } as unknown as BookingRecord;
    const pickup = {
      ...base,
      kind: 'recycling',
      number: 'AR-654321',
      date: '2026-12-31',
    } as unknown as BookingRecord;
    for (const booking of [visit, pickup]) {
      const fast = calendarInvitation(booking, settings).content;
      expect(withoutStamp(fast)).toBe(withoutStamp(calendarInvitation(booking, settings, true).content));
    }
    const visitIcs = calendarInvitation(visit, settings).content;
    expect(visitIcs).toContain('DTSTART:20261125T160000Z');
    expect(visitIcs).toContain('DTEND:20261125T180000Z');
    expect(visitIcs).toContain('UID:6742a1b2c3d4e5f601234567@booking.claimassist');
    expect(visitIcs).toContain('SEQUENCE:2');
    expect(visitIcs).toContain('LOCATION:1200 W Magnolia Ave\\, Fort Worth\\, TX');
    expect(visitIcs).toContain('SUMMARY:Claim Assist Appliance Services: AC Repair visit (TS-123456)');
    const pickupIcs = calendarInvitation(pickup, settings).content;
    expect(pickupIcs).toContain('DTSTART;VALUE=DATE:20261231');
    expect(pickupIcs).toContain('DTEND;VALUE=DATE:20270101');
  });
});
