/**
 * A moment in the user's own locale and time zone, date and time, with the zone named ("Dec 4, 2026, 10:58 PM CST"):
 * the staff pages show the business's own time (Central), so a time on a case page says which clock it is.
 */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** A day in the user's own locale (delivery dates). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** A Fort Worth calendar day (`2026-11-30`, an order's estimated delivery) as that day, whatever the viewer's zone. */
export function formatCalendarDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
}
