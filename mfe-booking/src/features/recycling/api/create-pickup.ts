import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePickupBooking, CreatedBooking } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

export function createPickup(booking: CreatePickupBooking): Promise<CreatedBooking> {
  return api.post<CreatedBooking>('/api/booking/recycling/pickups', booking, { auth: 'none' });
}

/** Books the pickup; afterwards (booked or refused) the day list is fetched again. */
export function useCreatePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPickup,
    // Not awaited: the answer (booked or refused) is shown at once, even while the re-read waits on a slow service.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.pickupAvailability() }),
  });
}
