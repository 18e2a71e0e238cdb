import { site, type CreatePickupBooking, type CreateTechnicianBooking } from '@claims/contracts';
import { createVisitorLimiter, type FastifyPluginAsyncZod } from '@claims/service-kit';
import recyclingRoutes from './recycling';
import technicianRoutes from './technician';
import manageRoutes from './manage';
import adminRoutes from './admin';

export type BookingRoutesOptions = { bookingLimit: { max: number; windowMs: number } };

/** `/api/booking`: registers every route below it, so the folder tree mirrors the URL tree. */
const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, options) => {
  // One count for pickups and visits: both take places from the same calendar. Only new bookings (201) count, checked
  // after the request is found valid (an invalid one is told what to fix, not to wait).
  const limitBookings = createVisitorLimiter(app, {
    name: 'bookings',
    ...options.bookingLimit,
    countOnly: 201,
    // Let through at the limit, as they book nothing: Confirm Booking pressed again after a lost answer (it gets its
    // booking), and the same details as a booking made (Already Booked says which one).
    isRepeat: async (request) => {
      const body = request.body as CreatePickupBooking | CreateTechnicianBooking;
      if (await app.bookingsRepository.findByIdempotencyKey(body.idempotencyKey)) return true;
      if (body.bookAgain) return false;
      const pickup = 'pickupDate' in body;
      const twin = await app.bookingsRepository.findScheduledLike({
        kind: pickup ? 'recycling' : 'technician',
        date: pickup ? body.pickupDate : body.date,
        windowId: pickup ? undefined : body.windowId,
        zip: body.zip,
        email: body.contact.email,
        address: body.contact.address,
      });
      return twin !== null;
    },
    message: (minutes) =>
      `You have made several bookings in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us at ${site.phoneDisplay}.`,
  });
  await app.register(recyclingRoutes, { prefix: '/recycling', limitBookings });
  await app.register(technicianRoutes, { prefix: '/technician', limitBookings });
  await app.register(manageRoutes, { prefix: '/manage' });
  await app.register(adminRoutes, { prefix: '/admin' });
};

export default bookingRoutes;
