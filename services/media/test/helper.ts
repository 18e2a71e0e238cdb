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

/**
 * The same app the server runs, on a database of its own (in-memory devdb, or MONGODB_URI when set) and a
 * throwaway key pair for access tokens. Call in `beforeAll`; `close()` in `afterAll`.
 */
export async function build(
  overrides: Record<string, string | undefined> = {},
): Promise<TestContext & { close: () => Promise<void> }> {
  const database = await startTestDatabase();
  const tokens = createTestTokens();
  const app = await buildApp({ env: testEnv(database, tokens, overrides) });
  return {
    app,
    tokens,
    database,
    close: async () => {
      await app.close();
      await database.stop();
    },
  };
}
