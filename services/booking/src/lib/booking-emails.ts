import path from 'node:path';
import { createEvent, type EventAttributes } from 'ics';
import {
  addressWithZip,
  accessOptions,
  floorOptions,
  formatCents,
  formatDayLong,
  installedOptions,
  recyclingItemById,
  recyclingTerms,
  serviceCallFeeCents,
  site,
  technicianServiceById,
  technicianTerms,
  timeWindowById,
  windowEnd,
  windowStart,
  type TimeWindowId,
} from '@claims/contracts';
import type { EmailAttachment, EmailDraft } from '@claims/service-kit';
import type { BookingRecord } from '../models/booking';

export type EmailSettings = { siteUrl: string };

const signature = `${site.companyName}\n${site.phoneDisplay} · ${site.contactEmail}`;

export const manageUrl = (settings: EmailSettings, token: string) => `${settings.siteUrl}/bookings/${token}`;

const what = (b: BookingRecord) =>
  b.kind === 'recycling'
    ? 'recycling pickup'
    : `${technicianServiceById(b.serviceId ?? '')?.name ?? 'technician'} visit`;

/** "Wednesday, November 25, 2026, 10:00 AM - 12:00 PM" or the day alone for pickups. */
export const whenText = (b: Pick<BookingRecord, 'date' | 'windowId'>) =>
  b.windowId ? `${formatDayLong(b.date)}, ${timeWindowById(b.windowId)?.label}` : formatDayLong(b.date);

const utcParts = (d: Date): [number, number, number, number, number] => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

const dayParts = (d: Date): [number, number, number] => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
];

type IcsPipeline = {
  buildHeader: (attributes: EventAttributes) => object;
  buildEvent: (attributes: EventAttributes) => object;
  formatHeader: (header: object) => string;
  formatEvent: (event: object) => string;
  formatFooter: () => string;
};

/**
 * `ics` checks every event against its yup schema before formatting it, which costs about twenty times the
 * formatting itself and was most of a confirmation's CPU. Our events have one fixed shape, built below from
 * checked bookings, and the tests compare this output with the checked `createEvent` for both kinds of event; so
 * the library's own build-and-format steps run alone when they can be loaded, and `createEvent` otherwise.
 */
const icsFormatter: IcsPipeline | undefined = (() => {
  try {
    // The package exports only its entry point; its formatting steps sit beside it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pipeline = require(path.join(path.dirname(require.resolve('ics')), 'pipeline')) as IcsPipeline;
    return typeof pipeline.formatEvent === 'function' ? pipeline : undefined;
  } catch {
    return undefined;
  }
})();

function formatCalendar(event: EventAttributes, checked: boolean): string {
  if (!checked && icsFormatter) {
    const header = icsFormatter.buildHeader(event);
    return (
      icsFormatter.formatHeader(header) +
      icsFormatter.formatEvent({ ...header, ...icsFormatter.buildEvent(event) }) +
      icsFormatter.formatFooter()
    );
  }
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar invitation could not be built');
  return value;
}

/**
 * The calendar invitation: a 2-hour event for a visit, an all-day event for a pickup; same UID on every revision,
 * and a cancellation of that event once the booking is cancelled.
 * `checked` runs the library's schema check too (the tests compare both).
 */
export function calendarInvitation(
  b: BookingRecord,
  settings: EmailSettings,
  checked = false,
): EmailAttachment {
  const [y, m, d] = b.date.split('-').map(Number);
  const cancelled = b.status === 'cancelled';
  const timing = b.windowId
    ? {
        start: utcParts(windowStart(b.date, b.windowId as TimeWindowId)),
        end: utcParts(windowEnd(b.date, b.windowId as TimeWindowId)),
        startInputType: 'utc',
        startOutputType: 'utc',
        endInputType: 'utc',
        endOutputType: 'utc',
      }
    : // A pickup has no time window: an all-day event on its day.
      { start: [y, m, d], end: dayParts(new Date(Date.UTC(y, m - 1, d + 1))) };
  const content = formatCalendar(
    {
      ...timing,
      uid: `${b._id.toHexString()}@booking.claimassist`,
      sequence: b.revision,
      title: `${site.companyName}: ${what(b)} (${b.number})`,
      description: `Booking ${b.number}. Change or cancel: ${manageUrl(settings, b.manageToken)}`,
      location: b.contact.address,
      url: manageUrl(settings, b.manageToken),
      // A cancelled booking's event replaces the one sent before (same UID, a later SEQUENCE) as cancelled.
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      method: cancelled ? 'CANCEL' : 'PUBLISH',
      productId: 'claimassist/booking',
    } as EventAttributes,
    checked,
  );
  return {
    filename: `${b.number}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content,
  };
}

function recyclingDetails(b: BookingRecord): string[] {
  const quote = b.quote!;
  const label = <T extends string>(options: readonly { value: T; label: string }[], value?: T) =>
    options.find((o) => o.value === value)?.label ?? '';
  return [
    `Items: ${(b.items ?? []).map((id) => recyclingItemById(id)?.name).join(', ')}`,
    `Floor: ${label(floorOptions, b.floor)}`,
    `Installation: ${label(installedOptions, b.installed)}`,
    `Access: ${label(accessOptions, b.access)}`,
    '',
    ...quote.lines.map((line) => `${line.label}: ${formatCents(line.amountCents)}`),
    `Subtotal: ${formatCents(quote.subtotalCents)}`,
    `Tax (8.25%): ${formatCents(quote.taxCents)}`,
    `Total: ${formatCents(quote.totalCents)}`,
    '',
    ...recyclingTerms.map((term) => `- ${term}`),
  ];
}

function technicianDetails(b: BookingRecord): string[] {
  return [
    `Service: ${technicianServiceById(b.serviceId ?? '')?.name}`,
    ...(b.contact.issueDescription ? [`Issue: ${b.contact.issueDescription}`] : []),
    '',
    `- ${technicianTerms.fee}`,
    `- ${technicianTerms.payment}`,
    `- ${technicianTerms.callAhead}`,
    `- ${technicianTerms.rescheduling}`,
  ];
}

/** Sent on booking and on every reschedule, with the calendar invitation and the private manage link. */
export function confirmationEmail(
  b: BookingRecord,
  settings: EmailSettings,
  rescheduled = false,
): EmailDraft {
  const numberLabel = b.kind === 'recycling' ? 'Order number' : 'Confirmation number';
  return {
    to: b.contact.email,
    subject: `${rescheduled ? 'Your booking was moved' : 'Booking confirmed'}: ${what(b)} ${b.number}`,
    text: [
      `Hi ${b.contact.name},`,
      '',
      rescheduled ? `Your ${what(b)} now takes place on:` : `Your ${what(b)} is booked for:`,
      whenText(b),
      `Address: ${addressWithZip(b.contact.address, b.zip)}`,
      `${numberLabel}: ${b.number}`,
      '',
      ...(b.kind === 'recycling' ? recyclingDetails(b) : technicianDetails(b)),
      '',
      // A booking made less than a day ahead gets no reminder: none is promised.
      ...(b.reminderState === 'skipped' ? [] : ['We will send you a reminder 24 hours before.']),
      `To reschedule or cancel, use your private link (keep it to yourself): ${manageUrl(settings, b.manageToken)}`,
      '',
      signature,
    ].join('\n'),
    attachments: [calendarInvitation(b, settings)],
    leadRef: `bookings/${b._id.toHexString()}`,
  };
}

/**
 * The notice that a booking is cancelled: by the customer from the private link, or by our office (the admin page),
 * in which case it says so and how to reach us, since the customer did not ask for it.
 */
export function cancellationEmail(
  b: BookingRecord,
  settings: EmailSettings,
  by: 'customer' | 'office' = 'customer',
): EmailDraft {
  return {
    to: b.contact.email,
    subject: `Booking cancelled: ${what(b)} ${b.number}`,
    text: [
      `Hi ${b.contact.name},`,
      '',
      by === 'office'
        ? `We have cancelled your ${what(b)} on ${whenText(b)} (${b.number}). No fee applies. If you did not expect this, or would like to book again, call us at ${site.phoneDisplay}.`
        : `Your ${what(b)} on ${whenText(b)} (${b.number}) is cancelled.`,
      ...(b.cancellationFeeCents
        ? [`A same-day cancellation fee of ${formatCents(b.cancellationFeeCents)} applies.`]
        : []),
      '',
      signature,
    ].join('\n'),
    // Takes the appointment out of the customer's calendar.
    attachments: [calendarInvitation(b, settings)],
    leadRef: `bookings/${b._id.toHexString()}`,
  };
}

/** The text reminder 24 hours before (`TWILIO_*`): one short message with the manage link. */
export function reminderTextMessage(b: BookingRecord, settings: EmailSettings): string {
  return `${site.companyName}: reminder, your ${what(b)} is tomorrow, ${whenText(b)} (${b.number}). To change it: ${manageUrl(settings, b.manageToken)}`;
}

/** The reminder 24 hours before, by email (the text reminder goes beside it when a provider is configured). */
export function reminderEmail(b: BookingRecord, settings: EmailSettings): EmailDraft {
  return {
    to: b.contact.email,
    subject: `Reminder: your ${what(b)} is tomorrow (${b.number})`,
    text: [
      `Hi ${b.contact.name},`,
      '',
      `This is a reminder of your ${what(b)} on ${whenText(b)}.`,
      `Address: ${addressWithZip(b.contact.address, b.zip)}`,
      ...(b.kind === 'technician'
        ? [
            technicianTerms.callAhead,
            `Service call fee: ${formatCents(b.serviceCallFeeCents ?? serviceCallFeeCents)}`,
          ]
        : [`Total due on completion: ${formatCents(b.quote?.totalCents ?? 0)}`]),
      '',
      `Need to change it? ${manageUrl(settings, b.manageToken)}`,
      '',
      signature,
    ].join('\n'),
    leadRef: `bookings/${b._id.toHexString()}`,
  };
}
