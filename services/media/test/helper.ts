import {
  createTestTokens,
  startTestDatabase,
  testEnv,
  type TestDatabase,
  type TestTokens,
} from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import { buildApp } from '../src/app';

export type TestContext = { app: ServiceApp; tokens: TestTokens; database: TestDatabase };

export type BuildOptions = {
  env?: Record<string, string>;
  /** Another app's database and keys: a second instance of the service, or a later start on the same data. */
  shareWith?: { database: TestDatabase; tokens?: TestTokens };
};

/**
 * The same app the server runs, on a database of its own (in-memory devdb, or MONGODB_URI when set) and a
 * throwaway key pair for access tokens. Call in `beforeAll`; `close()` in `afterAll`.
 */
export async function build(
  options: BuildOptions = {},
): Promise<TestContext & { close: () => Promise<void> }> {
  const database = options.shareWith?.database ?? (await startTestDatabase());
  const tokens = options.shareWith?.tokens ?? createTestTokens();
  const app = await buildApp({ env: testEnv(database, tokens, options.env) });
  await app.ready();
  return {
    app,
    tokens,
    database,
    close: async () => {
      await app.close();
      if (!options.shareWith) await database.stop();
    },
  };
}
