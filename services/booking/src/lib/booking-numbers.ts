import crypto from 'node:crypto';
import { bookingNumberPrefixes, type BookingKind } from '@claims/contracts';

let lastMillis = 0;

/**
 * The spec's look: a prefix plus the last 6 digits of the current time in milliseconds (`AR-482913`). Bookings made
 * in the same millisecond by this instance take the next millisecond's digits, so a burst does not collide with
 * itself. Uniqueness comes from the unique index on `number`: a collision (another instance, or a number from
 * 1,000 seconds earlier) is retried with random digits (`attempt` > 0).
 */
export function bookingNumber(kind: BookingKind, now: Date, attempt: number): string {
  if (attempt > 0) {
    return `${bookingNumberPrefixes[kind]}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`;
  }
  lastMillis = Math.max(now.getTime(), lastMillis + 1);
  return `${bookingNumberPrefixes[kind]}${String(lastMillis).slice(-6)}`;
}

/** The manage link's secret: 256 random bits, URL-safe (43 characters). */
export const newManageToken = (): string => crypto.randomBytes(32).toString('base64url');
