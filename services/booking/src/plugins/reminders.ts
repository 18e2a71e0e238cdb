import fp from 'fastify-plugin';
import { bookingStart } from '@claims/contracts';
import { reminderEmail, reminderTextMessage, type EmailSettings } from '../lib/booking-emails';
import { TextMessageError } from '../lib/text-messages';
import type { BookingRecord, ReminderTextState } from '../models/booking';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: {
      /**
       * Sends every reminder that is due now, then tries again the text reminders that are due; resolves with how many
       * reminders this instance sent.
       */
      sendDue: () => Promise<number>;
    };
  }
}

export type RemindersOptions = { pollIntervalMs: number; email: EmailSettings; now: () => Date };

const claimLeaseMs = 60_000;

/**
 * When a text reminder the provider could not take (unreachable, busy, failing) is tried again, after the first
 * attempt: 2, 10 and 30 minutes later, four attempts in all, and never once the appointment has started.
 */
export const textRetryDelaysMs = [2 * 60_000, 10 * 60_000, 30 * 60_000];

/**
 * The 24-hour reminders. The schedule is the bookings themselves (`reminderAt`, `reminderState`), so it survives
 * restarts and follows reschedules and cancellations without a separate job to keep in step. Each instance polls;
 * a reminder is taken with one atomic find-and-modify holding a lease, so with any number of instances each
 * reminder is sent once; one whose sender died is taken again after the lease.
 */
export default fp<RemindersOptions>(
  async (app, options) => {
    let running: Promise<number> | undefined;
    let closed = false;

    /**
     * One attempt at the text reminder, made after its email is queued: the email is never sent again for it. A text
     * the provider could not take is tried again later (`textRetryDelaysMs`); one it refused is recorded and logged.
     */
    const attemptTextReminder = async (
      booking: BookingRecord,
      attempt: number,
    ): Promise<{ text: ReminderTextState; retryAt?: Date }> => {
      if (!app.textMessages.configured) return { text: 'not-configured' };
      const bookingId = booking._id.toHexString();
      try {
        await app.textMessages.send(booking.contact.phone, reminderTextMessage(booking, options.email));
        return { text: 'sent' };
      } catch (error) {
        const delay = textRetryDelaysMs[attempt - 1];
        const retryAt = delay === undefined ? undefined : new Date(options.now().getTime() + delay);
        const retryable = error instanceof TextMessageError && error.retryable;
        if (retryable && retryAt && retryAt < bookingStart(booking)) {
          app.log.warn({ err: error, bookingId, attempt, retryAt }, 'text reminder not sent; will try again');
          return { text: 'retrying', retryAt };
        }
        app.log.warn({ err: error, bookingId, attempt }, 'text reminder not sent');
        return { text: 'failed' };
      }
    };

    const retryDueTexts = async (): Promise<void> => {
      while (!closed) {
        const booking = await app.bookingsRepository.claimDueTextRetry(options.now(), claimLeaseMs);
        if (!booking) return;
        if (options.now() >= bookingStart(booking)) {
          // Tried again too late (the service was down meanwhile): a reminder after the start would only confuse.
          app.log.warn(
            { bookingId: booking._id.toHexString() },
            'text reminder given up: the visit has started',
          );
          await app.bookingsRepository.markTextRetried(booking._id, 'failed');
          continue;
        }
        const { text, retryAt } = await attemptTextReminder(booking, booking.reminderSmsAttempts ?? 2);
        await app.bookingsRepository.markTextRetried(booking._id, text, retryAt);
      }
    };

    const sendDueOnce = async (): Promise<number> => {
      let sent = 0;
      while (!closed) {
        const booking = await app.bookingsRepository.claimDueReminder(options.now(), claimLeaseMs);
        if (!booking) break;
        try {
          await app.outbox.send([reminderEmail(booking, options.email)]);
          const { text, retryAt } = await attemptTextReminder(booking, 1);
          await app.bookingsRepository.markReminderSent(booking._id, options.now(), text, retryAt);
          sent += 1;
        } catch (error) {
          app.log.warn({ err: error, bookingId: booking._id.toHexString() }, 'reminder not sent; will retry');
          await app.bookingsRepository.releaseReminder(booking._id);
          break;
        }
      }
      await retryDueTexts();
      return sent;
    };

    const sendDue = () => {
      running ??= sendDueOnce().finally(() => {
        running = undefined;
      });
      return running;
    };
    app.decorate('reminders', { sendDue });

    const timer = setInterval(() => {
      if (!closed) sendDue().catch((error: unknown) => app.log.error({ err: error }, 'reminder run failed'));
    }, options.pollIntervalMs);
    timer.unref();
    app.addHook('preClose', async () => {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'booking-reminders', dependencies: ['booking-repositories', 'service-kit-outbox'] },
);
