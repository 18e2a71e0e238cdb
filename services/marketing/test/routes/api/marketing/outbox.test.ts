import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { newKey, recordingTransport, build, type TestContext } from '../../../helper';
import { validDemoRequest } from '../../../support/valid-forms';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(() => db.stop());

const outbox = (ctx: TestContext) =>
  ctx.app
    .inject({
      method: 'GET',
      url: '/api/marketing/outbox',
      headers: ctx.tokens.authHeader({ roles: ['admin'] }),
    })
    .then((r) => r.json());

describe('email outbox', () => {
  it('without a mail server keeps every email in the database for admins to read', async () => {
    const ctx = await build({ shareWith: { database: db } });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/marketing/demo-requests',
        payload: { ...validDemoRequest, email: 'kept@example.com', idempotencyKey: newKey() },
      });
      expect(res.statusCode).toBe(201);
      const list = await outbox(ctx);
      expect(list.delivering).toBe(false);
      const kept = list.items.filter(
        (e: { to: string; text: string }) =>
          e.text.includes('kept@example.com') || e.to === 'kept@example.com',
      );
      expect(kept).toHaveLength(2);
      expect(kept.every((e: { status: string }) => e.status === 'held')).toBe(true);
      expect(kept.map((e: { subject: string }) => e.subject)).toEqual(
        expect.arrayContaining([
          'We received your demo request',
          `New demo request: ${validDemoRequest.name} (${validDemoRequest.company})`,
        ]),
      );
    } finally {
      await ctx.close();
    }
  });

  it('is for admins only', async () => {
    const ctx = await build({ shareWith: { database: db } });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/marketing/outbox' })).statusCode).toBe(401);
      const tech = await ctx.app.inject({
        method: 'GET',
        url: '/api/marketing/outbox',
        headers: ctx.tokens.authHeader({ roles: ['tech'] }),
      });
      expect(tech.statusCode).toBe(403);
    } finally {
      await ctx.close();
    }
  });

  it('with a mail server sends each email, retries after a failure and records the outcome', async () => {
    const mail = recordingTransport();
    const ctx = await build({ shareWith: { database: db }, mailTransport: mail.transport });
    try {
      // The emails the earlier tests' instance kept (no mail server) are sent first, now that there is one.
      await ctx.app.outbox.deliverDue();
      mail.failNext(1);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/marketing/demo-requests',
        payload: { ...validDemoRequest, email: 'smtp@example.com', idempotencyKey: newKey() },
      });
      await ctx.app.outbox.deliverDue();
      let list = await outbox(ctx);
      expect(list.delivering).toBe(true);
      const mine = () =>
        list.items.filter(
          (e: { text: string; to: string }) =>
            e.to === 'smtp@example.com' || e.text.includes('smtp@example.com'),
        );
      expect(
        mine()
          .map((e: { status: string }) => e.status)
          .sort(),
      ).toEqual(['pending', 'sent']);
      const failed = mine().find((e: { status: string }) => e.status === 'pending');
      expect(failed.lastError).toContain('ECONNREFUSED');
      expect(failed.attempts).toBe(1);

      // The retry waits for its back-off; make it due now.
      await ctx.app.db
        .collection('outbox_emails')
        .updateMany({ status: 'pending' }, { $set: { nextAttemptAt: new Date(0) } });
      await ctx.app.outbox.deliverDue();
      list = await outbox(ctx);
      expect(mine().map((e: { status: string }) => e.status)).toEqual(['sent', 'sent']);
      expect(
        mail.sent.filter((m) => m.to === 'smtp@example.com' || m.replyTo === 'smtp@example.com'),
      ).toHaveLength(2);
    } finally {
      await ctx.close();
    }
  });
});
