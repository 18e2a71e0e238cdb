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
import type { TextMessages } from '../src/lib/text-messages';

export type TestContext = { app: ServiceApp; tokens: TestTokens; database: TestDatabase };

/** A clock the test moves by hand: days, windows and reminders follow it. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
  };
}

export type BuildOptions = {
  env?: Record<string, string | undefined>;
  now?: () => Date;
  mailTransport?: MailTransport;
  /** Sends the text reminders (tests record them). */
  textMessages?: TextMessages;
  /** Another app's database and keys: a second instance of the service. */
  shareWith?: TestContext;
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
  const app = await buildApp({
    // Every request of a suite comes from one address; the per-visitor booking limit has its own test.
    env: testEnv(database, tokens, { SUBMISSION_RATE_LIMIT_MAX: '100000', ...options.env }),
    now: options.now,
    mailTransport: options.mailTransport,
    textMessages: options.textMessages,
  });
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

/** A fresh idempotency key, as the wizard makes one per filled-in booking. */
export const newKey = () => crypto.randomUUID();

export const contact = {
  name: 'Ana Ruiz',
  phone: '(817) 555-0134',
  email: 'ana.ruiz@example.com',
  address: '1200 W Magnolia Ave, Fort Worth, TX',
};

/** The spec's worked example: Refrigerator + Microwave, second floor, installed, difficult access. */
export const examplePickup = (pickupDate: string) => ({
  zip: '76114',
  items: ['refrigerator', 'microwave'],
  floor: 'second',
  installed: 'installed',
  access: 'difficult',
  termsAccepted: true,
  pickupDate,
  contact,
  idempotencyKey: newKey(),
});

export const exampleVisit = (date: string, windowId = '10') => ({
  zip: '76137',
  serviceId: 'ac-repair',
  date,
  windowId,
  contact: { ...contact, issueDescription: 'Blows warm air' },
  consent: true,
  idempotencyKey: newKey(),
});

export const adminHeader = (ctx: TestContext) => ctx.tokens.authHeader({ roles: ['admin'] });
