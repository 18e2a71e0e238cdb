import {
  bookingStatusLabels,
  centralDateTime,
  centsAsDollars,
  pickupAccessLabels,
  recyclingItemById,
  technicianServiceById,
  timeWindowById,
} from '@claims/contracts';
import type { BookingRecord } from '../models/booking';

/** One CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised so spreadsheets never run it as a formula. */
export function csvCell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const bookingCsvHeader = [
  'Number',
  'Type',
  'Status',
  'Date',
  'Window',
  'Service or items',
  'Floor',
  'Installed',
  'Access',
  'Issue description',
  'Name',
  'Phone',
  'Email',
  'Address',
  'Zip',
  'Total',
  'Cancellation fee',
  'Booked at (Central Time)',
];

export function bookingCsvRow(b: BookingRecord): string {
  const what =
    b.kind === 'recycling'
      ? (b.items ?? []).map((id) => recyclingItemById(id)?.name).join('; ')
      : (technicianServiceById(b.serviceId ?? '')?.name ?? '');
  const total = b.kind === 'recycling' ? b.quote?.totalCents : b.serviceCallFeeCents;
  const labels = pickupAccessLabels(b);
  return [
    b.number,
    b.kind === 'recycling' ? 'Recycling pickup' : 'Technician visit',
    bookingStatusLabels[b.status],
    b.date,
    b.windowId ? timeWindowById(b.windowId)?.label : '',
    what,
    labels.floor,
    labels.installed,
    labels.access,
    b.contact.issueDescription,
    b.contact.name,
    b.contact.phone,
    b.contact.email,
    b.contact.address,
    b.zip,
    total === undefined ? '' : centsAsDollars(total),
    b.cancellationFeeCents ? centsAsDollars(b.cancellationFeeCents) : '',
    centralDateTime(b.createdAt),
  ]
    .map(csvCell)
    .join(',');
}
