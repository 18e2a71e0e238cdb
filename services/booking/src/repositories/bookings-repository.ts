import { Types, type Connection } from 'mongoose';
import type { AdminBookingsQuery, Booking, BookingStatus } from '@claims/contracts';
import { accentInsensitiveSource } from '@claims/contracts';
import { isDuplicateKeyError } from '@claims/service-kit';
import {
  bookingModel,
  type BookingModel,
  type BookingRecord,
  type ReminderTextState,
} from '../models/booking';
import { tickBatch, writeErrorsByIndex, type BatchOutcome } from '../lib/tick-batch';

export type NewBooking = Omit<BookingRecord, '_id' | 'createdAt' | 'updatedAt' | 'number' | 'revision'>;

/** Which unique index refused an insert. */
export class DuplicateBookingError extends Error {
  constructor(readonly field: 'number' | 'idempotencyKey' | 'manageToken') {
    super(`duplicate ${field}`);
  }
}

/**
 * What the admin's search matches in `searchText`: the words whatever their accents ("nandu" finds "Ñandú"), or, for
 * a search that looks like a phone number, its digits however the number was written ("817-555-0134" finds
 * "(817) 555-0134", stored also as digits).
 */
function searchPattern(q: string): string {
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s().+-]+$/.test(q) && digits.length >= 4) return digits;
  return accentInsensitiveSource(q);
}

export const searchTextFor = (b: Pick<BookingRecord, 'number' | 'contact' | 'zip'>): string =>
  [
    b.number,
    b.contact.name,
    b.contact.phone,
    b.contact.phone.replace(/\D/g, ''),
    b.contact.email,
    b.contact.address,
    b.zip,
  ]
    .join(' ')
    .toLowerCase();

/** Which unique index refused an insert, from the driver's error (or a bulk insert's write error). */
function duplicateOf(error: unknown): DuplicateBookingError {
  const keyPattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
  const message = String(
    (error as { message?: string; errmsg?: string }).errmsg ?? (error as Error).message ?? '',
  );
  if (keyPattern?.idempotencyKey || message.includes('idempotencyKey'))
    return new DuplicateBookingError('idempotencyKey');
  if (keyPattern?.manageToken || message.includes('manageToken'))
    return new DuplicateBookingError('manageToken');
  return new DuplicateBookingError('number');
}

export function toBooking(record: BookingRecord): Booking {
  return {
    id: record._id.toHexString(),
    kind: record.kind,
    number: record.number,
    status: record.status,
    zip: record.zip,
    date: record.date,
    ...(record.windowId ? { windowId: record.windowId } : {}),
    contact: {
      name: record.contact.name,
      phone: record.contact.phone,
      email: record.contact.email,
      address: record.contact.address,
      issueDescription: record.contact.issueDescription || undefined,
    },
    ...(record.items ? { items: record.items } : {}),
    ...(record.floor ? { floor: record.floor } : {}),
    ...(record.installed ? { installed: record.installed } : {}),
    ...(record.access ? { access: record.access } : {}),
    ...(record.quote ? { quote: record.quote } : {}),
    ...(record.serviceId ? { serviceId: record.serviceId } : {}),
    ...(record.serviceCallFeeCents !== undefined ? { serviceCallFeeCents: record.serviceCallFeeCents } : {}),
    ...(record.cancellationFeeCents !== undefined
      ? { cancellationFeeCents: record.cancellationFeeCents }
      : {}),
    createdAt: record.createdAt.toISOString(),
    ...(record.cancelledAt ? { cancelledAt: record.cancelledAt.toISOString() } : {}),
    ...(record.cancelledBy ? { cancelledBy: record.cancelledBy } : {}),
  };
}

/** Stored bookings: insert with unique numbers and keys, the manage link's changes, the admin list, reminders. */
export class BookingsRepository {
  private constructor(private readonly bookings: BookingModel) {}

  static async open(db: Connection): Promise<BookingsRepository> {
    const bookings = bookingModel(db);
    await bookings.init();
    return new BookingsRepository(bookings);
  }

  /**
   * Inserts with the given number, marked `confirmationPending`; a unique index refusing it is reported as which
   * field collided. Through the driver: the input is already checked by the route's schema and the workflow, so
   * mongoose's casting, validation and document building would only repeat work on the busiest path. Bookings
   * stored together go as one unordered insert, each refused or stored on its own.
   */
  async insert(booking: NewBooking, number: string): Promise<BookingRecord> {
    const now = new Date();
    const record: BookingRecord = {
      _id: new Types.ObjectId(),
      ...booking,
      number,
      revision: 0,
      searchText: searchTextFor({ ...booking, number }),
      confirmationPending: true,
      createdAt: now,
      updatedAt: now,
    };
    await this.insertBatched(record);
    return record;
  }

  private readonly insertBatched = tickBatch<BookingRecord, void>(async (records) => {
    if (records.length === 1) {
      try {
        await this.bookings.collection.insertOne(records[0], { ignoreUndefined: true });
        return [{ ok: true, value: undefined }];
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        return [{ ok: false, error: duplicateOf(error) }];
      }
    }
    try {
      await this.bookings.collection.insertMany(records, { ordered: false, ignoreUndefined: true });
      return records.map(() => ({ ok: true, value: undefined }));
    } catch (error) {
      const failed = writeErrorsByIndex(error);
      if (!failed) throw error;
      return records.map((_, i): BatchOutcome<void> => {
        const writeError = failed.get(i);
        if (!writeError) return { ok: true, value: undefined };
        return {
          ok: false,
          error: writeError.code === 11000 ? duplicateOf(writeError) : new Error(writeError.errmsg),
        };
      });
    }
  });

  /** Bookings whose confirmation email is not yet in the outbox. */
  pendingConfirmations(limit: number): Promise<BookingRecord[]> {
    return this.bookings.find({ confirmationPending: true }).limit(limit).lean<BookingRecord[]>();
  }

  /** Their confirmation emails are in the outbox. */
  async confirmationsQueued(ids: Types.ObjectId[]): Promise<void> {
    if (ids.length === 0) return;
    await this.bookings.collection.updateMany(
      { _id: { $in: ids }, confirmationPending: true },
      { $unset: { confirmationPending: 1 } },
    );
  }

  /**
   * A scheduled booking of the same kind for the same day (and window), zip, email and address: what a second tab
   * of the same wizard, or the same form filled in again, would book twice. Read through the day's index.
   */
  async findScheduledLike(like: {
    kind: BookingRecord['kind'];
    date: string;
    windowId?: string;
    zip: string;
    email: string;
    address: string;
  }): Promise<BookingRecord | null> {
    const same = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
    const candidates = await this.bookings
      .find({ date: like.date, kind: like.kind, status: 'scheduled', zip: like.zip })
      .lean<BookingRecord[]>();
    return (
      candidates.find(
        (booking) =>
          (booking.windowId ?? null) === (like.windowId ?? null) &&
          same(booking.contact.email) === same(like.email) &&
          same(booking.contact.address) === same(like.address),
      ) ?? null
    );
  }

  findByIdempotencyKey(key: string): Promise<BookingRecord | null> {
    return this.bookings.findOne({ idempotencyKey: key }).lean<BookingRecord>();
  }

  findByToken(token: string): Promise<BookingRecord | null> {
    return this.bookings.findOne({ manageToken: token }).lean<BookingRecord>();
  }

  findById(id: string): Promise<BookingRecord | null> {
    if (!Types.ObjectId.isValid(id)) return Promise.resolve(null);
    return this.bookings.findById(id).lean<BookingRecord>();
  }

  /** Moves a scheduled booking from the slot it holds to another; null when it changed meanwhile. */
  async moveSlot(
    id: Types.ObjectId,
    fromSlotKey: string,
    change: Pick<BookingRecord, 'date' | 'slotKey' | 'startsAt' | 'reminderAt' | 'reminderState'> & {
      windowId?: BookingRecord['windowId'];
    },
  ): Promise<BookingRecord | null> {
    return this.bookings
      .findOneAndUpdate(
        { _id: id, status: 'scheduled', slotKey: fromSlotKey },
        {
          $set: change,
          $inc: { revision: 1 },
          // A new date, a new reminder (email and text) in its time: an old text still being tried is dropped.
          $unset: { reminderLockedUntil: 1, reminderSentAt: 1, reminderSmsRetryAt: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<BookingRecord>();
  }

  /** Cancels a booking that is still scheduled; null when it is not (so capacity is released once). */
  async cancel(
    id: Types.ObjectId,
    cancellationFeeCents: number,
    now: Date,
    by: NonNullable<BookingRecord['cancelledBy']>,
  ): Promise<BookingRecord | null> {
    return this.bookings
      .findOneAndUpdate(
        { _id: id, status: 'scheduled' },
        {
          $set: {
            status: 'cancelled',
            cancelledAt: now,
            cancelledBy: by,
            cancellationFeeCents,
            reminderState: 'skipped',
          },
          // A new revision: the calendar event sent with it (a cancellation) must outrank the invitation.
          $inc: { revision: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<BookingRecord>();
  }

  /** Admin: sets a status other than cancelled on a booking that is not cancelled. */
  async setStatus(
    id: Types.ObjectId,
    status: Exclude<BookingStatus, 'cancelled'>,
  ): Promise<BookingRecord | null> {
    return this.bookings
      .findOneAndUpdate(
        { _id: id, status: { $ne: 'cancelled' } },
        { $set: { status, ...(status === 'scheduled' ? {} : { reminderState: 'skipped' }) } },
        { returnDocument: 'after' },
      )
      .lean<BookingRecord>();
  }

  private adminFilter(query: Omit<AdminBookingsQuery, 'limit'>) {
    const filter: Record<string, unknown> = {};
    if (query.from || query.to) {
      filter.date = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    }
    if (query.kind) filter.kind = query.kind;
    if (query.status) filter.status = query.status;
    if (query.q) filter.searchText = { $regex: searchPattern(query.q) };
    return filter;
  }

  /**
   * Admin: bookings in day order (then window, then booking time). With a search and days chosen, `elsewhere` counts
   * the bookings it matches on the other days.
   */
  async list(
    query: AdminBookingsQuery,
  ): Promise<{ items: BookingRecord[]; total: number; elsewhere?: number }> {
    const filter = this.adminFilter(query);
    const searchedWithinDays = Boolean(query.q && (query.from || query.to));
    const [items, total, everyDay] = await Promise.all([
      this.bookings
        .find(filter)
        .sort({ date: 1, windowId: 1, createdAt: 1 })
        .limit(query.limit)
        .lean<BookingRecord[]>(),
      this.bookings.countDocuments(filter),
      searchedWithinDays
        ? this.bookings.countDocuments(this.adminFilter({ ...query, from: undefined, to: undefined }))
        : undefined,
    ]);
    return { items, total, ...(everyDay === undefined ? {} : { elsewhere: everyDay - total }) };
  }

  /** Admin CSV: every matching booking, streamed in day order. */
  cursor(query: Omit<AdminBookingsQuery, 'limit'>) {
    return this.bookings
      .find(this.adminFilter(query))
      .sort({ date: 1, windowId: 1, createdAt: 1 })
      .lean<BookingRecord>()
      .cursor();
  }

  /**
   * Takes the next reminder that is due (or whose sender died mid-send) with a lease, in one atomic
   * find-and-modify: with two service instances each reminder is taken by exactly one.
   */
  async claimDueReminder(now: Date, leaseMs: number): Promise<BookingRecord | null> {
    return this.bookings
      .findOneAndUpdate(
        {
          status: 'scheduled',
          $or: [
            { reminderState: 'scheduled', reminderAt: { $lte: now } },
            { reminderState: 'sending', reminderLockedUntil: { $lte: now } },
          ],
        },
        { $set: { reminderState: 'sending', reminderLockedUntil: new Date(now.getTime() + leaseMs) } },
        { sort: { reminderAt: 1 }, returnDocument: 'after' },
      )
      .lean<BookingRecord>();
  }

  /** The email is queued; `text` is what became of the text (`retryAt` when it is to be tried again). */
  async markReminderSent(
    id: Types.ObjectId,
    now: Date,
    text: ReminderTextState,
    retryAt?: Date,
  ): Promise<void> {
    await this.bookings.updateOne(
      { _id: id, reminderState: 'sending' },
      {
        $set: {
          reminderState: 'sent',
          reminderSentAt: now,
          reminderSms: text,
          ...(text === 'not-configured' ? {} : { reminderSmsAttempts: 1 }),
          ...(retryAt ? { reminderSmsRetryAt: retryAt } : {}),
        },
        $unset: { reminderLockedUntil: 1 },
      },
    );
  }

  /**
   * Takes the next text reminder due to be tried again (its email went already), counting the attempt and holding
   * it for `leaseMs` (a sender that dies leaves it due again after that), in one atomic find-and-modify.
   */
  async claimDueTextRetry(now: Date, leaseMs: number): Promise<BookingRecord | null> {
    return this.bookings
      .findOneAndUpdate(
        {
          status: 'scheduled',
          reminderState: 'sent',
          reminderSms: 'retrying',
          reminderSmsRetryAt: { $lte: now },
        },
        {
          $set: { reminderSmsRetryAt: new Date(now.getTime() + leaseMs) },
          $inc: { reminderSmsAttempts: 1 },
        },
        { sort: { reminderSmsRetryAt: 1 }, returnDocument: 'after' },
      )
      .lean<BookingRecord>();
  }

  /** The outcome of a text tried again: `retryAt` when it is to be tried once more. */
  async markTextRetried(id: Types.ObjectId, text: ReminderTextState, retryAt?: Date): Promise<void> {
    await this.bookings.updateOne(
      { _id: id, reminderSms: 'retrying' },
      retryAt
        ? { $set: { reminderSmsRetryAt: retryAt } }
        : { $set: { reminderSms: text }, $unset: { reminderSmsRetryAt: 1 } },
    );
  }

  /** A failed send: due again after the lease. */
  async releaseReminder(id: Types.ObjectId): Promise<void> {
    await this.bookings.updateOne(
      { _id: id, reminderState: 'sending' },
      { $set: { reminderState: 'scheduled' }, $unset: { reminderLockedUntil: 1 } },
    );
  }
}
