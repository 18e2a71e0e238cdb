import { site } from './site';

let formatter: Intl.DateTimeFormat | undefined;

/** `2024-07-01 14:05` in the business's time zone (America/Chicago): how exports and reports write a moment. */
export function centralDateTime(date: Date): string {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** `2024-07-01` in the business's time zone. */
export function centralDate(date: Date): string {
  return centralDateTime(date).slice(0, 10);
}
