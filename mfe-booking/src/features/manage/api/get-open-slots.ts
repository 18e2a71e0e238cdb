import { useQuery } from '@tanstack/react-query';
import type { BookingKind, PickupAvailability, TechnicianAvailability } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

/** The days (and windows) a booking of this kind could move to: the wizards' availability, under the same keys. */
export function useOpenSlots(kind: BookingKind, enabled: boolean) {
  const pickups = useQuery({
    queryKey: bookingKeys.pickupAvailability(),
    queryFn: ({ signal }) =>
      api.get<PickupAvailability>('/api/booking/recycling/availability', { signal, auth: 'none' }),
    enabled: enabled && kind === 'recycling',
  });
  const visits = useQuery({
    queryKey: bookingKeys.technicianAvailability(),
    queryFn: ({ signal }) =>
      api.get<TechnicianAvailability>('/api/booking/technician/availability', { signal, auth: 'none' }),
    enabled: enabled && kind === 'technician',
  });
  return kind === 'recycling' ? { pickups, visits: undefined } : { pickups: undefined, visits };
}
