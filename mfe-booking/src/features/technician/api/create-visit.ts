import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTechnicianBooking, CreatedBooking } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

export function createVisit(booking: CreateTechnicianBooking): Promise<CreatedBooking> {
  return api.post<CreatedBooking>('/api/booking/technician/visits', booking, { auth: 'none' });
}

/** Books the visit; afterwards (booked or refused) the windows are fetched again. */
export function useCreateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVisit,
    // Not awaited: the answer (booked or refused) is shown at once, even while the re-read waits on a slow service.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.technicianAvailability() }),
  });
}
