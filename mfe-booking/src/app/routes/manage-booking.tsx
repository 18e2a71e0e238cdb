import { ManageBookingPage as ManageBooking } from '../../features/manage/components/manage-booking-page';

/** `/bookings/:token`: the private manage link of a booking. */
export function ManageBookingPage() {
  return <ManageBooking />;
}
