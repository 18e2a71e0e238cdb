import { z } from 'zod';
import { defaultTechnicianCapacityPerWindow, site } from '@claims/contracts';
import { envInteger, outboxEnvShape, type ServiceEnv, envMailbox } from '@claims/service-kit';

/** The booking service's own variables (the base ones come from service-kit). */
export const bookingEnvShape = {
  ...outboxEnvShape,
  /** Sender of every booking email. */
  MAIL_FROM: envMailbox(`${site.companyName} <${site.contactEmail}>`),
  /** The site's public address, used for the manage link inside emails. */
  PUBLIC_SITE_URL: z
    .url({ message: 'must be a URL like https://www.example.com' })
    .default('http://127.0.0.1:8080'),
  /**
   * New bookings (pickups and visits together) one visitor (client address) may make per window: enough for an office
   * or a shop whose people share an address, and it keeps one address from filling the calendar. Only bookings made
   * count: refusals, invalid forms and a confirmation sent again cost nothing. Past it the visitor is told the wait
   * and the phone number.
   */
  SUBMISSION_RATE_LIMIT_MAX: envInteger({ min: 1, default: 20 }),
  SUBMISSION_RATE_LIMIT_WINDOW_MS: envInteger({ min: 1, default: 60 * 60_000 }),
  /** Technician visits per 2-hour window (how many technicians work a window). */
  TECHNICIAN_CAPACITY_PER_WINDOW: envInteger({
    min: 1,
    max: 1000,
    default: defaultTechnicianCapacityPerWindow,
  }),
  /** How long an availability answer is reused (0 turns it off); changes made by this instance clear it at once. */
  AVAILABILITY_CACHE_TTL_MS: envInteger({ min: 0, max: 60_000, default: 2000 }),
  /**
   * Twilio, for the text reminder 24 hours before (all three, or none: then reminders go by email only and the pages
   * say so).
   */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sending number in E.164, like +18175550142. */
  TWILIO_FROM_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164 form, like +18175550142')
    .optional(),
  /** Twilio's API address (tests and staging point it elsewhere). */
  TWILIO_API_URL: z.url().optional(),
  /** How often due reminders are looked for. */
  REMINDER_POLL_INTERVAL_MS: envInteger({ min: 1, default: 60_000 }),
  /**
   * How often bookings whose confirmation email is not yet in the outbox are looked for (those left by an
   * instance that stopped right after answering); a new booking's confirmation is queued at once.
   */
  CONFIRMATION_SWEEP_INTERVAL_MS: envInteger({ min: 1, default: 30_000 }),
};

export type BookingEnv = ServiceEnv & z.output<z.ZodObject<typeof bookingEnvShape>>;
