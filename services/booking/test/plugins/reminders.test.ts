import { build, examplePickup, exampleVisit, testClock, type TestContext } from '../helper';

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

const reminders = () =>
  first.app.db
    .collection('outbox_emails')
    .find({ subject: { $regex: '^Reminder:' } })
    .toArray();

describe('reminders 24 hours before', () => {
  it('are sent once at 24 hours before, even with two instances running at once; none for cancelled bookings', async () => {
    const visit = (
      await first.app.inject({
        method: 'POST',
        url: '/api/booking/technician/visits',
        payload: exampleVisit('2026-11-25', '10'),
      })
    ).json();
    const cancelled = (
      await first.app.inject({
        method: 'POST',
        url: '/api/booking/technician/visits',
        payload: exampleVisit('2026-11-25', '12'),
      })
    ).json();
    await first.app.inject({ method: 'POST', url: `/api/booking/manage/${cancelled.manageToken}/cancel` });

    // 10:00 AM CST on the 25th = 16:00 UTC; the reminder is due at 16:00 UTC on the 24th.
    clock.set('2026-11-24T15:59:59Z');
    expect(await first.app.reminders.sendDue()).toBe(0);
    expect(await reminders()).toHaveLength(0);

    clock.set('2026-11-24T16:00:00Z');
    const sent = await Promise.all([first.app.reminders.sendDue(), second.app.reminders.sendDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const emails = await reminders();
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toBe(`Reminder: your AC Repair visit is tomorrow (${visit.booking.number})`);
    expect(emails[0].text).toContain('Our technician will call 30 minutes before arrival');
    const stored = await first.app.db.collection('bookings').findOne({ number: visit.booking.number });
    expect(stored).toMatchObject({ reminderState: 'sent', reminderSms: 'not-configured' });

    clock.set('2026-11-24T18:00:00Z');
    expect(await second.app.reminders.sendDue()).toBe(0);
  });

  it('follow a reschedule, and survive a restart (the schedule is stored)', async () => {
    clock.set('2026-11-23T15:00:00Z');
    const pickup = (
      await first.app.inject({
        method: 'POST',
        url: '/api/booking/recycling/pickups',
        payload: examplePickup('2026-11-30'),
      })
    ).json();
    await first.app.inject({
      method: 'POST',
      url: `/api/booking/manage/${pickup.manageToken}/reschedule`,
      payload: { date: '2026-12-01' },
    });
    // A new instance (a restart) finds the stored schedule.
    const restarted = await build({ now: clock.now, shareWith: first });
    try {
      // Pickups start at 8:00 AM: due 8:00 AM CST on November 30 = 14:00 UTC (the old date's reminder would be the 29th).
      clock.set('2026-11-29T14:00:00Z');
      expect(await restarted.app.reminders.sendDue()).toBe(0);
      clock.set('2026-11-30T14:00:00Z');
      expect(await restarted.app.reminders.sendDue()).toBe(1);
      const emails = await reminders();
      expect(emails.map((e) => e.subject)).toContain(
        `Reminder: your recycling pickup is tomorrow (${pickup.booking.number})`,
      );
    } finally {
      await restarted.close();
    }
  });

  it('are not scheduled for a booking made less than 24 hours ahead', async () => {
    clock.set('2026-11-23T15:00:00Z');
    const soon = (
      await first.app.inject({
        method: 'POST',
        url: '/api/booking/technician/visits',
        payload: exampleVisit('2026-11-23', '16'),
      })
    ).json();
    const stored = await first.app.db.collection('bookings').findOne({ number: soon.booking.number });
    expect(stored!.reminderState).toBe('skipped');
  });
});
