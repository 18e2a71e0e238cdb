import { createServiceApp, outbox, type MailTransport, type ServiceApp } from '@claims/service-kit';
import { bookingEnvShape } from './config/env';
import repositories from './plugins/repositories';
import bookingWorkflow from './plugins/booking-workflow';
import reminders from './plugins/reminders';
import confirmations from './plugins/confirmations';
import bookingRoutes from './routes/api/booking';
import { textMessagesFrom, type TextMessages } from './lib/text-messages';

export type BuildAppOptions = {
  /** Variables to read instead of `process.env` (tests). */
  env?: NodeJS.ProcessEnv | Record<string, string | undefined>;
  /** The clock days and windows are computed from (tests fix it). */
  now?: () => Date;
  /** Sends email instead of SMTP_URL's server (tests). */
  mailTransport?: MailTransport;
  /** Sends text messages instead of the provider the variables name (tests). */
  textMessages?: TextMessages;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The text reminder's provider (`configured: false` when there is none). */
    textMessages: TextMessages;
  }
}

/** The booking service: recycling pickups and technician visits, their capacity, emails and reminders. */
export function buildApp(options: BuildAppOptions = {}): Promise<ServiceApp> {
  return createServiceApp({
    area: 'booking',
    title: 'Booking API',
    defaultPort: 4103,
    env: options.env,
    envShape: bookingEnvShape,
    register: async (app, env) => {
      const now = options.now ?? (() => new Date());
      const email = { siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, '') };
      app.decorate('textMessages', options.textMessages ?? textMessagesFrom(env));
      await app.register(repositories);
      await app.register(outbox, {
        from: env.MAIL_FROM,
        smtpUrl: env.SMTP_URL,
        transport: options.mailTransport,
        retryIntervalMs: env.OUTBOX_RETRY_INTERVAL_MS,
        sendHeldHours: env.OUTBOX_SEND_HELD_HOURS,
        adminRoutePrefix: '/api/booking/outbox',
        tag: 'admin',
      });
      await app.register(confirmations, { sweepIntervalMs: env.CONFIRMATION_SWEEP_INTERVAL_MS, email });
      await app.register(bookingWorkflow, {
        now,
        technicianCapacityPerWindow: env.TECHNICIAN_CAPACITY_PER_WINDOW,
        email,
        availabilityCacheTtlMs: env.AVAILABILITY_CACHE_TTL_MS,
      });
      await app.register(reminders, { pollIntervalMs: env.REMINDER_POLL_INTERVAL_MS, email, now });
      await app.register(bookingRoutes, {
        prefix: '/api/booking',
        bookingLimit: { max: env.SUBMISSION_RATE_LIMIT_MAX, windowMs: env.SUBMISSION_RATE_LIMIT_WINDOW_MS },
      });
    },
  });
}
