import { createTestTokens, testEnv, type TestDatabase, type TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import { buildApp } from '../../src/app';

/** The trial app on a test database, signing with the test key pair (so `tokens` can mint tokens it accepts). */
export async function buildTrialApp(
  database: TestDatabase,
  overrides: Record<string, string | undefined> = {},
  tokens: TestTokens = createTestTokens(),
): Promise<{ app: ServiceApp; tokens: TestTokens }> {
  const app = await buildApp({
    env: testEnv(database, tokens, {
      JWT_PRIVATE_KEY: tokens.privateKey,
      // Tests file many cases as one customer; the limit itself is tested in cases/filing-limit.test.ts.
      CASE_FILINGS_PER_ACCOUNT_MAX: '100000',
      ...overrides,
    }),
  });
  await app.ready();
  return { app, tokens };
}
