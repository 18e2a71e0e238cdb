import { createServiceApp, outbox, type MailTransport, type ServiceApp } from '@claims/service-kit';
import { resolveSigningKeys, trialEnvShape } from './config/env';
import { casesEnvShape } from './config/cases-env';
import cases from './plugins/cases';
import demoCases from './plugins/demo-cases';
import trialRoutes from './routes/api/trial';
import repositories from './plugins/repositories';
import sessions from './plugins/sessions';
import demoAccounts from './plugins/demo-accounts';
import authRoutes from './routes/api/auth';

export type BuildAppOptions = {
  /** Variables to read instead of `process.env` (tests). */
  env?: NodeJS.ProcessEnv | Record<string, string | undefined>;
  /** Sends email instead of SMTP_URL's server (tests). */
  mailTransport?: MailTransport;
};

/** The trial service: identity under /api/auth; cases, photos and the admin's user directory under /api/trial. */
export function buildApp(options: BuildAppOptions = {}): Promise<ServiceApp> {
  return createServiceApp({
    area: 'trial',
    title: 'Trial and identity API',
    defaultPort: 4101,
    env: options.env,
    envShape: { ...trialEnvShape, ...casesEnvShape },
    jwtKeys: resolveSigningKeys,
    ownsSessionRevocations: true,
    register: async (app, env) => {
      await app.register(repositories, {
        signInThrottle: {
          maxFailuresPerEmail: env.SIGN_IN_MAX_FAILURES_PER_EMAIL,
          maxFailuresPerIp: env.SIGN_IN_MAX_FAILURES_PER_IP,
          windowMinutes: env.SIGN_IN_FAILURE_WINDOW_MINUTES,
          maxBackoffSeconds: env.SIGN_IN_MAX_BACKOFF_SECONDS,
        },
      });
      await app.register(sessions, {
        accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
        refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
        refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
      });
      await app.register(outbox, {
        from: env.MAIL_FROM,
        smtpUrl: env.SMTP_URL,
        transport: options.mailTransport,
        retryIntervalMs: env.OUTBOX_RETRY_INTERVAL_MS,
        sendHeldHours: env.OUTBOX_SEND_HELD_HOURS,
        adminRoutePrefix: '/api/trial/outbox',
        tag: 'trial',
      });
      await app.register(cases, {
        signingKey: resolveSigningKeys(env).privateKey,
        photoLinkTtlSeconds: env.PHOTO_LINK_TTL_SECONDS,
        listCacheTtlMs: env.CASE_LIST_CACHE_TTL_MS,
        caseNumberBlockSize: env.CASE_NUMBER_BLOCK_SIZE,
        teamAddress: env.CASES_NOTIFY_EMAIL,
        siteUrl: env.PUBLIC_SITE_URL,
      });
      if (env.SEED_DEMO_DATA && env.NODE_ENV !== 'production') {
        await app.register(demoAccounts, { password: env.DEMO_PASSWORD });
        await app.register(demoCases);
      } else if (env.SEED_DEMO_DATA) {
        app.log.warn('SEED_DEMO_DATA is ignored in production');
      }
      await app.register(authRoutes, { prefix: '/api/auth' });
      await app.register(trialRoutes, {
        prefix: '/api/trial',
        filingLimit: { max: env.CASE_FILINGS_PER_ACCOUNT_MAX, windowMs: env.CASE_FILINGS_WINDOW_MS },
      });
    },
  });
}
