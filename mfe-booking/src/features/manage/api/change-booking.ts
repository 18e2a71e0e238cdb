import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedBooking, RescheduleBooking } from '@claims/contracts';
import { api, isApiRequestError } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

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
    void queryClient.invalidateQueries({ queryKey: bookingKeys.availability() });
  };
  return {
    reschedule: useMutation({
      mutationFn: (change: RescheduleBooking) => rescheduleBooking(token, change),
      onSuccess,
      // Refused because the booking changed meanwhile (another tab, the office): show where it is now.
      onError: (error) => {
        if (isApiRequestError(error) && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: bookingKeys.managed(token) });
      },
    }),
    cancel: useMutation({ mutationFn: () => cancelBooking(token), onSuccess }),
  };
}
