import { z } from 'zod';
import {
  accessValues,
  bookingKinds,
  bookingStatuses,
  floorValues,
  installedValues,
  isValidDay,
  recyclingItemIds,
  technicianServiceIds,
  timeWindowIds,
} from './booking-rules';
import { noControlCharacters, visibleText } from './text-rules';

/* ------------------------------------------------------------------------------------------------
 * Booking schemas (zod): every request and response of the booking service. The rules they check are in
 * booking-rules.ts.
 * ---------------------------------------------------------------------------------------------- */

/* ----------------------------------------- Request schemas -------------------------------------- */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .check(noControlCharacters(label), visibleText(`${label} is required`));

export const bookingZipSchema = z
  .string({ error: 'Zip code is required' })
  .trim()
  .regex(/^\d{5}$/, 'Enter a 5-digit zip code');

/** Said for any phone number the crew could not dial: what a good one looks like. */
export const bookingPhoneMessage = 'Enter a 10-digit US phone number, like (817) 555-0142';

/**
 * The number the crew calls before arriving: a US number, 10 digits (a leading 1 allowed) however it is written, whose
 * area code and exchange do not start with 0 or 1 (so 000-000-0000 or a number typed one digit short is refused).
 */
export const bookingPhoneSchema = text('Phone', 30).refine(
  (v) => /^\+?[\d\s().-]+$/.test(v) && /^1?[2-9]\d{2}[2-9]\d{6}$/.test(v.replace(/\D/g, '')),
  bookingPhoneMessage,
);

export const bookingEmailSchema = text('Email', 254).pipe(z.email('Enter a valid email address'));

export const bookingContactSchema = z.object({
  name: text('Name', 120),
  phone: bookingPhoneSchema,
  email: bookingEmailSchema,
  address: text('Address', 300),
});
export type BookingContact = z.infer<typeof bookingContactSchema>;

export const technicianContactSchema = bookingContactSchema.extend({
  issueDescription: z
    .string()
    .trim()
    .max(2000, 'Issue description must be at most 2000 characters')
    .check(noControlCharacters('Issue description', { multiline: true }))
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type TechnicianContact = z.infer<typeof technicianContactSchema>;

const daySchema = z.string({ error: 'Choose a date' }).refine(isValidDay, 'Choose a date');

const idempotencyKeySchema = z
  .string({ error: 'Idempotency key is required' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Idempotency key must be 16-100 letters, digits, dashes or underscores');

export const recyclingSelectionSchema = z.object({
  items: z
    .array(z.enum(recyclingItemIds, { error: 'Unknown item' }), { error: 'Select at least one item' })
    .min(1, 'Select at least one item')
    .max(recyclingItemIds.length)
    .refine((items) => new Set(items).size === items.length, 'Each item can be selected once'),
  floor: z.enum(floorValues, { error: 'Choose the floor' }),
  installed: z.enum(installedValues, { error: 'Choose the installed state' }),
  access: z.enum(accessValues, { error: 'Choose the access difficulty' }),
});
export type RecyclingSelectionInput = z.infer<typeof recyclingSelectionSchema>;

export const quoteLineSchema = z.object({ label: z.string(), amountCents: z.number().int() });
export const recyclingQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});

/**
 * Sent once the customer has been told they already booked the same thing (409 with `fields.duplicateOf`, the
 * booking's number) and asked for a second one anyway.
 */
const bookAgainSchema = z.literal(true).optional();

export const createPickupBookingSchema = recyclingSelectionSchema.extend({
  zip: bookingZipSchema,
  termsAccepted: z.literal(true, { error: 'Please agree to the terms' }),
  pickupDate: daySchema,
  contact: bookingContactSchema,
  idempotencyKey: idempotencyKeySchema,
  bookAgain: bookAgainSchema,
});
export type CreatePickupBooking = z.infer<typeof createPickupBookingSchema>;

export const createTechnicianBookingSchema = z.object({
  zip: bookingZipSchema,
  serviceId: z.enum(technicianServiceIds, { error: 'Choose a service' }),
  date: daySchema,
  windowId: z.enum(timeWindowIds, { error: 'Choose a time window' }),
  contact: technicianContactSchema,
  consent: z.literal(true, { error: 'Please agree to the service terms' }),
  idempotencyKey: idempotencyKeySchema,
  bookAgain: bookAgainSchema,
});
export type CreateTechnicianBooking = z.infer<typeof createTechnicianBookingSchema>;

export const rescheduleBookingSchema = z.object({
  date: daySchema,
  /** Technician visits only. */
  windowId: z.enum(timeWindowIds, { error: 'Choose a time window' }).optional(),
  /**
   * The date and window the page showed when the customer chose: a booking moved since (in another tab, or by the
   * office) is not moved again over it, and the customer is told where it is now.
   */
  from: z.object({ date: daySchema, windowId: z.enum(timeWindowIds).optional() }).optional(),
});
export type RescheduleBooking = z.infer<typeof rescheduleBookingSchema>;

/**
 * Any text: a token of another shape (mistyped, cut short) is answered 404 'Booking not found', as an unknown one
 * is, not 400 (there is no field the visitor could correct).
 */
export const manageTokenParamsSchema = z.object({ token: z.string() });

/* ----------------------------------------- Responses -------------------------------------------- */

export const pickupDaySchema = z.object({ date: z.string(), remaining: z.number().int() });
export const pickupAvailabilitySchema = z.object({
  first: z.string(),
  last: z.string(),
  capacityPerDay: z.number().int(),
  /** Days in [first, last] with no place left. */
  fullDays: z.array(z.string()),
});
export type PickupAvailability = z.infer<typeof pickupAvailabilitySchema>;

export const technicianAvailabilitySchema = z.object({
  first: z.string(),
  last: z.string(),
  capacityPerWindow: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      /** Windows still bookable (not started, places left); Sundays have none. */
      windows: z.array(z.object({ id: z.enum(timeWindowIds), remaining: z.number().int() })),
    }),
  ),
  /** Whether the reminder 24 hours before also goes by text message (a provider is configured). */
  textReminders: z.boolean(),
  /** Whether the reminder (and every other email) is sent: a mail server is configured. */
  emailReminders: z.boolean(),
});
export type TechnicianAvailability = z.infer<typeof technicianAvailabilitySchema>;

export const bookingSchema = z.object({
  id: z.string(),
  kind: z.enum(bookingKinds),
  number: z.string(),
  status: z.enum(bookingStatuses),
  zip: z.string(),
  date: z.string(),
  windowId: z.enum(timeWindowIds).optional(),
  contact: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    issueDescription: z.string().optional(),
  }),
  /** Recycling. */
  items: z.array(z.enum(recyclingItemIds)).optional(),
  floor: z.enum(floorValues).optional(),
  installed: z.enum(installedValues).optional(),
  access: z.enum(accessValues).optional(),
  quote: recyclingQuoteSchema.optional(),
  /** Technician. */
  serviceId: z.enum(technicianServiceIds).optional(),
  serviceCallFeeCents: z.number().int().optional(),
  cancellationFeeCents: z.number().int().optional(),
  createdAt: z.string(),
  cancelledAt: z.string().optional(),
  /** Who cancelled it: the customer (the manage link) or the office (`/admin/bookings`). */
  cancelledBy: z.enum(['customer', 'office']).optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * What the customer gets back on creation: the booking, the private manage link's token, and whether a confirmation
 * email is on its way (false when the service has no mail server: the email is only kept for the office, so the
 * confirmation must not promise one).
 */
export const createdBookingSchema = z.object({
  booking: bookingSchema,
  manageToken: z.string(),
  confirmationEmailSent: z.boolean(),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

/** The manage page's view: the booking and what may be done with it now. */
export const managedBookingSchema = z.object({
  booking: bookingSchema,
  canReschedule: z.boolean(),
  canCancel: z.boolean(),
  /** The fee a cancellation now would cost (recycling, same day), 0 otherwise. */
  cancellationFeeCents: z.number().int(),
  /** Why rescheduling is not offered, when it is not. */
  rescheduleNote: z.string().optional(),
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

/* ----------------------------------------- Admin ------------------------------------------------ */

export const adminBookingsQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  kind: z.enum(bookingKinds).optional(),
  status: z.enum(bookingStatuses).optional(),
  /** Matches the number, name, phone, email, address or zip. */
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export const adminBookingsListSchema = z.object({
  items: z.array(bookingSchema),
  total: z.number().int(),
  /**
   * With a search and days chosen: how many bookings match it (and the type and status) on the days outside From-To,
   * so a search for a number booked further ahead is not answered "no match".
   */
  elsewhere: z.number().int().optional(),
});
export type AdminBookingsList = z.infer<typeof adminBookingsListSchema>;

export const capacityDaySchema = z.object({
  date: z.string(),
  pickups: z.object({ used: z.number().int(), capacity: z.number().int() }),
  windows: z.array(
    z.object({ id: z.enum(timeWindowIds), used: z.number().int(), capacity: z.number().int() }),
  ),
});
export const adminCapacitySchema = z.object({ days: z.array(capacityDaySchema) });
export type AdminCapacity = z.infer<typeof adminCapacitySchema>;

export const updateBookingStatusSchema = z.object({ status: z.enum(bookingStatuses) });
export const bookingIdParamsSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{24}$/, 'Booking not found'),
});
