import { createServiceApp, type ServiceApp } from '@claims/service-kit';
import { resolveSigningKeys, trialEnvShape } from './config/env';
import repositories from './plugins/repositories';
import sessions from './plugins/sessions';
import demoAccounts from './plugins/demo-accounts';
import authRoutes from './routes/api/auth';

export type BuildAppOptions = {
  /** Variables to read instead of `process.env` (tests). */
  env?: NodeJS.ProcessEnv | Record<string, string | undefined>;
};

/** The trial service: identity under /api/auth (cases and the dealer portal join it under /api/trial). */
export function buildApp(options: BuildAppOptions = {}): Promise<ServiceApp> {
  return createServiceApp({
    area: 'trial',
    title: 'Trial and identity API',
    defaultPort: 4101,
    env: options.env,
    envShape: trialEnvShape,
    jwtKeys: resolveSigningKeys,
    register: async (app, env) => {
      await app.register(repositories, {
        signInThrottle: {
          maxFailuresPerEmail: env.SIGN_IN_MAX_FAILURES_PER_EMAIL,
          maxFailuresPerIp: env.SIGN_IN_MAX_FAILURES_PER_IP,
          windowMinutes: env.SIGN_IN_FAILURE_WINDOW_MINUTES,
        },
      });
      await app.register(sessions, {
        accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
        refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      });
      if (env.SEED_DEMO_DATA && env.NODE_ENV !== 'production') {
        await app.register(demoAccounts, { password: env.DEMO_PASSWORD });
      } else if (env.SEED_DEMO_DATA) {
        app.log.warn('SEED_DEMO_DATA is ignored in production');
      }
      await app.register(authRoutes, { prefix: '/api/auth' });
    },
  });
}
