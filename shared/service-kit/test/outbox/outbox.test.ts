import crypto from 'node:crypto';
import { createServiceApp, outbox, type MailTransport, type ServiceApp } from '../../src';
import {
  createTestTokens,
  startTestDatabase,
  testEnv,
  type TestDatabase,
  type TestTokens,
} from '../../src/testing';

type SentMail = {
  to?: string;
  subject?: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
};

function recordingTransport() {
  const sent: SentMail[] = [];
  const transport: MailTransport = {
    sendMail: (async (mail: SentMail) => {
      // Yields like a network send, so two senders really interleave.
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(mail);
      return { messageId: crypto.randomUUID() };
    }) as MailTransport['sendMail'],
  };
  return { transport, sent };
}

let db: TestDatabase;
let tokens: TestTokens;
beforeAll(async () => {
  db = await startTestDatabase();
  tokens = createTestTokens();
});
afterAll(() => db.stop());

function buildOutboxApp(options: {
  dbName: string;
  transport?: MailTransport;
  sendHeldHours?: number;
}): Promise<ServiceApp> {
  return createServiceApp({
    area: 'demo',
    defaultPort: 0,
    env: testEnv({ env: { ...db.env, MONGODB_DB_NAME: options.dbName } }, tokens),
    register: async (app) => {
      await app.register(outbox, {
        from: 'Shop <shop@example.com>',
        transport: options.transport,
        sendHeldHours: options.sendHeldHours,
        adminRoutePrefix: '/api/demo/outbox',
      });
    },
  });
}

const invitation = {
  filename: 'pickup.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
};

describe('service-kit outbox', () => {
  it('without a mail server keeps each email with its attachment names for admins, and admins only', async () => {
    const app = await buildOutboxApp({ dbName: `${db.dbName}_held` });
    try {
      await app.ready();
      await app.outbox.send([
        {
          to: 'customer@example.com',
          subject: 'Your pickup is booked',
          text: 'See you',
          attachments: [invitation],
        },
      ]);
      expect(await app.outbox.deliverDue()).toBe(0);
      const anonymous = await app.inject({ method: 'GET', url: '/api/demo/outbox' });
      expect(anonymous.statusCode).toBe(401);
      const customer = await app.inject({
        method: 'GET',
        url: '/api/demo/outbox',
        headers: tokens.authHeader({ roles: ['customer'] }),
      });
      expect(customer.statusCode).toBe(403);
      const res = await app.inject({
        method: 'GET',
        url: '/api/demo/outbox',
        headers: tokens.authHeader({ roles: ['admin'] }),
      });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.delivering).toBe(false);
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({
        to: 'customer@example.com',
        subject: 'Your pickup is booked',
        status: 'held',
        attachments: [
          { filename: 'pickup.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
        ],
      });
    } finally {
      await app.close();
    }
  });

  it('sends the recent emails kept without a mail server once one is configured, and keeps the old ones', async () => {
    const dbName = `${db.dbName}_release`;
    const before = await buildOutboxApp({ dbName });
    await before.ready();
    await before.outbox.send([{ to: 'recent@example.com', subject: 'Your pickup is booked', text: 'Hi' }]);
    await before.outbox.send([{ to: 'old@example.com', subject: 'Months ago', text: 'Hi' }]);
    await before.db
      .collection('outbox_emails')
      .updateOne({ to: 'old@example.com' }, { $set: { createdAt: new Date(Date.now() - 73 * 3_600_000) } });
    await before.close();

    // The next start has a mail server.
    const mail = recordingTransport();
    const after = await buildOutboxApp({ dbName, transport: mail.transport, sendHeldHours: 72 });
    try {
      await after.ready();
      await after.outbox.deliverDue();
      expect(mail.sent.map((m) => m.to)).toEqual(['recent@example.com']);
      const stored = await after.db.collection('outbox_emails').find().sort({ to: 1 }).toArray();
      expect(stored.map((doc) => [doc.to, doc.status])).toEqual([
        ['old@example.com', 'held'],
        ['recent@example.com', 'sent'],
      ]);
    } finally {
      await after.close();
    }
  });

  it('an email stored while a delivery run is ending is sent by the run the next caller gets', async () => {
    const mail = recordingTransport();
    const app = await buildOutboxApp({ dbName: `${db.dbName}_late`, transport: mail.transport });
    try {
      await app.ready();
      await app.outbox.deliverDue();
      const claimNext = app.outbox.repository.claimNext.bind(app.outbox.repository);
      let lateCaller: Promise<number> | undefined;
      const spy = jest.spyOn(app.outbox.repository, 'claimNext').mockImplementation(async (leaseMs) => {
        const next = await claimNext(leaseMs);
        // The run found nothing more and is about to end: another request stores an email and asks for delivery.
        if (!next && !lateCaller) {
          await app.outbox.repository.enqueue(
            [{ to: 'late@example.com', subject: 'Late', text: 'Hi' }],
            true,
          );
          lateCaller = app.outbox.deliverDue();
        }
        return next;
      });
      await app.outbox.repository.enqueue([{ to: 'first@example.com', subject: 'First', text: 'Hi' }], true);
      await app.outbox.deliverDue();
      expect(lateCaller).toBeDefined();
      await lateCaller;
      spy.mockRestore();
      expect(mail.sent.map((m) => m.to)).toEqual(['first@example.com', 'late@example.com']);
    } finally {
      await app.close();
    }
  });

  it('with two instances on one database sends every email exactly once, attachments included', async () => {
    const dbName = `${db.dbName}_two`;
    const first = recordingTransport();
    const second = recordingTransport();
    const a = await buildOutboxApp({ dbName, transport: first.transport });
    const b = await buildOutboxApp({ dbName, transport: second.transport });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const drafts = Array.from({ length: 30 }, (_, i) => ({
        to: `person${i}@example.com`,
        subject: `Email ${i}`,
        text: 'Hello',
        attachments: [invitation],
      }));
      await a.outbox.repository.enqueue(drafts, true);
      await Promise.all([
        a.outbox.deliverDue(),
        b.outbox.deliverDue(),
        a.outbox.deliverDue(),
        b.outbox.deliverDue(),
      ]);
      const sent = [...first.sent, ...second.sent];
      expect(sent).toHaveLength(30);
      expect(new Set(sent.map((m) => m.to)).size).toBe(30);
      expect(sent[0].attachments).toEqual([invitation]);
      const { items } = await a.outbox.repository.list(100);
      expect(items.every((e) => e.status === 'sent')).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
