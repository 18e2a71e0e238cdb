import { site } from '@claims/contracts';
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
    // Confirm Booking pressed again after a lost answer gets its booking, even at the limit.
    isRepeat: async (request) => {
      const key = (request.body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
      return typeof key === 'string' && (await app.bookingsRepository.findByIdempotencyKey(key)) !== null;
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
