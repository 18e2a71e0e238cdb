import crypto from 'node:crypto';
import {
  createTestTokens,
  startTestDatabase,
  testEnv,
  type TestDatabase,
  type TestTokens,
} from '@claims/service-kit/testing';
import type { MailTransport, ServiceApp } from '@claims/service-kit';
import { buildApp } from '../../src/app';

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

export type TestContext = {
  app: ServiceApp;
  db: TestDatabase;
  tokens: TestTokens;
  close: () => Promise<void>;
};

/** The marketing app on its own in-memory database, as the tests of one file share it. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    mailTransport?: MailTransport;
    db?: TestDatabase;
    tokens?: TestTokens;
  } = {},
): Promise<TestContext> {
  const db = options.db ?? (await startTestDatabase());
  const tokens = options.tokens ?? createTestTokens();
  // Suites send hundreds of forms from one address; the limit has its own suite.
  const env = testEnv(db, tokens, { SUBMISSION_RATE_LIMIT_MAX: '100000', ...options.env });
  const app = await buildApp({ env, mailTransport: options.mailTransport });
  await app.ready();
  return {
    app,
    db,
    tokens,
    close: async () => {
      await app.close();
      if (!options.db) await db.stop();
    },
  };
}

/** A fresh idempotency key, as the browser makes one per filled-in form. */
export const newKey = () => crypto.randomUUID();
