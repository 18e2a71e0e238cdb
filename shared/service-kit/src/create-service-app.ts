import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { DestinationStream } from 'pino';
import type { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ServiceConfigError, parseServiceEnv, type ServiceEnv } from './config/env';
import { resolvePublicKey } from './keys';
import security from './plugins/security';
import errorHandling from './plugins/error-handling';
import database from './plugins/database';
import auth, { type AuthOptions } from './plugins/auth';
import sessionRevocations from './plugins/session-revocations';
import idempotency from './idempotency/idempotency';
import docs from './plugins/docs';
import health from './plugins/health';
import { QuietRequestLogs } from './lib/request-logging';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';

/** The Fastify instance every service builds on: zod schemas type its routes. */
export type ServiceApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed base environment (HOST, PORT, DATA_DIR, …) of this service. */
    serviceEnv: ServiceEnv & { PORT: number };
    /** The area this service serves (`trial`, `guides`, …). */
    area: string;
  }
}

export type ServiceAppOptions<Shape extends z.ZodRawShape> = {
  /** Area name: database `claims_<area>`, docs at `/api/<area>/docs`, log name. */
  area: string;
  /** Port used when PORT is not set (docs/platform.md lists one per area). */
  defaultPort: number;
  /** Variables to read; defaults to `process.env`. Tests pass their own. */
  env?: NodeJS.ProcessEnv | Record<string, string | undefined>;
  /** The service's own variables, parsed together with the base ones. */
  envShape?: Shape;
  /** Keys for access tokens; by default only the public key, from JWT_PUBLIC_KEY(_FILE) or DATA_DIR. */
  jwtKeys?: (env: ServiceEnv & z.output<z.ZodObject<Shape>>) => AuthOptions;
  /** Registers the service's repositories and routes. */
  register: (
    app: ServiceApp,
    env: ServiceEnv & z.output<z.ZodObject<Shape>> & { PORT: number },
  ) => Promise<void>;
  /** OpenAPI title; defaults to "<area> API". */
  title?: string;
  /** Where logs go (tests capture them); defaults to stdout. */
  logStream?: DestinationStream;
  /**
   * The identity service keeps the session revocation list in its own database; every other service reads it
   * from SESSION_REVOCATIONS_DB (default `claims_trial`).
   */
  ownsSessionRevocations?: boolean;
};

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps the caller's `x-request-id` (the edge's) when it is sane, so one id follows a request across services. */
export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && requestIdPattern.test(header) ? header : crypto.randomUUID();
}

function trustProxySetting(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}

/** Socket and request limits of every service's HTTP server. */
const serverTimeouts = {
  connectionTimeout: 120_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 10_000,
  http: { headersTimeout: 15_000 },
} as const;

/**
 * Builds a service: env, logging, MongoDB, security, auth, errors, health and docs, then the service's own
 * `register` (repositories and routes). The same app serves traffic (`runService`) and tests (`app.inject`).
 */
export async function createServiceApp<Shape extends z.ZodRawShape = Record<never, never>>(
  options: ServiceAppOptions<Shape>,
): Promise<ServiceApp> {
  const { area } = options;
  const parsed = parseServiceEnv(area, options.env ?? process.env, options.envShape);
  const env = { ...parsed, PORT: parsed.PORT ?? options.defaultPort };
  let keys: AuthOptions;
  try {
    keys = options.jwtKeys ? options.jwtKeys(env) : { publicKey: resolvePublicKey(env) };
  } catch (error) {
    throw new ServiceConfigError(area, [error instanceof Error ? error.message : String(error)]);
  }

  const app = Fastify({
    logger: { level: env.LOG_LEVEL, name: area, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    // On close: idle keep-alive sockets go at once, in-flight requests finish first.
    forceCloseConnections: 'idle',
    // A plugin and an `onReady` hook get 60 s, not fastify's 10 s: on a first start the demo data is written (the
    // accounts' password hashes among it) while every other service starts on the same cores, and a loaded two-core
    // host has taken over 10 s for that, failing the start for no fault of its own.
    pluginTimeout: 60_000,
    // Slow or idle clients must not hold sockets open (the timeouts fastify/demo sets): the whole request within 60 s
    // (headers within 15 s), an idle socket closed after 120 s, a keep-alive socket kept 10 s between requests. The
    // answer's `Keep-Alive: timeout=10` tells the edge's client (undici) to let an idle socket go before that.
    ...serverTimeouts,
    logController: new QuietRequestLogs(),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const serviceEnv: ServiceEnv & { PORT: number } = env;
  app.decorate('serviceEnv', serviceEnv);
  app.decorate('area', area);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Responses finishing during shutdown close their keep-alive socket, so close() does not wait for idle clients.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    // API answers carry tokens and personal data: no cache may keep them unless a route says otherwise.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  try {
    await app.register(security, {
      corsOrigins: env.CORS_ORIGINS,
      rateLimitMax: env.RATE_LIMIT_MAX,
      rateLimitWindowMs: env.RATE_LIMIT_WINDOW_MS,
    });
    await app.register(errorHandling);
    const dbName = env.MONGODB_DB_NAME ?? `claims_${area}`;
    await app.register(database, { uri: env.MONGODB_URI, dbName });
    await app.register(sessionRevocations, {
      dbName: options.ownsSessionRevocations ? dbName : env.SESSION_REVOCATIONS_DB,
    });
    await app.register(auth, keys);
    await app.register(idempotency);
    await app.register(docs, { area, title: options.title ?? `${area} API`, version: '1.0.0' });
    await app.register(health);
    await options.register(app, env);
  } catch (error) {
    // A half-built app still holds a database connection; release it so the process can exit.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
