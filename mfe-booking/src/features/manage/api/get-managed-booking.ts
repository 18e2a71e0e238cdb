import { queryOptions, useQuery } from '@tanstack/react-query';
import { manageTokenPattern, type ManagedBooking } from '@claims/contracts';
import { api, ApiRequestError, isApiRequestError } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

export function getManagedBooking(token: string, signal?: AbortSignal): Promise<ManagedBooking> {
  // A link cut short or mistyped out of shape is not found, as the service would say: no need to ask it.
  if (!manageTokenPattern.test(token))
    return Promise.reject(new ApiRequestError(404, 'not_found', 'Booking not found'));
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
