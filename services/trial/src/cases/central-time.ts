/** The business runs in Fort Worth, TX: years and days are counted in America/Chicago. */
export const businessTimeZone = 'America/Chicago';

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, year: 'numeric' });

/** The calendar year in Fort Worth at `date` (a case filed at 11 pm on Dec 31 there belongs to that year). */
export function centralYear(date: Date): number {
  return Number(yearFormat.format(date));
}
