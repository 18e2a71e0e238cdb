import crypto from 'node:crypto';
import {
  addDays,
  addressZip,
  addressZipMismatchMessage,
  chicagoDay,
  formatDayAndWindow,
  hasFreeChangeNotice,
  isRecyclingZip,
  isSunday,
  isTechnicianZip,
  pickupCapacityPerDay,
  pickupDayProblem,
  pickupDayRange,
  pickupStart,
  quoteRecycling,
  reminderLeadHours,
  sameDayCancellationFeeCents,
  serviceAreaUnavailable,
  serviceCallFeeCents,
  site,
  technicianDayRange,
  technicianSlotProblem,
  timeWindows,
  windowStart,
  type CreatePickupBooking,
  type CreateTechnicianBooking,
  type ManagedBooking,
  type PickupAvailability,
  type RescheduleBooking,
  type TechnicianAvailability,
  type TimeWindowId,
  manageTokenPattern,
  movedMeanwhileMessage,
} from '@claims/contracts';
import { HttpError, badRequest, conflict, notFound, unavailable, type Outbox } from '@claims/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { BookingRecord } from '../models/booking';
import { slotKey } from '../models/capacity-slot';
import type { CapacityRepository } from '../repositories/capacity-repository';
import {
  DuplicateBookingError,
  type BookingsRepository,
  type NewBooking,
} from '../repositories/bookings-repository';
import { bookingNumber, newManageToken } from './booking-numbers';
import { cancellationEmail, confirmationEmail, type EmailSettings } from './booking-emails';

/** A second booking of the same thing (another tab of the same wizard, the form filled in again): asked first. */
export const alreadyBookedMessage = (booking: BookingRecord) =>
  `You already booked this ${booking.kind === 'recycling' ? 'pickup' : 'visit'}: ${booking.number}, ${formatDayAndWindow(booking.date, booking.windowId)}, for ${booking.contact.email}. Book it again only if you need a second one.`;

export const dayFullMessage = 'Sorry, that day just filled up. Please choose another date.';
export const windowFullMessage = 'Sorry, that time window just filled up. Please choose another time.';
export const changeWindowClosedMessage = `Rescheduling within 24 hours of the appointment cannot be done online: please call us at ${site.phoneDisplay}.`;

export type BookingWorkflowOptions = {
  bookings: BookingsRepository;
  capacity: CapacityRepository;
  outbox: Outbox;
  /** Confirms a booking just stored, after the answer (plugins/confirmations.ts). */
  queueConfirmation: (booking: BookingRecord) => void;
  log: FastifyBaseLogger;
  now: () => Date;
  technicianCapacityPerWindow: number;
  email: EmailSettings;
  /** How long an availability answer is reused (0: never); any capacity change in this instance clears it. */
  availabilityCacheTtlMs: number;
};

const fieldError = (field: string, message: string) =>
  new HttpError(400, 'validation_failed', message, { [field]: message });
const maxNumberAttempts = 8;

/** Rules the server enforces on every booking and change; routes stay thin. */
const keyReusedMessage =
  'This booking form was already sent for another booking (open in two tabs?). Reload the page to book again.';

/** The request a wizard sent, without its key: a key replays its booking only for the same request. */
function requestHash(input: { idempotencyKey: string }): string {
  const { idempotencyKey: _key, ...request } = input;
  return crypto.createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** Whether a booking made with a key answers this request (bookings stored before hashes always do). */
function sameRequest(booking: BookingRecord, kind: BookingRecord['kind'], hash: string | undefined): boolean {
  return booking.kind === kind && (booking.requestHash === undefined || booking.requestHash === hash);
}

export class BookingWorkflow {
  constructor(private readonly o: BookingWorkflowOptions) {}

  get technicianCapacityPerWindow(): number {
    return this.o.technicianCapacityPerWindow;
  }

  /**
   * Availability answers reused for a moment: every wizard opening a date step asks for them, while they change
   * only when a place is taken or released. A change made by this instance clears them at once; one made by
   * another instance shows within the TTL. Only a hint: creating a booking re-checks capacity atomically.
   * Keyed by the clock's minute, so windows that start and the day that turns are never served late.
   */
  private readonly availabilityCache = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  private cachedAvailability<T>(kind: string, compute: () => Promise<T>): Promise<T> {
    if (this.o.availabilityCacheTtlMs <= 0) return compute();
    const key = `${kind}:${Math.floor(this.o.now().getTime() / 60_000)}`;
    const hit = this.availabilityCache.get(key);
    if (hit && hit.expiresAt > performance.now()) return hit.value as Promise<T>;
    const value = compute();
    this.availabilityCache.clear();
    this.availabilityCache.set(key, { expiresAt: performance.now() + this.o.availabilityCacheTtlMs, value });
    value.catch(() => this.availabilityCache.delete(key));
    return value;
  }

  private async takePlace(...args: Parameters<CapacityRepository['take']>): Promise<boolean> {
    const taken = await this.o.capacity.take(...args);
    this.availabilityCache.clear();
    return taken;
  }

  private async releasePlace(key: string): Promise<void> {
    await this.o.capacity.release(key);
    this.availabilityCache.clear();
  }

  private reminderFor(startsAt: Date, now: Date): Pick<BookingRecord, 'reminderAt' | 'reminderState'> {
    const reminderAt = new Date(startsAt.getTime() - reminderLeadHours * 3_600_000);
    // Booked less than 24 hours ahead: there is no "24 hours before" left.
    return { reminderAt, reminderState: reminderAt.getTime() > now.getTime() ? 'scheduled' : 'skipped' };
  }

  pickupAvailability = (): Promise<PickupAvailability> =>
    this.cachedAvailability('recycling', () => this.computePickupAvailability());

  private computePickupAvailability = async (): Promise<PickupAvailability> => {
    const { first, last } = pickupDayRange(this.o.now());
    const used = await this.o.capacity.usedBetween('recycling', first, last);
    return {
      first,
      last,
      capacityPerDay: pickupCapacityPerDay,
      fullDays: used
        .filter((slot) => slot.used >= pickupCapacityPerDay)
        .map((slot) => slot.date)
        .sort(),
    };
  };

  /** The days and windows (the route adds how reminders go out). */
  technicianAvailability = (): Promise<Omit<TechnicianAvailability, 'textReminders' | 'emailReminders'>> =>
    this.cachedAvailability('technician', () => this.computeTechnicianAvailability());

  private computeTechnicianAvailability = async (): Promise<
    Omit<TechnicianAvailability, 'textReminders' | 'emailReminders'>
  > => {
    const now = this.o.now();
    const { first, last } = technicianDayRange(now);
    const capacity = this.o.technicianCapacityPerWindow;
    const used = new Map(
      (await this.o.capacity.usedBetween('technician', first, last)).map((slot) => [
        `${slot.date}:${slot.windowId}`,
        slot.used,
      ]),
    );
    const days: TechnicianAvailability['days'] = [];
    for (let date = first; date <= last; date = addDays(date, 1)) {
      const windows = isSunday(date)
        ? []
        : timeWindows
            .filter((w) => windowStart(date, w.id).getTime() > now.getTime())
            .map((w) => ({ id: w.id, remaining: capacity - (used.get(`${date}:${w.id}`) ?? 0) }))
            .filter((w) => w.remaining > 0);
      days.push({ date, windows });
    }
    return { first, last, capacityPerWindow: capacity, days };
  };

  /** Stores a booking whose place is already taken, with a unique number; answers the stored one for a repeated key. */
  private async store(
    draft: Omit<NewBooking, 'manageToken' | 'searchText'>,
  ): Promise<{ booking: BookingRecord; created: boolean }> {
    const now = this.o.now();
    for (let attempt = 0; attempt < maxNumberAttempts; attempt += 1) {
      try {
        const booking = await this.o.bookings.insert(
          { ...draft, manageToken: newManageToken(), searchText: '' },
          bookingNumber(draft.kind, now, attempt),
        );
        return { booking, created: true };
      } catch (error) {
        if (!(error instanceof DuplicateBookingError)) {
          await this.releasePlace(draft.slotKey);
          throw error;
        }
        if (error.field === 'idempotencyKey') {
          // The same wizard sent twice at once: give back the second place, answer with the first booking.
          await this.releasePlace(draft.slotKey);
          const existing = await this.o.bookings.findByIdempotencyKey(draft.idempotencyKey);
          if (!existing) throw conflict('This booking is being processed. Please try again.');
          if (!sameRequest(existing, draft.kind, draft.requestHash)) throw conflict(keyReusedMessage);
          return { booking: existing, created: false };
        }
      }
    }
    await this.releasePlace(draft.slotKey);
    throw unavailable('A booking number could not be assigned. Please try again.');
  }

  /**
   * A refusal, unless this key already booked: a repeated request (a double click, a retry after a lost answer)
   * gets the booking it made even when its day has filled or passed since. Checked only when refusing, so a new
   * booking costs no extra read; a repeat that finds a place gives it back when the unique key refuses the insert.
   */
  private async refuseUnlessReplayed(
    key: string,
    kind: BookingRecord['kind'],
    hash: string,
    error: HttpError,
  ): Promise<{ booking: BookingRecord; created: boolean }> {
    const existing = await this.o.bookings.findByIdempotencyKey(key);
    if (!existing) throw error;
    if (!sameRequest(existing, kind, hash)) throw conflict(keyReusedMessage);
    return { booking: existing, created: false };
  }

  /**
   * 409 naming the booking (`fields.duplicateOf`) when the same thing is already scheduled, unless the customer has
   * asked for a second one (`bookAgain`). A repeat of the request that booked it is answered with that booking
   * (`refuseUnlessReplayed`), so only another request for the same thing is asked.
   */
  private async alreadyBooked(
    input: { zip: string; contact: { email: string; address: string }; bookAgain?: true },
    kind: BookingRecord['kind'],
    date: string,
    windowId?: string,
  ): Promise<HttpError | null> {
    if (input.bookAgain) return null;
    const twin = await this.o.bookings.findScheduledLike({
      kind,
      date,
      windowId,
      zip: input.zip,
      email: input.contact.email,
      address: input.contact.address,
    });
    return twin ? conflict(alreadyBookedMessage(twin), { duplicateOf: twin.number }) : null;
  }

  private async confirm(booking: BookingRecord, rescheduled = false): Promise<void> {
    // The booking stands even if the email cannot be stored; the admin list shows it either way.
    await this.o.outbox
      .send([confirmationEmail(booking, this.o.email, rescheduled)])
      .catch((error: unknown) => {
        this.o.log.error(
          { err: error, bookingId: booking._id.toHexString() },
          'confirmation email not stored',
        );
      });
  }

  /** The service area was checked for the zip of step 1: an address in another zip is not served by that check. */
  private addressElsewhere(input: { zip: string; contact: { address: string } }): HttpError | null {
    const named = addressZip(input.contact.address);
    return named && named !== input.zip
      ? fieldError('contact.address', addressZipMismatchMessage(named, input.zip))
      : null;
  }

  createPickup = async (
    input: CreatePickupBooking,
  ): Promise<{ booking: BookingRecord; created: boolean }> => {
    const hash = requestHash(input);
    const refuse = (error: HttpError) =>
      this.refuseUnlessReplayed(input.idempotencyKey, 'recycling', hash, error);
    if (!isRecyclingZip(input.zip)) return refuse(fieldError('zip', serviceAreaUnavailable.message));
    const elsewhere = this.addressElsewhere(input);
    if (elsewhere) return refuse(elsewhere);
    const now = this.o.now();
    const dayProblem = pickupDayProblem(input.pickupDate, now);
    if (dayProblem) return refuse(fieldError('pickupDate', dayProblem));
    const twin = await this.alreadyBooked(input, 'recycling', input.pickupDate);
    if (twin) return refuse(twin);
    if (!(await this.takePlace('recycling', input.pickupDate, undefined, pickupCapacityPerDay))) {
      return refuse(conflict(dayFullMessage));
    }
    const startsAt = pickupStart(input.pickupDate);
    const result = await this.store({
      kind: 'recycling',
      status: 'scheduled',
      zip: input.zip,
      date: input.pickupDate,
      slotKey: slotKey('recycling', input.pickupDate),
      startsAt,
      contact: input.contact,
      items: input.items,
      floor: input.floor,
      installed: input.installed,
      access: input.access,
      quote: quoteRecycling(input),
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      ...this.reminderFor(startsAt, now),
    });
    if (result.created) this.o.queueConfirmation(result.booking);
    return result;
  };

  createVisit = async (
    input: CreateTechnicianBooking,
  ): Promise<{ booking: BookingRecord; created: boolean }> => {
    const hash = requestHash(input);
    const refuse = (error: HttpError) =>
      this.refuseUnlessReplayed(input.idempotencyKey, 'technician', hash, error);
    if (!isTechnicianZip(input.zip)) return refuse(fieldError('zip', serviceAreaUnavailable.message));
    const elsewhere = this.addressElsewhere(input);
    if (elsewhere) return refuse(elsewhere);
    const now = this.o.now();
    const problem = technicianSlotProblem(input.date, input.windowId, now);
    if (problem) return refuse(fieldError(problem.includes('window') ? 'windowId' : 'date', problem));
    const twin = await this.alreadyBooked(input, 'technician', input.date, input.windowId);
    if (twin) return refuse(twin);
    if (
      !(await this.takePlace('technician', input.date, input.windowId, this.o.technicianCapacityPerWindow))
    ) {
      return refuse(conflict(windowFullMessage));
    }
    const startsAt = windowStart(input.date, input.windowId);
    const result = await this.store({
      kind: 'technician',
      status: 'scheduled',
      zip: input.zip,
      date: input.date,
      windowId: input.windowId,
      slotKey: slotKey('technician', input.date, input.windowId),
      startsAt,
      contact: input.contact,
      serviceId: input.serviceId,
      serviceCallFeeCents,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      ...this.reminderFor(startsAt, now),
    });
    if (result.created) this.o.queueConfirmation(result.booking);
    return result;
  };

  /** The fee a cancellation made now would cost: recycling pickups cancelled on their own day. */
  cancellationFee(booking: BookingRecord, now: Date): number {
    return booking.kind === 'recycling' && chicagoDay(now) >= booking.date ? sameDayCancellationFeeCents : 0;
  }

  private async byToken(token: string): Promise<BookingRecord> {
    const booking = manageTokenPattern.test(token) ? await this.o.bookings.findByToken(token) : null;
    if (!booking) throw notFound('Booking not found');
    return booking;
  }

  /** Cancelling is possible until the pickup day is over / the visit's window starts. */
  private canCancel(booking: BookingRecord, now: Date): boolean {
    if (booking.status !== 'scheduled') return false;
    return booking.kind === 'recycling'
      ? chicagoDay(now) <= booking.date
      : booking.startsAt.getTime() > now.getTime();
  }

  view = async (
    token: string,
  ): Promise<{ booking: BookingRecord; managed: Omit<ManagedBooking, 'booking'> }> => {
    const booking = await this.byToken(token);
    return { booking, managed: this.managedState(booking) };
  };

  managedState(booking: BookingRecord): Omit<ManagedBooking, 'booking'> {
    const now = this.o.now();
    const scheduled = booking.status === 'scheduled';
    const freeNotice = hasFreeChangeNotice(booking.startsAt, now);
    return {
      canReschedule: scheduled && freeNotice,
      canCancel: this.canCancel(booking, now),
      cancellationFeeCents: scheduled ? this.cancellationFee(booking, now) : 0,
      ...(scheduled && !freeNotice ? { rescheduleNote: changeWindowClosedMessage } : {}),
    };
  }

  reschedule = async (token: string, change: RescheduleBooking): Promise<BookingRecord> => {
    const booking = await this.byToken(token);
    const now = this.o.now();
    if (booking.status !== 'scheduled') throw conflict('Only a scheduled booking can be rescheduled');
    if (
      change.from &&
      (change.from.date !== booking.date || (change.from.windowId ?? null) !== (booking.windowId ?? null))
    ) {
      throw conflict(movedMeanwhileMessage(booking.date, booking.windowId));
    }
    if (!hasFreeChangeNotice(booking.startsAt, now)) throw conflict(changeWindowClosedMessage);
    let windowId: TimeWindowId | undefined;
    let capacity: number;
    if (booking.kind === 'recycling') {
      const problem = pickupDayProblem(change.date, now);
      if (problem) throw fieldError('date', problem);
      capacity = pickupCapacityPerDay;
    } else {
      if (!change.windowId) throw fieldError('windowId', 'Choose a time window');
      const problem = technicianSlotProblem(change.date, change.windowId, now);
      if (problem) throw fieldError(problem.includes('window') ? 'windowId' : 'date', problem);
      windowId = change.windowId;
      capacity = this.o.technicianCapacityPerWindow;
    }
    const newKey = slotKey(booking.kind, change.date, windowId);
    if (newKey === booking.slotKey) throw badRequest('Your booking is already at that time');
    if (!(await this.takePlace(booking.kind, change.date, windowId, capacity))) {
      throw conflict(booking.kind === 'recycling' ? dayFullMessage : windowFullMessage);
    }
    const startsAt = windowId ? windowStart(change.date, windowId) : pickupStart(change.date);
    const moved = await this.o.bookings.moveSlot(booking._id, booking.slotKey, {
      date: change.date,
      ...(windowId ? { windowId } : {}),
      slotKey: newKey,
      startsAt,
      ...this.reminderFor(startsAt, now),
    });
    if (!moved) {
      // Changed meanwhile (cancelled, or moved by another request): give the new place back.
      await this.releasePlace(newKey);
      throw conflict('This booking was changed meanwhile. Please reload the page.');
    }
    await this.releasePlace(booking.slotKey);
    await this.confirm(moved, true);
    return moved;
  };

  cancel = async (token: string): Promise<BookingRecord> => {
    const booking = await this.byToken(token);
    const now = this.o.now();
    if (!this.canCancel(booking, now)) {
      throw conflict(
        booking.status === 'scheduled'
          ? 'This booking has already taken place'
          : 'This booking is not scheduled',
      );
    }
    const cancelled = await this.o.bookings.cancel(
      booking._id,
      this.cancellationFee(booking, now),
      now,
      'customer',
    );
    if (!cancelled) throw conflict('This booking was changed meanwhile. Please reload the page.');
    await this.releasePlace(booking.slotKey);
    await this.o.outbox.send([cancellationEmail(cancelled, this.o.email)]).catch((error: unknown) => {
      this.o.log.error({ err: error }, 'cancellation email not stored');
    });
    return cancelled;
  };

  /** Admin cancellation: no fee is charged by the office's own action, the place is released and the customer told. */
  adminCancel = async (booking: BookingRecord): Promise<BookingRecord> => {
    const cancelled = await this.o.bookings.cancel(booking._id, 0, this.o.now(), 'office');
    if (!cancelled) throw conflict('Only a scheduled booking can be cancelled');
    await this.releasePlace(booking.slotKey);
    await this.o.outbox
      .send([cancellationEmail(cancelled, this.o.email, 'office')])
      .catch((error: unknown) => {
        this.o.log.error({ err: error }, 'cancellation email not stored');
      });
    return cancelled;
  };
}
