import { createServiceApp, outbox, type MailTransport, type ServiceApp } from '@claims/service-kit';
import { marketingEnvShape } from './config/env';
import repositories from './plugins/repositories';
import { ResourceCatalog, generatorsFor } from './resources/resource-catalog';
import { createSubmissionLimiter } from './lib/submissions';
import demoRequestRoutes from './routes/api/marketing/demo-requests';
import surveyRoutes from './routes/api/marketing/surveys';
import applicationRoutes from './routes/api/marketing/applications';
import leadRoutes from './routes/api/marketing/leads';
import resourceRoutes from './routes/api/marketing/resources';

export type BuildAppOptions = {
  /** Variables to read instead of `process.env` (tests). */
  env?: Record<string, string | undefined>;
  /** Sends email instead of SMTP_URL's server (tests). */
  mailTransport?: MailTransport;
};

/** The marketing service: leads (demo requests, surveys, partner applications), their emails, and the resource files. */
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
        adminRoutePrefix: '/api/marketing/outbox',
        tag: 'leads',
      });
      const catalog = new ResourceCatalog(generatorsFor(app.leadsRepository));
      const limitSubmissions = createSubmissionLimiter(app, {
        max: env.SUBMISSION_RATE_LIMIT_MAX,
        windowMs: env.SUBMISSION_RATE_LIMIT_WINDOW_MS,
      });
      const email = {
        teamAddress: env.LEADS_NOTIFY_EMAIL,
        siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, ''),
        deliversEmail: Boolean(env.SMTP_URL || options.mailTransport),
      };

      await app.register(demoRequestRoutes, {
        prefix: '/api/marketing/demo-requests',
        limitSubmissions,
        email,
      });
      await app.register(surveyRoutes, {
        prefix: '/api/marketing/surveys',
        limitSubmissions,
        // New answers belong in the next download of the reports built from them.
        onSaved: () => catalog.invalidate(),
      });
      await app.register(applicationRoutes, {
        prefix: '/api/marketing/applications',
        limitSubmissions,
        email,
      });
      await app.register(leadRoutes, { prefix: '/api/marketing/leads' });
      await app.register(resourceRoutes, { prefix: '/api/marketing/resources', catalog });
    },
  });
}
