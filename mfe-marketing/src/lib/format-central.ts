import { site } from './site-content';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: site.timeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * A date and time as the business reads it (Fort Worth, America/Chicago), with the zone named (CST or CDT): an
 * admin elsewhere would otherwise read it as their own time.
 */
export function formatCentral(iso: string): string {
  return formatter.format(new Date(iso));
}
