import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { manageTokenPattern, type BookingStatus, type ManagedBooking } from '@claims/contracts';
import { api, ApiRequestError } from '@claims/web-kit';
import { bookingKeys } from './query-keys';

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
  });

/** The booking behind a private manage link, and what may be changed now. */
export function useManagedBooking(token: string) {
  return useQuery(getManagedBookingQueryOptions(token));
}

/** What a wizard's confirmation keeps of the booking it made. */
export type KeptBooking = { date: string; windowId?: string; manageToken: string };

/**
 * The booking a wizard's kept confirmation is about, as it is now. The confirmation stays (a reload shows it again)
 * until the visitor books another, and meanwhile the booking may have been moved or cancelled: on its manage page,
 * in another tab, or by the office. So a confirmation shown again, rather than just made, reads the booking again
 * (and again when the visitor comes back to the tab). Until the answer comes, or when it cannot be had, it is the
 * booking as confirmed.
 */
export function useCurrentBooking<Kept extends KeptBooking>(
  kept: Kept | undefined,
): (Kept & { status: BookingStatus }) | undefined {
  // Kept from before this page was shown (a reload, Back, a return from the manage page): it may be out of date.
  const [shownAgain] = useState(() => kept !== undefined);
  const token = kept?.manageToken ?? '';
  const current = useQuery({
    queryKey: bookingKeys.confirmed(token),
    queryFn: ({ signal }) => getManagedBooking(token, signal),
    enabled: shownAgain && kept !== undefined,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
  if (!kept) return undefined;
  const booking = current.data?.booking;
  return booking
    ? { ...kept, date: booking.date, windowId: booking.windowId, status: booking.status }
    : { ...kept, status: 'scheduled' };
}
