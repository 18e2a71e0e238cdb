import { z } from 'zod';
import { defaultTechnicianCapacityPerWindow, site } from '@claims/contracts';
import { outboxEnvShape, type ServiceEnv } from '@claims/service-kit';

const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

/** The booking service's own variables (the base ones come from service-kit). */
export const bookingEnvShape = {
  ...outboxEnvShape,
  /** Sender of every booking email. */
  MAIL_FROM: z.string().min(3).default(`${site.companyName} <${site.contactEmail}>`),
  /** The site's public address, used for the manage link inside emails. */
  PUBLIC_SITE_URL: z
    .url({ message: 'must be a URL like https://www.example.com' })
    .default('http://127.0.0.1:8080'),
  /** Technician visits per 2-hour window (how many technicians work a window). */
  TECHNICIAN_CAPACITY_PER_WINDOW: positiveInt
    .max(1000, 'must be at most 1000')
    .default(defaultTechnicianCapacityPerWindow),
  /** How long an availability answer is reused (0 turns it off); changes made by this instance clear it at once. */
  AVAILABILITY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** How often due reminders are looked for. */
  REMINDER_POLL_INTERVAL_MS: positiveInt.default(60_000),
};

export type BookingEnv = ServiceEnv & z.output<z.ZodObject<typeof bookingEnvShape>>;
