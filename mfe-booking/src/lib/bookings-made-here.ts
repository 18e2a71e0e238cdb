import { chicagoDay } from '@claims/contracts';

/**
 * The bookings made in this browser (any tab), by number, with their private manage links, until their day has
 * passed: so "Already Booked" can open the booking it names when it was made here. A booking made elsewhere is
 * never linked (its number alone opens nothing: the service names it, and only its manage link changes it).
 */
export const bookingsMadeHereStorageKey = 'booking:made-here';

type MadeHere = { number: string; date: string; manageToken: string };

const isMadeHere = (value: unknown): value is MadeHere =>
  typeof value === 'object' &&
  value !== null &&
  ['number', 'date', 'manageToken'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  );

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): MadeHere[] {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(bookingsMadeHereStorageKey) ?? '[]');
    const today = chicagoDay(new Date());
    return Array.isArray(stored) ? stored.filter(isMadeHere).filter((booking) => booking.date >= today) : [];
  } catch {
    return [];
  }
}

/** Remembers a booking just made (the last 20; refused storage, as in private mode, only loses the link). */
export function rememberBookingMadeHere(booking: MadeHere): void {
  const kept = [booking, ...read().filter((other) => other.number !== booking.number)].slice(0, 20);
  try {
    storage()?.setItem(bookingsMadeHereStorageKey, JSON.stringify(kept));
  } catch {
    // Full or refused storage.
  }
}

/** The manage link's token of a booking made in this browser, if it was. */
export function bookingMadeHere(number: string): string | undefined {
  return read().find((booking) => booking.number === number)?.manageToken;
}
