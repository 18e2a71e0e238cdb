import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedBooking } from '@claims/contracts';
import { api, isApiRequestError } from '@claims/web-kit';
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
    // A refused link (malformed, unknown) stays refused: only failures are tried again.
    retry: (count, error) => !(isApiRequestError(error) && error.status < 500) && count < 2,
  });

/** The booking behind a private manage link, and what may be changed now. */
export function useManagedBooking(token: string) {
  return useQuery(getManagedBookingQueryOptions(token));
}
