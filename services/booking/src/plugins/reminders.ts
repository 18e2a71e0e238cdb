import fp from 'fastify-plugin';
import { reminderEmail, reminderTextMessage, type EmailSettings } from '../lib/booking-emails';
import type { ReminderTextState } from '../models/booking';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: {
      /** Sends every reminder that is due now; resolves with how many this instance sent. */
      sendDue: () => Promise<number>;
    };
  }
}

export type RemindersOptions = { pollIntervalMs: number; email: EmailSettings; now: () => Date };

const claimLeaseMs = 60_000;

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
     * The text reminder, once the email is queued. A refused or failed text is recorded and logged, not retried: the
     * email is on its way, and sending the reminder again would send the email twice.
     */
    const sendTextReminder = async (
      booking: Parameters<typeof reminderTextMessage>[0],
    ): Promise<ReminderTextState> => {
      if (!app.textMessages.configured) return 'not-configured';
      try {
        await app.textMessages.send(booking.contact.phone, reminderTextMessage(booking, options.email));
        return 'sent';
      } catch (error) {
        app.log.warn({ err: error, bookingId: booking._id.toHexString() }, 'text reminder not sent');
        return 'failed';
      }
    };

    const sendDueOnce = async (): Promise<number> => {
      let sent = 0;
      while (!closed) {
        const booking = await app.bookingsRepository.claimDueReminder(options.now(), claimLeaseMs);
        if (!booking) break;
        try {
          await app.outbox.send([reminderEmail(booking, options.email)]);
          const text = await sendTextReminder(booking);
          await app.bookingsRepository.markReminderSent(booking._id, options.now(), text);
          sent += 1;
        } catch (error) {
          app.log.warn({ err: error, bookingId: booking._id.toHexString() }, 'reminder not sent; will retry');
          await app.bookingsRepository.releaseReminder(booking._id);
          break;
        }
      }
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
