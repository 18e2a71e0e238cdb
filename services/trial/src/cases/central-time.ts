/** The business runs in Fort Worth, TX: years and days are counted in America/Chicago. */
export const businessTimeZone = 'America/Chicago';

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, year: 'numeric' });

/** The calendar year in Fort Worth at `date` (a case filed at 11 pm on Dec 31 there belongs to that year). */
export function centralYear(date: Date): number {
  return Number(yearFormat.format(date));
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Fort Worth at `date`, as YYYY-MM-DD. */
export function centralDay(date: Date): string {
  return dayFormat.format(date);
}

/**
 * The Fort Worth calendar day `days` after the day of `date` (YYYY-MM-DD). Counted on the calendar, so month ends
 * and daylight-saving changes move nothing: an order at 11 pm on Jan 30 there is due Feb 2.
 */
export function centralDayPlus(date: Date, days: number): string {
  const [year, month, day] = centralDay(date).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
