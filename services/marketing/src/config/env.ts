import { z } from 'zod';
import { site } from '@claims/contracts';
import { envInteger, type ServiceEnv, envMailbox, envEmailAddress } from '@claims/service-kit';

/** The marketing service's own variables (the base ones come from service-kit). */
export const marketingEnvShape = {
  /** SMTP server for outgoing email (smtp:// or smtps:// URL); without it emails are kept in the outbox for admins. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
    .optional(),
  /** Sender of every email. */
  MAIL_FROM: envMailbox(`${site.companyName} <${site.contactEmail}>`),
  /** Who is told about new demo requests and partner applications (comma-separated). */
  LEADS_NOTIFY_EMAIL: envEmailAddress(site.contactEmail),
  /** The site's public address, used for links inside emails. */
  PUBLIC_SITE_URL: z
    .url({ message: 'must be a URL like https://www.example.com' })
    .default('http://127.0.0.1:8080'),
  /** Forms one visitor (IP) may send per window, across all forms: stops bots, never a person. */
  SUBMISSION_RATE_LIMIT_MAX: envInteger({ min: 1, default: 20 }),
  SUBMISSION_RATE_LIMIT_WINDOW_MS: envInteger({ min: 1, default: 15 * 60_000 }),
  /** How often undelivered emails are retried. */
  OUTBOX_RETRY_INTERVAL_MS: envInteger({ min: 1, default: 30_000 }),
  /** Kept emails at most this many hours old are sent once a mail server is configured (service-kit's outbox). */
  OUTBOX_SEND_HELD_HOURS: envInteger({ min: 0, default: 72 }),
};

export type MarketingEnv = ServiceEnv & z.output<z.ZodObject<typeof marketingEnvShape>>;
