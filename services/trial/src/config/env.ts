import fs from 'node:fs';
import { z } from 'zod';
import { passwordMinLength } from '@claims/contracts';
import {
  envFlag,
  envInteger,
  loadOrCreateKeyPair,
  normalizePem,
  publicKeyFromPrivate,
  type AuthOptions,
  type ServiceEnv,
} from '@claims/service-kit';

/** The trial service's own variables (the base ones come from service-kit). */
export const trialEnvShape = {
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: envInteger({ min: 30, max: 86_400, default: 900 }),
  REFRESH_TOKEN_TTL_DAYS: envInteger({ min: 1, max: 365, default: 30 }),
  SEED_DEMO_DATA: envFlag.default(false),
  DEMO_PASSWORD: z
    .string()
    .min(passwordMinLength, `must be at least ${passwordMinLength} characters`)
    .default('demo1234'),
  SIGN_IN_MAX_FAILURES_PER_EMAIL: envInteger({ min: 1, max: 10_000, default: 10 }),
  SIGN_IN_MAX_FAILURES_PER_IP: envInteger({ min: 1, max: 100_000, default: 50 }),
  SIGN_IN_FAILURE_WINDOW_MINUTES: envInteger({ min: 1, max: 1440, default: 15 }),
  /** Past its limit, an account is checked once per back-off period, doubling up to this (never locked for the window). */
  SIGN_IN_MAX_BACKOFF_SECONDS: envInteger({ min: 1, max: 3600, default: 60 }),
  /** A just-rotated refresh token still yields its successor this long (two tabs renewing at once). */
  REFRESH_GRACE_SECONDS: envInteger({ min: 0, max: 300, default: 30 }),
};

export type TrialEnv = ServiceEnv & z.output<z.ZodObject<typeof trialEnvShape>>;

/**
 * The signing key: JWT_PRIVATE_KEY, else JWT_PRIVATE_KEY_FILE, else `<DATA_DIR>/keys/jwt-private.pem` (created on first start).
 * The public key is derived from it, so the two always match.
 */
export function resolveSigningKeys(env: TrialEnv): Required<AuthOptions> {
  let privateKey: string;
  let source: string;
  if (env.JWT_PRIVATE_KEY) {
    privateKey = normalizePem(env.JWT_PRIVATE_KEY);
    source = 'JWT_PRIVATE_KEY';
  } else if (env.JWT_PRIVATE_KEY_FILE) {
    source = `JWT_PRIVATE_KEY_FILE (${env.JWT_PRIVATE_KEY_FILE})`;
    if (!fs.existsSync(env.JWT_PRIVATE_KEY_FILE)) throw new Error(`${source} does not exist`);
    privateKey = fs.readFileSync(env.JWT_PRIVATE_KEY_FILE, 'utf8');
  } else {
    const stored = loadOrCreateKeyPair(env.DATA_DIR);
    return { privateKey: stored.privateKey, publicKey: stored.publicKey };
  }
  const publicKey = publicKeyFromPrivate(privateKey, source);
  if (env.JWT_PUBLIC_KEY && normalizePem(env.JWT_PUBLIC_KEY).trim() !== publicKey.trim()) {
    throw new Error(`JWT_PUBLIC_KEY does not belong to ${source}; other services would reject every token`);
  }
  return { privateKey, publicKey };
}
