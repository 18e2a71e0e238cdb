import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechnicianAvailability } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

export function getTechnicianAvailability(signal?: AbortSignal): Promise<TechnicianAvailability> {
  return api.get<TechnicianAvailability>('/api/booking/technician/availability', { signal, auth: 'none' });
}

export const getTechnicianAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.technicianAvailability(),
    queryFn: ({ signal }) => getTechnicianAvailability(signal),
    staleTime: 30_000,
  });

/** Per day from today through 30 days ahead, the windows still bookable. */
export function useTechnicianAvailability() {
  return useQuery(getTechnicianAvailabilityQueryOptions());
}
