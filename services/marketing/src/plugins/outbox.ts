import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailDraft } from '../repositories/outbox-repository';

/** Something that sends one email (nodemailer's SMTP transport in production, a fake in tests). */
export type MailTransport = Pick<Transporter, 'sendMail'> & { close?: () => void };

export type OutboxOptions = {
  from: string;
  /** SMTP URL; when absent (and no transport is given) emails are kept in the outbox, not sent. */
  smtpUrl?: string;
  transport?: MailTransport;
  retryIntervalMs: number;
};

export type Outbox = {
  /** Whether a mail server is configured; otherwise emails are kept for admins to read. */
  readonly delivering: boolean;
  /** Writes the emails to the outbox and starts sending them without making the caller wait. */
  send: (drafts: EmailDraft[]) => Promise<void>;
  /** Sends every email that is due now; resolves with how many were sent. */
  deliverDue: () => Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

const sendLeaseMs = 60_000;

/** The email outbox: stored first so no email is lost, then delivered by SMTP with retries. */
export default fp<OutboxOptions>(
  async (app, options) => {
    const repository = app.outboxRepository;
    const transport: MailTransport | undefined =
      options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
    let running: Promise<number> | undefined;
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

    // One delivery run at a time; callers that arrive during a run share it.
    const deliverDue = () => {
      running ??= deliverOnce().finally(() => {
        running = undefined;
      });
      return running;
    };

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
    };
    app.decorate('outbox', outbox);

    if (transport) {
      const timer = setInterval(kick, options.retryIntervalMs);
      timer.unref();
      app.addHook('onReady', async () => kick());
      // preClose: stop before the database connection closes (onClose), letting a running send finish.
      app.addHook('preClose', async () => {
        closed = true;
        clearInterval(timer);
        await running?.catch(() => undefined);
        transport.close?.();
      });
    }
  },
  { name: 'marketing-outbox', dependencies: ['marketing-repositories'] },
);
