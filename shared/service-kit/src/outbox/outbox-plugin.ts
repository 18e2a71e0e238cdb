import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { outboxListSchema, outboxQuerySchema } from '@claims/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxEmailModel } from './outbox-email-model';
import { OutboxRepository, type EmailDraft } from './outbox-repository';
import { oneRunAtATime } from '../lib/one-run-at-a-time';

/** Something that sends one email (nodemailer's SMTP transport in production, a fake in tests). */
export type MailTransport = Pick<Transporter, 'sendMail'> & { close?: () => void };

const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

/** The outbox's variables; a service spreads them into its `envShape`. */
export const outboxEnvShape = {
  /** SMTP server for outgoing email (smtp:// or smtps:// URL); without it emails are kept in the outbox for admins. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
    .optional(),
  /** How often undelivered emails are retried. */
  OUTBOX_RETRY_INTERVAL_MS: positiveInt.default(30_000),
  /**
   * Emails kept while no mail server was configured are sent once one is, when they are at most this many hours old;
   * older ones stay kept (a receipt weeks late would only confuse). 0 sends none of them.
   */
  OUTBOX_SEND_HELD_HOURS: z.coerce.number().int('must be a whole number').min(0).default(72),
};

export type OutboxOptions = {
  /** Sender of every email. */
  from: string;
  /** SMTP URL; when absent (and no transport is given) emails are kept in the outbox, not sent. */
  smtpUrl?: string;
  /** Sends instead of `smtpUrl`'s server (tests). */
  transport?: MailTransport;
  /** How often due emails (retries) are looked for; default 30 s. */
  retryIntervalMs?: number;
  /** With a mail server: emails kept (`held`) at most this many hours ago are sent at start; default 72. */
  sendHeldHours?: number;
  /** Where the admin list of emails is served, e.g. `/api/booking/outbox`; omitted: no route. */
  adminRoutePrefix?: string;
  /** OpenAPI tag of the admin route. */
  tag?: string;
};

export type Outbox = {
  /** Whether a mail server is configured; otherwise emails are kept for admins to read. */
  readonly delivering: boolean;
  /** Writes the emails to the outbox and starts sending them without making the caller wait. */
  send: (drafts: EmailDraft[]) => Promise<void>;
  /** Sends every email that is due now; resolves with how many this instance sent. */
  deliverDue: () => Promise<number>;
  /** The stored emails (admin view, tests). */
  readonly repository: OutboxRepository;
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

const sendLeaseMs = 60_000;

/** Admin only: every email the service wrote, newest first, with its delivery state. */
const outboxRoutes: FastifyPluginAsyncZod<{ tag: string }> = async (app, { tag }) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.get(
    '/',
    {
      schema: {
        summary: 'List outgoing emails',
        tags: [tag],
        security: [{ bearerAuth: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => ({
      ...(await app.outbox.repository.list(request.query.limit)),
      delivering: app.outbox.delivering,
    }),
  );
};

/**
 * The email outbox, for any service: emails are stored first in the service's own database (`outbox_emails`) so
 * none is lost, then delivered by SMTP with retries. Claiming an email is one atomic find-and-modify with a lease,
 * so two instances of a service never send the same email twice. Without SMTP the emails stay for admins to read.
 */
export default fp<OutboxOptions>(
  async (app, options) => {
    const repository = new OutboxRepository(outboxEmailModel(app.db));
    await repository.init();
    const transport: MailTransport | undefined =
      options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
    let closed = false;

    const deliverOnce = async (): Promise<number> => {
      if (!transport) return 0;
      let sent = 0;
      while (!closed) {
        const email = await repository.claimNext(sendLeaseMs);
        if (!email) break;
        try {
          await transport.sendMail({
            from: options.from,
            to: email.to,
            replyTo: email.replyTo,
            subject: email.subject,
            text: email.text,
            attachments: email.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
              ...(a.encoding ? { encoding: a.encoding } : {}),
            })),
          });
          await repository.markSent(email.id);
          sent += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          app.log.warn(
            { emailId: email.id, attempts: email.attempts, reason },
            'email delivery failed; will retry',
          );
          await repository.markFailed(email.id, email.attempts, reason);
        }
      }
      return sent;
    };

    // One delivery run at a time per instance; a call during a run gets the run after it (lib/one-run-at-a-time.ts).
    const deliverDue = oneRunAtATime(deliverOnce, 0);

    const kick = () => {
      if (closed) return;
      deliverDue().catch((error: unknown) => app.log.error({ err: error }, 'email delivery run failed'));
    };

    const outbox: Outbox = {
      delivering: Boolean(transport),
      send: async (drafts) => {
        await repository.enqueue(drafts, Boolean(transport));
        if (transport) setImmediate(kick);
      },
      deliverDue,
      repository,
    };
    app.decorate('outbox', outbox);

    if (options.adminRoutePrefix) {
      await app.register(outboxRoutes, { prefix: options.adminRoutePrefix, tag: options.tag ?? 'outbox' });
    }

    if (transport) {
      const timer = setInterval(kick, options.retryIntervalMs ?? 30_000);
      timer.unref();
      app.addHook('onReady', async () => {
        // Emails written while no mail server was configured: the recent ones go now, the rest stay for admins.
        const hours = options.sendHeldHours ?? 72;
        const released = await repository.releaseHeld(new Date(Date.now() - hours * 3_600_000));
        if (released > 0)
          app.log.info({ released, hours }, 'sending emails kept while no mail server was set');
        kick();
      });
      // preClose: stop before the database connection closes (onClose), letting a running send finish.
      app.addHook('preClose', async () => {
        closed = true;
        clearInterval(timer);
        // Waits for a run under way; the run after it (if any) stops at once, as `closed` is set.
        await deliverDue().catch(() => undefined);
        transport.close?.();
      });
    }
  },
  { name: 'service-kit-outbox', dependencies: ['service-kit-database', 'service-kit-auth'] },
);
