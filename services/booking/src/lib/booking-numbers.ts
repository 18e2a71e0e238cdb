import crypto from 'node:crypto';
import { bookingNumberPrefixes, type BookingKind } from '@claims/contracts';

/**
 * The spec's look: a prefix plus the last 6 digits of the current time (`AR-482913`). Uniqueness comes from the
 * unique index on `number`: a collision is retried with random digits (`attempt` > 0).
 */
export function bookingNumber(kind: BookingKind, now: Date, attempt: number): string {
  const digits =
    attempt === 0 ? String(now.getTime()).slice(-6) : String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  return `${bookingNumberPrefixes[kind]}${digits}`;
}

/** The manage link's secret: 256 random bits, URL-safe (43 characters). */
export const newManageToken = (): string => crypto.randomBytes(32).toString('base64url');
