import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingStatus } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

export function updateBookingStatus({ id, status }: { id: string; status: BookingStatus }): Promise<Booking> {
  return api.patch<Booking>(`/api/booking/admin/bookings/${id}`, { status }, { auth: 'required' });
}

/** Sets a booking's status; the list and the capacity report are refreshed (a cancellation frees a place). */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.admin() }),
  });
}
