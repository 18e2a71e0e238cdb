import crypto from 'node:crypto';
import {
  createTestTokens,
  startTestDatabase,
  testEnv,
  type TestDatabase,
  type TestTokens,
} from '@claims/service-kit/testing';
import type { MailTransport, ServiceApp } from '@claims/service-kit';
import { buildApp } from '../src/app';

export type SentMail = { from?: string; to?: string; replyTo?: string; subject?: string; text?: string };

/** A transport that records what it sends; `failNext` makes the next sends throw like an SMTP outage. */
export function recordingTransport() {
  const sent: SentMail[] = [];
  let failures = 0;
  const transport: MailTransport = {
    sendMail: (async (mail: SentMail) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      }
      sent.push(mail);
      return { messageId: crypto.randomUUID() };
    }) as MailTransport['sendMail'],
  };
  return { transport, sent, failNext: (count = 1) => (failures = count) };
}

export type TestContext = { app: ServiceApp; tokens: TestTokens; database: TestDatabase };

export type BuildOptions = {
  env?: Record<string, string>;
  mailTransport?: MailTransport;
  /** Another app's database and keys: a second instance of the service. */
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
  // Suites send hundreds of forms from one address; the limit has its own suite.
  const env = testEnv(database, tokens, { SUBMISSION_RATE_LIMIT_MAX: '100000', ...options.env });
  const app = await buildApp({ env, mailTransport: options.mailTransport });
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

/** A fresh idempotency key, as the browser makes one per filled-in form. */
export const newKey = () => crypto.randomUUID();
/** An address no other test uses: the same answers from the same address within a day count as one submission. */
export const uniqueEmail = (label = 'visitor') => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
