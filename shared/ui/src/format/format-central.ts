import { site } from '@claims/contracts';

// Its own module, free of schemas: public pages (a repeat request's note) use it without loading zod.

let formatter: Intl.DateTimeFormat | undefined;

/**
 * A moment as the business reads it (Fort Worth, America/Chicago), with the zone named (CST or CDT): an admin
 * elsewhere would otherwise read it as their own time.
 */
export function formatCentral(iso: string): string {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: site.timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return formatter.format(new Date(iso));
}
