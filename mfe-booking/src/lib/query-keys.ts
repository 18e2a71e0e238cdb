/**
 * Query keys of the booking area, shared by every feature that reads or changes its data.
 * The first segment is the area's name: all remotes share the shell's one query cache.
 */
export const bookingKeys = {
  all: ['booking'] as const,
  quote: (selection: unknown) => [...bookingKeys.all, 'quote', selection] as const,
  /** Both availability lists (a change to a booking refreshes them together). */
  availability: () => [...bookingKeys.all, 'availability'] as const,
  pickupAvailability: () => [...bookingKeys.availability(), 'recycling'] as const,
  technicianAvailability: () => [...bookingKeys.availability(), 'technician'] as const,
  managed: (token: string) => [...bookingKeys.all, 'manage', token] as const,
  /** The booking a wizard's kept confirmation is about, read again when the confirmation is shown again. */
  confirmed: (token: string) => [...bookingKeys.all, 'confirmed', token] as const,
  admin: () => [...bookingKeys.all, 'admin'] as const,
  adminBookings: (query: unknown) => [...bookingKeys.admin(), 'bookings', query] as const,
  adminCapacity: (from: string) => [...bookingKeys.admin(), 'capacity', from] as const,
  adminOutbox: () => [...bookingKeys.admin(), 'outbox'] as const,
};
