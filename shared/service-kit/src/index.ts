export {
  createServiceApp,
  requestIdFor,
  type ServiceApp,
  type ServiceAppOptions,
} from './create-service-app';
export { baseEnvShape, envFlag, parseServiceEnv, ServiceConfigError, type ServiceEnv } from './config/env';
export {
  HttpError,
  badRequest,
  codeForStatus,
  conflict,
  forbidden,
  isDuplicateKeyError,
  notFound,
  tooManyRequests,
  unauthorized,
  unavailable,
} from './errors';
export type { AuthHook, AuthOptions } from './plugins/auth';
export { pingDatabase, redactUri } from './plugins/database';
export {
  assertPublicKey,
  generateKeyPair,
  loadOrCreateKeyPair,
  normalizePem,
  publicKeyFromPrivate,
  resolvePublicKey,
  type KeyPair,
  type StoredKeyPair,
} from './keys';
export { closeOnSignals, runService, type ShutdownOptions } from './run-service';
export type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
export { findPage, type FindPageOptions, type PageSource } from './lib/find-page';
export * from './outbox';
export { sessionEndedMessage } from './plugins/auth';
export {
  SessionRevocations,
  revokedSessionsCollection,
  type RevokedSessionRecord,
} from './sessions/session-revocations';
export { idempotencyKeyHeader, type IdempotencyRecord } from './idempotency/idempotency';
export { envInteger, type EnvIntegerOptions } from './config/env-integer';
export { envEmailAddress, envMailbox } from './config/env-email';
export { seedOnce, type SeedOnceOptions } from './lib/seed-once';
export { oneRunAtATime } from './lib/one-run-at-a-time';
export { createVisitorLimiter, type VisitorLimiter, type VisitorLimitOptions } from './lib/visitor-limit';
