import { createServiceApp, outbox, type MailTransport, type ServiceApp } from '@claims/service-kit';
import { marketingEnvShape } from './config/env';
import repositories from './plugins/repositories';
import marketingRoutes from './routes/api/marketing';

export type BuildAppOptions = {
  /** Variables to read instead of `process.env` (tests). */
  env?: Record<string, string | undefined>;
  /** Sends email instead of SMTP_URL's server (tests). */
  mailTransport?: MailTransport;
};

/** The marketing service: composition only (repositories, the email outbox, then the route tree under /api/marketing). */
export function buildApp(options: BuildAppOptions = {}): Promise<ServiceApp> {
  return createServiceApp({
    area: 'marketing',
    defaultPort: 4102,
    title: 'Marketing API',
    env: options.env,
    envShape: marketingEnvShape,
    register: async (app, env) => {
      await app.register(repositories);
      await app.register(outbox, {
        from: env.MAIL_FROM,
        smtpUrl: env.SMTP_URL,
        transport: options.mailTransport,
        retryIntervalMs: env.OUTBOX_RETRY_INTERVAL_MS,
        sendHeldHours: env.OUTBOX_SEND_HELD_HOURS,
        adminRoutePrefix: '/api/marketing/outbox',
        tag: 'leads',
      });
      await app.register(marketingRoutes, {
        prefix: '/api/marketing',
        submissionLimit: {
          max: env.SUBMISSION_RATE_LIMIT_MAX,
          windowMs: env.SUBMISSION_RATE_LIMIT_WINDOW_MS,
        },
        email: {
          teamAddress: env.LEADS_NOTIFY_EMAIL,
          siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, ''),
          deliversEmail: Boolean(env.SMTP_URL || options.mailTransport),
        },
      });
    },
  });
}
