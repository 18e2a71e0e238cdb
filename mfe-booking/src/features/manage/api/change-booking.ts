import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedBooking, RescheduleBooking } from '@claims/contracts';
import { api, isApiRequestError } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';
import { getManagedBooking } from '../../../lib/managed-booking';

/**
 * A change whose answer did not arrive (the connection dropped) may still have been made; tried again it is then
 * refused, as the booking is no longer where the page thought. Either way the booking is read again, and when it now
 * shows the change asked for, the change is reported made, not failed.
 */
async function changeOrFindItMade(
  token: string,
  change: () => Promise<ManagedBooking>,
  made: (managed: ManagedBooking) => boolean,
): Promise<ManagedBooking> {
  try {
    return await change();
  } catch (error) {
    const now = await getManagedBooking(token).catch(() => undefined);
    if (now && made(now)) return now;
    throw error;
  }
}

export function rescheduleBooking(token: string, change: RescheduleBooking): Promise<ManagedBooking> {
  return api.post<ManagedBooking>(`/api/booking/manage/${encodeURIComponent(token)}/reschedule`, change, {
    auth: 'none',
  });
}

export function cancelBooking(token: string): Promise<ManagedBooking> {
  return api.post<ManagedBooking>(`/api/booking/manage/${encodeURIComponent(token)}/cancel`, undefined, {
    auth: 'none',
  });
}

/** Reschedule or cancel; the booking and both availability lists are refreshed afterwards. */
export function useChangeBooking(token: string) {
  const queryClient = useQueryClient();
  const onSuccess = (managed: ManagedBooking) => {
    queryClient.setQueryData(bookingKeys.managed(token), managed);
    // A wizard's confirmation of this booking, shown again later, reads it afresh.
    void queryClient.invalidateQueries({ queryKey: bookingKeys.confirmed(token) });
    void queryClient.invalidateQueries({ queryKey: bookingKeys.availability() });
  };
  return {
    reschedule: useMutation({
      mutationFn: (change: RescheduleBooking) =>
        changeOrFindItMade(
          token,
          () => rescheduleBooking(token, change),
          ({ booking }) =>
            booking.status === 'scheduled' &&
            booking.date === change.date &&
            (change.windowId === undefined || booking.windowId === change.windowId) &&
            // Already there before this change was asked for: not a sign that it was made.
            (change.from === undefined ||
              change.from.date !== change.date ||
              change.from.windowId !== change.windowId),
        ),
      onSuccess,
      // Refused because the booking changed meanwhile (another tab, the office): show where it is now.
      onError: (error) => {
        if (isApiRequestError(error) && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: bookingKeys.managed(token) });
      },
    }),
    cancel: useMutation({
      mutationFn: () =>
        changeOrFindItMade(
          token,
          () => cancelBooking(token),
          ({ booking }) => booking.status === 'cancelled',
        ),
      onSuccess,
      // Refused or not answered: the page shows the booking as it is now.
      onError: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.managed(token) }),
    }),
  };
}
