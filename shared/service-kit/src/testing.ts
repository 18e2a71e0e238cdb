import crypto from 'node:crypto';
import mongoose from 'mongoose';
import type { AccessTokenClaims, Role } from '@claims/contracts';
import { generateKeyPair, type KeyPair } from './keys';

type DevDb = { uri: string; port: number; stop: () => Promise<void> };
type DevDbModule = {
  startDevDb: (options?: { dataDir?: string; port?: number; host?: string }) => Promise<DevDb>;
};

export type TestDatabase = {
  uri: string;
  /** A database name of its own, so suites running in parallel on one server never see each other's data. */
  dbName: string;
  /** MONGODB_URI and MONGODB_DB_NAME, ready to spread into a service's env. */
  env: { MONGODB_URI: string; MONGODB_DB_NAME: string };
  /** Whether this is an in-memory devdb started for this suite (and stopped by `stop`). */
  embedded: boolean;
  stop: () => Promise<void>;
};

/**
 * The database for one test file: the real MongoDB at MONGODB_URI when set (a fresh database, dropped by `stop`),
 * otherwise an in-memory devdb on a free port. `{ embedded: true }` always starts a devdb (to stop it mid-test).
 */
export async function startTestDatabase(options: { embedded?: boolean } = {}): Promise<TestDatabase> {
  const dbName = `test_${crypto.randomBytes(6).toString('hex')}`;
  const external = process.env.MONGODB_URI;
  if (external && !options.embedded) {
    return {
      uri: external,
      dbName,
      env: { MONGODB_URI: external, MONGODB_DB_NAME: dbName },
      embedded: false,
      stop: async () => {
        const connection = await mongoose.createConnection(external, { dbName }).asPromise();
        try {
          await connection.dropDatabase();
        } finally {
          await connection.close();
        }
      },
    };
  }
  // Loaded lazily (and typed here): suites on a real MongoDB never need the embedded server's build.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startDevDb } = require('@claims/devdb') as DevDbModule;
  const devdb = await startDevDb({ port: 0, host: '127.0.0.1' });
  return {
    uri: devdb.uri,
    dbName,
    env: { MONGODB_URI: devdb.uri, MONGODB_DB_NAME: dbName },
    embedded: true,
    stop: () => devdb.stop(),
  };
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** Signs an ES256 JWT with node:crypto alone, so tests check the services' verification independently of their signer. */
export function signEs256(payload: Record<string, unknown>, privateKey: string): string {
  const signingInput = `${base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = crypto.sign('sha256', Buffer.from(signingInput), {
    key: privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${base64url(signature)}`;
}

export type TestTokens = KeyPair & {
  /** JWT_PUBLIC_KEY for the service under test. */
  env: { JWT_PUBLIC_KEY: string };
  /** An access token for a user with these roles (and made-up id, email and name unless given). */
  accessToken: (
    user?: Partial<AccessTokenClaims> & { roles?: Role[] },
    options?: { expiresInSeconds?: number },
  ) => string;
  /** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
  authHeader: (
    user?: Partial<AccessTokenClaims> & { roles?: Role[] },
    options?: { expiresInSeconds?: number },
  ) => { authorization: string };
};

/** A throwaway key pair and a minting function: call authenticated routes without running the identity service. */
export function createTestTokens(): TestTokens {
  const keys = generateKeyPair();
  const accessToken: TestTokens['accessToken'] = (user = {}, { expiresInSeconds = 900 } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const claims: AccessTokenClaims = {
      sub: user.sub ?? new mongoose.Types.ObjectId().toHexString(),
      sid: user.sid ?? crypto.randomUUID(),
      email: user.email ?? 'test.user@example.com',
      name: user.name ?? 'Test User',
      roles: user.roles ?? ['customer'],
    };
    return signEs256({ ...claims, iat: now, exp: now + expiresInSeconds }, keys.privateKey);
  };
  return {
    ...keys,
    env: { JWT_PUBLIC_KEY: keys.publicKey },
    accessToken,
    authHeader: (user, options) => ({ authorization: `Bearer ${accessToken(user, options)}` }),
  };
}

/** A service env for tests: quiet logs, a generous request limit, the test database and the test public key. */
export function testEnv(
  database: Pick<TestDatabase, 'env'>,
  tokens: Pick<TestTokens, 'env'>,
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_MAX: '100000',
    ...database.env,
    ...tokens.env,
    ...overrides,
  };
}

/** The text drawn on a PDF's pages (resource reports, pitch decks), for checking what a generated PDF says. */
export { pdfText } from './testing-support/pdf-text';
