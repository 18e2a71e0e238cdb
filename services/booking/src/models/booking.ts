import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  accessValues,
  bookingKinds,
  bookingStatuses,
  floorValues,
  installedValues,
  recyclingItemIds,
  technicianServiceIds,
  timeWindowIds,
  type AccessDifficulty,
  type BookingKind,
  type BookingStatus,
  type Floor,
  type InstalledState,
  type RecyclingItemId,
  type RecyclingQuote,
  type TechnicianServiceId,
  type TimeWindowId,
} from '@claims/contracts';

export const reminderStates = ['scheduled', 'sending', 'sent', 'skipped'] as const;
export type ReminderState = (typeof reminderStates)[number];

/**
 * What became of a booking's text reminder (`TWILIO_*`): sent; refused for good or given up (logged); waiting to be
 * tried again after the provider could not be reached (`reminderSmsRetryAt`); or not sent, no provider being set up.
 */
export type ReminderTextState = 'sent' | 'failed' | 'retrying' | 'not-configured';

export type BookingRecord = {
  _id: Types.ObjectId;
  kind: BookingKind;
  /** Order number (recycling) or confirmation number (technician): prefix plus 6 digits, unique. */
  number: string;
  status: BookingStatus;
  zip: string;
  /** Chicago calendar day, YYYY-MM-DD. */
  date: string;
  windowId?: TimeWindowId;
  /** The capacity place this booking holds (see capacity-slot.ts); released on cancel. */
  slotKey: string;
  /** When the pickup or visit starts (pickups: 8:00 AM on their day). */
  startsAt: Date;
  contact: { name: string; phone: string; email: string; address: string; issueDescription?: string };
  items?: RecyclingItemId[];
  floor?: Floor;
  installed?: InstalledState;
  access?: AccessDifficulty;
  quote?: RecyclingQuote;
  serviceId?: TechnicianServiceId;
  serviceCallFeeCents?: number;
  cancellationFeeCents?: number;
  /** The private manage link's secret (256 random bits); the link is the customer's only key. */
  manageToken: string;
  /** The browser's key for one filled-in wizard: a double click books once. */
  idempotencyKey: string;
  /** What was asked with that key (a hash of the request without it): the key replays only the same request. */
  requestHash?: string;
  /** Lower-cased number, name, phone, email, address and zip, for the admin search. */
  searchText: string;
  reminderAt: Date;
  reminderState: ReminderState;
  reminderLockedUntil?: Date;
  reminderSentAt?: Date;
  /** The text reminder: sent, refused or failed (logged), to be tried again, or not sent (no provider configured). */
  reminderSms?: ReminderTextState;
  /** When a text reminder that is `retrying` is due again; while one instance tries it, the end of its lease. */
  reminderSmsRetryAt?: Date;
  /** Attempts made at the text reminder so far. */
  reminderSmsAttempts?: number;
  /**
   * Set when the booking is stored and removed once its confirmation email is in the outbox. The email is built
   * from the booking after the answer has gone (see plugins/confirmations.ts); a booking still marked after a
   * restart is found by the sweep, and the email's id (the booking's) keeps it to one email.
   */
  confirmationPending?: true;
  /** Bumped on every reschedule: the calendar invitation's SEQUENCE. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  cancelledAt?: Date;
  /** Who cancelled it: the customer (the manage link) or the office (`/admin/bookings`). */
  cancelledBy?: 'customer' | 'office';
};

const contactSchema = new Schema(
  {
    name: { type: String, required: true },
    phone: { type: String, required: true },
    email: { type: String, required: true },
    address: { type: String, required: true },
    issueDescription: { type: String },
  },
  { _id: false },
);

const quoteSchema = new Schema(
  {
    lines: [{ _id: false, label: String, amountCents: Number }],
    subtotalCents: Number,
    taxCents: Number,
    totalCents: Number,
  },
  { _id: false },
);

const bookingSchema = new Schema<BookingRecord>(
  {
    kind: { type: String, required: true, enum: bookingKinds },
    number: { type: String, required: true },
    status: { type: String, required: true, enum: bookingStatuses },
    zip: { type: String, required: true },
    date: { type: String, required: true },
    windowId: { type: String, enum: timeWindowIds },
    slotKey: { type: String, required: true },
    startsAt: { type: Date, required: true },
    contact: { type: contactSchema, required: true },
    items: { type: [String], enum: recyclingItemIds, default: undefined },
    floor: { type: String, enum: floorValues },
    installed: { type: String, enum: installedValues },
    access: { type: String, enum: accessValues },
    quote: { type: quoteSchema },
    serviceId: { type: String, enum: technicianServiceIds },
    serviceCallFeeCents: { type: Number },
    cancellationFeeCents: { type: Number },
    manageToken: { type: String, required: true },
    idempotencyKey: { type: String, required: true },
    requestHash: { type: String },
    searchText: { type: String, required: true },
    reminderAt: { type: Date, required: true },
    reminderState: { type: String, required: true, enum: reminderStates },
    reminderLockedUntil: { type: Date },
    reminderSentAt: { type: Date },
    reminderSms: { type: String },
    reminderSmsRetryAt: { type: Date },
    reminderSmsAttempts: { type: Number },
    confirmationPending: { type: Boolean },
    revision: { type: Number, required: true, default: 0 },
    cancelledAt: { type: Date },
    cancelledBy: { type: String, enum: ['customer', 'office'] },
  },
  { collection: 'bookings', versionKey: false, timestamps: true },
);
bookingSchema.index({ number: 1 }, { unique: true });
bookingSchema.index({ manageToken: 1 }, { unique: true });
bookingSchema.index({ idempotencyKey: 1 }, { unique: true });
// The admin list: a range of days in order.
bookingSchema.index({ date: 1, windowId: 1, createdAt: 1 });
// The confirmation sweep: the few bookings whose confirmation is not yet in the outbox.
bookingSchema.index({ confirmationPending: 1 }, { sparse: true });
// The reminder scheduler: due reminders of scheduled bookings.
bookingSchema.index({ reminderState: 1, reminderAt: 1 });
// Text reminders to try again: the few whose provider could not be reached.
bookingSchema.index({ reminderSmsRetryAt: 1 }, { sparse: true });

export type BookingModel = Model<BookingRecord>;
export const bookingModel = (db: Connection): BookingModel =>
  db.model<BookingRecord>('Booking', bookingSchema);
