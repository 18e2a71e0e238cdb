import { build, examplePickup, exampleVisit, testClock, type TestContext } from '../helper';
import { TextMessageError } from '../../src/lib/text-messages';

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

describe('text reminders', () => {
  const sentTexts: { to: string; body: string }[] = [];
  let refuse = false;
  /** The provider cannot be reached: worth trying again later. */
  let unreachable = false;
  let attempts = 0;
  const textMessages = {
    configured: true,
    send: async (to: string, body: string) => {
      attempts += 1;
      if (refuse)
        throw new TextMessageError(
          'The text message provider refused the message: unreachable number',
          false,
        );
      if (unreachable)
        throw new TextMessageError('The text message provider could not be reached: ECONNRESET', true);
      sentTexts.push({ to, body });
    },
  };
  const textClock = testClock('2026-11-23T15:00:00Z');
  let withTexts: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    withTexts = await build({ now: textClock.now, textMessages });
  });
  afterAll(() => withTexts.close());

  const book = async (windowId: string) =>
    (
      await withTexts.app.inject({
        method: 'POST',
        url: '/api/booking/technician/visits',
        payload: exampleVisit('2026-11-26', windowId),
      })
    ).json();
  const stored = (number: string) => withTexts.app.db.collection('bookings').findOne({ number });

  it('go to the booking’s phone with the visit, the number and the manage link, beside the email', async () => {
    const visit = await book('10');
    textClock.set('2026-11-25T16:00:00Z');
    expect(await withTexts.app.reminders.sendDue()).toBe(1);
    expect(sentTexts).toEqual([
      {
        to: visit.booking.contact.phone,
        body: expect.stringMatching(
          new RegExp(
            `reminder, your AC Repair visit is tomorrow, .*\\(${visit.booking.number}\\)\\. To change it: http.*/bookings/${visit.manageToken}$`,
          ),
        ),
      },
    ]);
    expect(await stored(visit.booking.number)).toMatchObject({ reminderState: 'sent', reminderSms: 'sent' });
  });

  it('refused by the provider, are recorded as failed and the email still goes, once', async () => {
    textClock.set('2026-11-23T15:00:00Z');
    const visit = await book('12');
    refuse = true;
    textClock.set('2026-11-25T18:00:00Z');
    expect(await withTexts.app.reminders.sendDue()).toBe(1);
    expect(await stored(visit.booking.number)).toMatchObject({
      reminderState: 'sent',
      reminderSms: 'failed',
    });
    const emails = await withTexts.app.db
      .collection('outbox_emails')
      .countDocuments({ subject: { $regex: `^Reminder: .*${visit.booking.number}` } });
    expect(emails).toBe(1);
    expect(await withTexts.app.reminders.sendDue()).toBe(0);
  });

  const reminderEmails = (number: string) =>
    withTexts.app.db
      .collection('outbox_emails')
      .countDocuments({ subject: { $regex: `^Reminder: .*${number}` } });

  it('that could not reach the provider are tried again 2, 10 and 30 minutes later, the email sent once', async () => {
    textClock.set('2026-11-23T15:00:00Z');
    const visit = await book('14'); // 2:00 PM Chicago on the 26th: 20:00 UTC
    refuse = false;
    unreachable = true;
    attempts = 0;
    sentTexts.length = 0;
    textClock.set('2026-11-25T20:00:00Z');
    expect(await withTexts.app.reminders.sendDue()).toBe(1);
    expect(await stored(visit.booking.number)).toMatchObject({
      reminderState: 'sent',
      reminderSms: 'retrying',
      reminderSmsAttempts: 1,
      reminderSmsRetryAt: new Date('2026-11-25T20:02:00Z'),
    });
    // Not before its time.
    textClock.set('2026-11-25T20:01:59Z');
    await withTexts.app.reminders.sendDue();
    expect(attempts).toBe(1);
    textClock.set('2026-11-25T20:02:00Z');
    await withTexts.app.reminders.sendDue();
    expect(attempts).toBe(2);
    expect((await stored(visit.booking.number))!.reminderSmsRetryAt).toEqual(
      new Date('2026-11-25T20:12:00Z'),
    );
    // The provider is back for the third attempt.
    unreachable = false;
    textClock.set('2026-11-25T20:12:00Z');
    expect(await withTexts.app.reminders.sendDue()).toBe(0);
    expect(sentTexts).toHaveLength(1);
    const after = await stored(visit.booking.number);
    expect(after).toMatchObject({ reminderSms: 'sent', reminderSmsAttempts: 3 });
    expect(after!.reminderSmsRetryAt).toBeUndefined();
    expect(await reminderEmails(visit.booking.number)).toBe(1);
    textClock.set('2026-11-25T21:00:00Z');
    await withTexts.app.reminders.sendDue();
    expect(attempts).toBe(3);
  });

  it('that keep failing are given up after four attempts, or once the visit has started', async () => {
    textClock.set('2026-11-23T15:00:00Z');
    const visit = await book('16'); // 4:00 PM Chicago on the 26th: 22:00 UTC
    unreachable = true;
    attempts = 0;
    for (const at of [
      '2026-11-25T22:00:00Z',
      '2026-11-25T22:02:00Z',
      '2026-11-25T22:12:00Z',
      '2026-11-25T22:42:00Z',
    ]) {
      textClock.set(at);
      await withTexts.app.reminders.sendDue();
    }
    expect(attempts).toBe(4);
    expect(await stored(visit.booking.number)).toMatchObject({
      reminderSms: 'failed',
      reminderSmsAttempts: 4,
    });
    textClock.set('2026-11-26T10:00:00Z');
    await withTexts.app.reminders.sendDue();
    expect(attempts).toBe(4);

    // A text due again only after the start (the service was down meanwhile) is not sent.
    textClock.set('2026-11-23T15:00:00Z');
    const late = await book('08'); // 8:00 AM Chicago on the 26th: 14:00 UTC
    textClock.set('2026-11-25T14:00:00Z');
    attempts = 0;
    await withTexts.app.reminders.sendDue();
    expect(await stored(late.booking.number)).toMatchObject({ reminderSms: 'retrying' });
    unreachable = false;
    textClock.set('2026-11-26T14:30:00Z');
    await withTexts.app.reminders.sendDue();
    expect(attempts).toBe(1);
    expect(await stored(late.booking.number)).toMatchObject({ reminderSms: 'failed' });
    expect(await reminderEmails(late.booking.number)).toBe(1);
  });

  it('are promised by the technician availability only where a provider is configured, as are emails', async () => {
    const answer = async (app: TestContext['app']) => {
      const { textReminders, emailReminders } = (
        await app.inject({ method: 'GET', url: '/api/booking/technician/availability' })
      ).json();
      return { textReminders, emailReminders };
    };
    // Neither test app has a mail server (emails wait in the outbox).
    expect(await answer(withTexts.app)).toEqual({ textReminders: true, emailReminders: false });
    expect(await answer(first.app)).toEqual({ textReminders: false, emailReminders: false });
  });
});
