import { isSunday, type TechnicianAvailability } from '@claims/contracts';

/**
 * A day technicians work (not a Sunday) with no window left to book is fully booked. Today is left out: its
 * windows may simply have started.
 */
export function isVisitDayFull(availability: TechnicianAvailability, day: string): boolean {
  if (day === availability.first || isSunday(day)) return false;
  const open = availability.days.find((d) => d.date === day);
  return open !== undefined && open.windows.length === 0;
}
