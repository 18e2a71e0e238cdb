import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickupAvailability } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

export function getPickupAvailability(signal?: AbortSignal): Promise<PickupAvailability> {
  return api.get<PickupAvailability>('/api/booking/recycling/availability', { signal, auth: 'none' });
}

export const getPickupAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.pickupAvailability(),
    queryFn: ({ signal }) => getPickupAvailability(signal),
    staleTime: 30_000,
  });

/** Pickup days from tomorrow and the ones already full. */
export function usePickupAvailability() {
  return useQuery(getPickupAvailabilityQueryOptions());
}
