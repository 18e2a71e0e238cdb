import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays, format, getDay, isValid, parseISO } from 'date-fns';
import { site } from './site';

/* ------------------------------------------------------------------------------------------------
 * Booking rules without schemas: what the wizards' first screens need (catalog, zips, prices, Chicago days),
 * kept apart from the zod schemas in booking.ts so a page can show them without loading the schema library.
 * ---------------------------------------------------------------------------------------------- */

/* ------------------------------------------------------------------------------------------------
 * Booking: recycling pickups and technician visits. One source for the wizards and the booking service.
 * Money is integer cents; days and windows are in America/Chicago (the shop is in Fort Worth, TX).
 * ---------------------------------------------------------------------------------------------- */

export const bookingTimeZone = 'America/Chicago';

/** 20290 → "202.90" (always 2 decimals). */
export const centsAsDollars = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** 20290 → "$202.90". */
export const formatCents = (cents: number): string => `$${centsAsDollars(cents)}`;

/* ----------------------------------------- Service area ----------------------------------------- */

export const baseZip = '76114';
export const serviceRadiusMiles = 15;
/** The 6 zips the recycling pickup serves. */
export const recyclingZips = ['76114', '76116', '76106', '76107', '76108', '76109'] as const;
/** The 24 zips technicians serve. */
export const technicianZips = [
  '76114',
  '76116',
  '76106',
  '76107',
  '76108',
  '76109',
  '76110',
  '76111',
  '76112',
  '76113',
  '76115',
  '76117',
  '76118',
  '76119',
  '76120',
  '76126',
  '76127',
  '76131',
  '76132',
  '76133',
  '76134',
  '76135',
  '76136',
  '76137',
] as const;

export const isRecyclingZip = (zip: string): boolean => (recyclingZips as readonly string[]).includes(zip);
export const isTechnicianZip = (zip: string): boolean => (technicianZips as readonly string[]).includes(zip);

/** The toast both wizards show for a zip outside the service area (spec, error catalogue). */
export const serviceAreaUnavailable = {
  title: 'Service Area Unavailable',
  message: `Sorry, we don't currently service this area. Our service covers within ${serviceRadiusMiles} miles of ${baseZip}.`,
} as const;
/** The zip input holds at most this many characters. */
export const zipMaxLength = 5;
/** Step 1 of the recycling wizard moves on this long after a served zip is entered. */
export const zipAutoAdvanceMs = 500;

/* ----------------------------------------- Recycling -------------------------------------------- */

export const recyclingCategories = ['standard', 'epa'] as const;
export type RecyclingCategory = (typeof recyclingCategories)[number];
export const recyclingCategoryLabels: Record<RecyclingCategory, string> = {
  standard: 'Standard Appliances',
  epa: 'EPA Regulated (Refrigerant)',
};

export const recyclingItemIds = [
  'washer-dryer',
  'stove-oven',
  'microwave',
  'dishwasher',
  'stacked-washer-dryer',
  'refrigerator',
  'air-conditioner',
  'dehumidifier',
  'freezer',
] as const;
export type RecyclingItemId = (typeof recyclingItemIds)[number];

export type RecyclingItem = {
  id: RecyclingItemId;
  name: string;
  priceCents: number;
  category: RecyclingCategory;
  /** An emoji shown on the item's card. */
  icon: string;
};

export const recyclingCatalog: readonly RecyclingItem[] = [
  { id: 'washer-dryer', name: 'Washer/Dryer', priceCents: 2995, category: 'standard', icon: '🧺' },
  { id: 'stove-oven', name: 'Stove/Oven', priceCents: 2995, category: 'standard', icon: '🔥' },
  { id: 'microwave', name: 'Microwave', priceCents: 2995, category: 'standard', icon: '📡' },
  { id: 'dishwasher', name: 'Dishwasher', priceCents: 2995, category: 'standard', icon: '🍽️' },
  {
    id: 'stacked-washer-dryer',
    name: 'Stacked Washer/Dryer',
    priceCents: 4995,
    category: 'standard',
    icon: '🧺',
  },
  { id: 'refrigerator', name: 'Refrigerator', priceCents: 6995, category: 'epa', icon: '🧊' },
  { id: 'air-conditioner', name: 'Air Conditioner', priceCents: 4995, category: 'epa', icon: '❄️' },
  { id: 'dehumidifier', name: 'Dehumidifier', priceCents: 3995, category: 'epa', icon: '💧' },
  { id: 'freezer', name: 'Freezer', priceCents: 6995, category: 'epa', icon: '🧊' },
];
export const recyclingItemById = (id: string): RecyclingItem | undefined =>
  recyclingCatalog.find((item) => item.id === id);

type Option<T extends string> = { value: T; label: string; surchargeCents: number };

export const floorValues = ['ground', 'basement', 'second', 'third-plus'] as const;
export type Floor = (typeof floorValues)[number];
export const floorOptions: readonly Option<Floor>[] = [
  { value: 'ground', label: 'Ground Floor', surchargeCents: 0 },
  { value: 'basement', label: 'Basement', surchargeCents: 0 },
  { value: 'second', label: 'Second Floor', surchargeCents: 4900 },
  { value: 'third-plus', label: 'Third Floor or Higher', surchargeCents: 9900 },
];

export const installedValues = ['installed', 'partial', 'disconnected'] as const;
export type InstalledState = (typeof installedValues)[number];
export const installedOptions: readonly Option<InstalledState>[] = [
  { value: 'installed', label: 'Installed', surchargeCents: 2900 },
  { value: 'partial', label: 'Partially Installed', surchargeCents: 0 },
  { value: 'disconnected', label: 'Disconnected', surchargeCents: 0 },
];

export const accessValues = ['easy', 'moderate', 'difficult'] as const;
export type AccessDifficulty = (typeof accessValues)[number];
export const accessOptions: readonly Option<AccessDifficulty>[] = [
  { value: 'easy', label: 'Easy', surchargeCents: 0 },
  { value: 'moderate', label: 'Moderate', surchargeCents: 0 },
  { value: 'difficult', label: 'Difficult', surchargeCents: 2500 },
];

/** The labels of a pickup's floor, installed state and access as chosen (one not chosen is undefined). */
export function pickupAccessLabels(choice: {
  floor?: Floor;
  installed?: InstalledState;
  access?: AccessDifficulty;
}) {
  return {
    floor: floorOptions.find((o) => o.value === choice.floor)?.label,
    installed: installedOptions.find((o) => o.value === choice.installed)?.label,
    access: accessOptions.find((o) => o.value === choice.access)?.label,
  };
}

/** Sales tax: 8.25% = 825 basis points of the subtotal. */
export const taxRateBasisPoints = 825;
export const taxRateLabel = '8.25%';

/** Tax on a subtotal in cents, rounded half-up to the cent (integer arithmetic, no float error). */
export const taxCents = (subtotalCents: number): number =>
  Math.floor((subtotalCents * taxRateBasisPoints + 5000) / 10000);

export type QuoteLine = { label: string; amountCents: number };
export type RecyclingQuote = {
  lines: QuoteLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
};

export type RecyclingSelection = {
  items: readonly RecyclingItemId[];
  floor: Floor;
  installed: InstalledState;
  access: AccessDifficulty;
};

/** The quote: each item, each surcharge that applies, the subtotal, 8.25% tax and the total. */
export function quoteRecycling(selection: RecyclingSelection): RecyclingQuote {
  const lines: QuoteLine[] = [];
  for (const id of selection.items) {
    const item = recyclingItemById(id);
    if (item) lines.push({ label: item.name, amountCents: item.priceCents });
  }
  const floor = floorOptions.find((o) => o.value === selection.floor);
  const installed = installedOptions.find((o) => o.value === selection.installed);
  const access = accessOptions.find((o) => o.value === selection.access);
  if (floor?.surchargeCents) lines.push({ label: floor.label, amountCents: floor.surchargeCents });
  if (installed?.surchargeCents)
    lines.push({ label: 'Installed removal', amountCents: installed.surchargeCents });
  if (access?.surchargeCents) lines.push({ label: 'Difficult access', amountCents: access.surchargeCents });
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const tax = taxCents(subtotalCents);
  return { lines, subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}

/** Pickups the truck can make per day. */
export const pickupCapacityPerDay = 3;
/** How far ahead a pickup can be booked (from tomorrow). */
export const pickupHorizonDays = 60;
export const sameDayCancellationFeeCents = 5000;

export const recyclingTerms = [
  `Same-day cancellation may incur a ${formatCents(sameDayCancellationFeeCents)} fee`,
  '24-hour cancellation notice required',
  'Payment on completion: cash, card or Venmo',
] as const;
export const recyclingTermsAgreement = 'I agree to the terms and conditions';
export const recyclingSchedulingNote = `Pickups must be booked 24 hours in advance. Maximum ${pickupCapacityPerDay} pickups per day.`;

/* ----------------------------------------- Technician ------------------------------------------- */

export const technicianCategories = ['appliance', 'hvac', 'plumbing', 'diagnostic'] as const;
export type TechnicianCategory = (typeof technicianCategories)[number];
export const technicianCategoryLabels: Record<TechnicianCategory, string> = {
  appliance: 'Appliance',
  hvac: 'HVAC',
  plumbing: 'Plumbing',
  diagnostic: 'Diagnostic',
};

export const technicianServiceIds = [
  'refrigerator-repair',
  'washer-repair',
  'dryer-repair',
  'dishwasher-repair',
  'oven-range-repair',
  'microwave-repair',
  'ac-repair',
  'water-heater-repair',
  'garbage-disposal',
  'general-diagnostic',
] as const;
export type TechnicianServiceId = (typeof technicianServiceIds)[number];

export type TechnicianService = {
  id: TechnicianServiceId;
  name: string;
  description: string;
  icon: string;
  category: TechnicianCategory;
};

export const technicianServices: readonly TechnicianService[] = [
  {
    id: 'refrigerator-repair',
    name: 'Refrigerator Repair',
    description: 'Not cooling, leaking, noisy or ice maker problems',
    icon: '🧊',
    category: 'appliance',
  },
  {
    id: 'washer-repair',
    name: 'Washer Repair',
    description: "Won't spin, drain or start; leaks and loud cycles",
    icon: '🧺',
    category: 'appliance',
  },
  {
    id: 'dryer-repair',
    name: 'Dryer Repair',
    description: 'No heat, long drying times, drum not turning',
    icon: '🌀',
    category: 'appliance',
  },
  {
    id: 'dishwasher-repair',
    name: 'Dishwasher Repair',
    description: 'Not cleaning, not draining or leaking',
    icon: '🍽️',
    category: 'appliance',
  },
  {
    id: 'oven-range-repair',
    name: 'Oven/Range Repair',
    description: 'Burners, igniters, temperature and bake problems',
    icon: '🔥',
    category: 'appliance',
  },
  {
    id: 'microwave-repair',
    name: 'Microwave Repair',
    description: 'Not heating, sparking or dead display',
    icon: '📡',
    category: 'appliance',
  },
  {
    id: 'ac-repair',
    name: 'AC Repair',
    description: 'Warm air, weak airflow, leaks or strange noises',
    icon: '❄️',
    category: 'hvac',
  },
  {
    id: 'water-heater-repair',
    name: 'Water Heater Repair',
    description: 'No hot water, leaks or pilot problems',
    icon: '🚿',
    category: 'plumbing',
  },
  {
    id: 'garbage-disposal',
    name: 'Garbage Disposal',
    description: 'Jammed, humming, leaking or replacement',
    icon: '🗑️',
    category: 'plumbing',
  },
  {
    id: 'general-diagnostic',
    name: 'General Diagnostic',
    description: "Not sure what's wrong? We'll find out",
    icon: '🔍',
    category: 'diagnostic',
  },
];
export const technicianServiceById = (id: string): TechnicianService | undefined =>
  technicianServices.find((service) => service.id === id);

export const timeWindowIds = ['08', '10', '12', '14', '16'] as const;
export type TimeWindowId = (typeof timeWindowIds)[number];
export type TimeWindow = { id: TimeWindowId; startHour: number; endHour: number; label: string };
/** Five 2-hour windows from 8:00 AM to 6:00 PM (Chicago time). */
export const timeWindows: readonly TimeWindow[] = [
  { id: '08', startHour: 8, endHour: 10, label: '8:00 AM - 10:00 AM' },
  { id: '10', startHour: 10, endHour: 12, label: '10:00 AM - 12:00 PM' },
  { id: '12', startHour: 12, endHour: 14, label: '12:00 PM - 2:00 PM' },
  { id: '14', startHour: 14, endHour: 16, label: '2:00 PM - 4:00 PM' },
  { id: '16', startHour: 16, endHour: 18, label: '4:00 PM - 6:00 PM' },
];
export const timeWindowById = (id: string): TimeWindow | undefined => timeWindows.find((w) => w.id === id);

/** Flat service call fee: diagnosis, trip charge and up to 1 hour of labor. */
export const serviceCallFeeCents = 9900;
/** Technician visits can be booked from today through this many days ahead. */
export const technicianHorizonDays = 30;
/** Technician visits per time window unless the service is configured otherwise. */
export const defaultTechnicianCapacityPerWindow = 2;

export const technicianTerms = {
  fee: `${formatCents(serviceCallFeeCents)} service call fee (includes diagnosis, trip charge and up to 1 hour of labor)`,
  payment: 'Payment by cash, card or checks',
  callAhead: 'Our technician will call 30 minutes before arrival',
  reminder: 'You will receive a text reminder 24 hours before your appointment',
  /** Said instead of `reminder` while no text message provider is configured (the reminder goes by email only). */
  reminderByEmail: 'You will receive a reminder by email 24 hours before your appointment',
  /** Said while neither texts nor emails can be sent (no provider, no mail server). */
  reminderNone:
    'Please note your appointment time: reminders cannot be sent at the moment. The confirmation gives you a link to see or change your booking.',
  rescheduling: 'Free rescheduling with 24-hour notice',
  consent: 'I agree to the service terms and authorize the service call fee',
} as const;

/** Changing a booking is free this long before it starts. */
export const freeRescheduleNoticeHours = 24;
/** The reminder goes out this long before the booking starts. */
export const reminderLeadHours = 24;

/* ----------------------------------------- Days and windows in Chicago -------------------------- */

/** A calendar day in Chicago as `YYYY-MM-DD`. */
export type Day = string;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const hourMs = 3_600_000;
/** Remembers a few thousand answers: availability asks the same days and windows again and again. */
function memo<T>(compute: (key: string) => T, limit = 4096): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

// Chicago's offset from UTC is a whole number of hours, so the day can only change on an hour boundary.
const chicagoDayOfHour = memo((hour) =>
  format(new TZDate(Number(hour) * hourMs, bookingTimeZone), 'yyyy-MM-dd'),
);

/** The Chicago calendar day of an instant. */
export const chicagoDay = (instant: Date): Day =>
  chicagoDayOfHour(String(Math.floor(instant.getTime() / hourMs)));

/** The day `n` calendar days after `day` (pure calendar arithmetic, unaffected by DST). */
export const addDays = (day: Day, n: number): Day => format(addCalendarDays(parseISO(day), n), 'yyyy-MM-dd');

export const isSunday = (day: Day): boolean => getDay(parseISO(day)) === 0;

/** A real calendar day written as `YYYY-MM-DD`. */
export const isValidDay = (day: string): boolean =>
  dayPattern.test(day) && isValid(parseISO(day)) && format(parseISO(day), 'yyyy-MM-dd') === day;

/** The instant it is `hour`:00 on `day` in Chicago (CST or CDT, whichever applies that day). */
const chicagoInstantMs = memo((key) => {
  const [y, m, d, hour] = key.split('-').map(Number);
  return new TZDate(y, m - 1, d, hour, 0, 0, bookingTimeZone).getTime();
});
export const chicagoInstant = (day: Day, hour: number): Date => new Date(chicagoInstantMs(`${day}-${hour}`));

/** When a technician window starts and ends. */
export const windowStart = (day: Day, windowId: TimeWindowId): Date =>
  chicagoInstant(day, timeWindowById(windowId)!.startHour);
export const windowEnd = (day: Day, windowId: TimeWindowId): Date =>
  chicagoInstant(day, timeWindowById(windowId)!.endHour);

/** A pickup is planned from the start of the first window (8:00 AM) on its day. */
export const pickupStart = (day: Day): Date => chicagoInstant(day, timeWindows[0].startHour);

/** Days a pickup can be booked on: tomorrow (Chicago) through the horizon. */
export function pickupDayRange(now: Date): { first: Day; last: Day } {
  const first = addDays(chicagoDay(now), 1);
  return { first, last: addDays(first, pickupHorizonDays - 1) };
}

/** Why a pickup day cannot be booked, or null. */
export function pickupDayProblem(day: Day, now: Date): string | null {
  if (!isValidDay(day)) return 'Choose a pickup date';
  const { first, last } = pickupDayRange(now);
  if (day < first) return 'Pickups must be booked at least one day ahead';
  if (day > last) return `Pickups can be booked up to ${pickupHorizonDays} days ahead`;
  return null;
}

/** Days a technician visit can be booked on: today through 30 days ahead (Chicago); Sundays in the range stay closed. */
export function technicianDayRange(now: Date): { first: Day; last: Day } {
  const first = chicagoDay(now);
  return { first, last: addDays(first, technicianHorizonDays) };
}

/** Why a technician day/window cannot be booked, or null. */
export function technicianSlotProblem(day: Day, windowId: string, now: Date): string | null {
  if (!isValidDay(day)) return 'Choose a date';
  const window = timeWindowById(windowId);
  if (!window) return 'Choose a time window';
  const { first, last } = technicianDayRange(now);
  if (day < first) return 'That date has passed';
  if (day > last) return `Visits can be booked up to ${technicianHorizonDays} days ahead`;
  if (isSunday(day)) return 'We are closed on Sundays';
  if (windowStart(day, window.id).getTime() <= now.getTime()) return 'That time window has already started';
  return null;
}

/** Whether a change (reschedule, cancel) made `now` is at least 24 hours before `start`. */
export const hasFreeChangeNotice = (start: Date, now: Date): boolean =>
  start.getTime() - now.getTime() >= freeRescheduleNoticeHours * 3_600_000;

/**
 * Said before booking a visit or pickup that starts less than 24 hours ahead: once booked it can be cancelled online
 * but not moved (`hasFreeChangeNotice`), so the customer knows before pressing Confirm.
 */
export const shortNoticeMessage = (what: 'visit' | 'pickup', change: 'book' | 'move' = 'book'): string =>
  change === 'book'
    ? `This ${what} is less than ${freeRescheduleNoticeHours} hours away. Once booked, it can be cancelled online but not moved: to move it, call us at ${site.phoneDisplay}.`
    : `This time is less than ${freeRescheduleNoticeHours} hours away. Once your ${what} is moved there, it can be cancelled online but not moved again: to move it, call us at ${site.phoneDisplay}.`;

/** "Wednesday, November 25, 2026" */
export const formatDayLong = (day: Day): string => format(parseISO(day), 'EEEE, MMMM d, yyyy');

/** "Wed, Nov 25, 2026": where days stand in a table's rows. */
export const formatDayShort = (day: Day): string => format(parseISO(day), 'EEE, MMM d, yyyy');

/** A day, with the time window when there is one: "Tuesday, December 1, 2026, 10:00 AM - 12:00 PM". */
export function formatDayAndWindow(day: Day, windowId?: string | null): string {
  const window = windowId ? timeWindowById(windowId) : undefined;
  return window ? `${formatDayLong(day)}, ${window.label}` : formatDayLong(day);
}

/** A reschedule asked from a page that showed an older date (another tab, or the office, moved it since). */
export const movedMeanwhileMessage = (day: Day, windowId?: string | null) =>
  `This booking was changed in another window: it is now on ${formatDayAndWindow(day, windowId)}. Reload the page to see it.`;

/* ----------------------------------------- Statuses and numbers -------------------------------- */

export const bookingKinds = ['recycling', 'technician'] as const;
export type BookingKind = (typeof bookingKinds)[number];
export const bookingStatuses = ['scheduled', 'completed', 'cancelled', 'no-show'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The shape of a manage link's token (random bytes in base64url). */
export const manageTokenPattern = /^[A-Za-z0-9_-]{32,64}$/;

export const bookingStatusLabels: Record<BookingStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

/** The address as shown and mailed: with the zip after it, unless the customer already wrote it there. */
/** The zip code an address ends with ("…, Fort Worth, TX 76104", or ZIP+4), if it ends with one. */
export function addressZip(address: string): string | undefined {
  return /\b(\d{5})(?:-\d{4})?\s*$/.exec(address)?.[1];
}

/** An address that names another zip than the one checked for the service area (step 1). */
export const addressZipMismatchMessage = (addressZipCode: string, zip: string) =>
  `This address is in zip ${addressZipCode}, but the zip code checked was ${zip}. Correct the address, or go back to the first step and check zip ${addressZipCode}.`;

export function addressWithZip(address: string, zip: string): string {
  return new RegExp(`\\b${zip}\\b`).test(address) ? address : `${address}, ${zip}`;
}

/** Whether the reminder (24 hours before) is still ahead for a booking made at `now`: said only when it is. */
export function reminderAhead(booking: { date: Day; windowId?: TimeWindowId | string }, now: Date): boolean {
  return bookingStart(booking).getTime() - reminderLeadHours * 60 * 60 * 1000 > now.getTime();
}

/** What happened at the appointment: said only once it has started. */
export const bookingOutcomeStatuses: readonly BookingStatus[] = ['completed', 'no-show'];

/** When the appointment starts: a pickup at 8:00 AM on its day, a visit at its window's start (Chicago time). */
export function bookingStart(booking: { date: Day; windowId?: TimeWindowId | string }): Date {
  return booking.windowId
    ? windowStart(booking.date, booking.windowId as TimeWindowId)
    : pickupStart(booking.date);
}

/** Why `status` cannot be set now (an outcome before the appointment), or undefined. */
export function bookingStatusProblem(
  booking: { number: string; date: Day; windowId?: TimeWindowId | string },
  status: BookingStatus,
  now: Date,
): string | undefined {
  if (!bookingOutcomeStatuses.includes(status) || now.getTime() >= bookingStart(booking).getTime())
    return undefined;
  return `${booking.number} is on ${formatDayLong(booking.date)}: mark it ${bookingStatusLabels[status]} once the appointment has started.`;
}

/** Order numbers (recycling) and confirmation numbers (technician): a prefix plus 6 digits. */
export const bookingNumberPrefixes: Record<BookingKind, string> = { recycling: 'AR-', technician: 'TS-' };
export const bookingNumberPattern = /^(AR|TS)-\d{6}$/;
