import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedBooking } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

export function getManagedBooking(token: string, signal?: AbortSignal): Promise<ManagedBooking> {
  return api.get<ManagedBooking>(`/api/booking/manage/${encodeURIComponent(token)}`, {
    signal,
    auth: 'none',
  });
}

export const getManagedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.managed(token),
    queryFn: ({ signal }) => getManagedBooking(token, signal),
  });

/** The booking behind a private manage link, and what may be changed now. */
export function useManagedBooking(token: string) {
  return useQuery(getManagedBookingQueryOptions(token));
}
