/** A moment in the user's own locale and time zone, date and time. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day in the user's own locale (delivery dates). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** A Fort Worth calendar day (`2026-11-30`, an order's estimated delivery) as that day, whatever the viewer's zone. */
export function formatCalendarDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
}
