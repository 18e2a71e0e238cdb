import { z } from 'zod';
import {
  addDays,
  adminBookingsListSchema,
  adminBookingsQuerySchema,
  adminCapacitySchema,
  apiErrorSchema,
  bookingIdParamsSchema,
  bookingSchema,
  bookingStatusProblem,
  chicagoDay,
  isSunday,
  isValidDay,
  pickupCapacityPerDay,
  timeWindows,
  updateBookingStatusSchema,
  type AdminCapacity,
} from '@claims/contracts';
import { badRequest, conflict, notFound, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { toBooking } from '../../../../repositories/bookings-repository';
import { bookingCsvHeader, bookingCsvRow } from '../../../../lib/bookings-csv';

const capacityQuerySchema = z.object({
  from: z.string().refine(isValidDay, 'Choose a date').optional(),
  days: z.coerce.number().int().min(1).max(62).default(14),
});

/** `/api/booking/admin`: admins only (enforced here): bookings by day, capacity used, status, CSV export. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const security = [{ bearerAuth: [] }];

  app.get(
    '/bookings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bookings in day order, filtered by days, type, status and a search',
        security,
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingsListSchema, ...errors },
      },
    },
    async (request) => {
      const { items, ...counts } = await app.bookingsRepository.list(request.query);
      return { items: items.map(toBooking), ...counts };
    },
  );

  app.get(
    '/bookings/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The same bookings as CSV (every match, no limit)',
        security,
        querystring: adminBookingsQuerySchema.omit({ limit: true }),
        // Text with a CSV content type is sent as it is (not serialized as JSON).
        response: { 200: z.string().describe('The bookings as CSV'), ...errors },
      },
    },
    async (request, reply) => {
      const lines = [bookingCsvHeader.map((h) => `"${h}"`).join(',')];
      for await (const booking of app.bookingsRepository.cursor(request.query))
        lines.push(bookingCsvRow(booking));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${chicagoDay(app.now())}.csv"`)
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );

  app.get(
    '/capacity',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Places used per pickup day and per technician window (a closed window has capacity 0: Sundays)',
        security,
        querystring: capacityQuerySchema,
        response: { 200: adminCapacitySchema, ...errors },
      },
    },
    async (request) => {
      const first = request.query.from ?? chicagoDay(app.now());
      const last = addDays(first, request.query.days - 1);
      const [pickups, visits] = await Promise.all([
        app.capacityRepository.usedBetween('recycling', first, last),
        app.capacityRepository.usedBetween('technician', first, last),
      ]);
      const pickupUsed = new Map(pickups.map((slot) => [slot.date, slot.used]));
      const visitUsed = new Map(visits.map((slot) => [`${slot.date}:${slot.windowId}`, slot.used]));
      const capacity = app.bookingWorkflow.technicianCapacityPerWindow;
      const days: AdminCapacity['days'] = [];
      for (let date = first; date <= last; date = addDays(date, 1)) {
        // Technician visits are closed on Sundays: no window there has a place to give.
        const windowCapacity = isSunday(date) ? 0 : capacity;
        days.push({
          date,
          pickups: { used: pickupUsed.get(date) ?? 0, capacity: pickupCapacityPerDay },
          windows: timeWindows.map((w) => ({
            id: w.id,
            used: visitUsed.get(`${date}:${w.id}`) ?? 0,
            capacity: windowCapacity,
          })),
        });
      }
      return { days };
    },
  );

  app.patch(
    '/bookings/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Set the status (scheduled, completed, cancelled, no-show); cancelling releases the place; completed and ' +
          'no-show only once the appointment has started (409 before)',
        security,
        params: bookingIdParamsSchema,
        body: updateBookingStatusSchema,
        response: { 200: bookingSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await app.bookingsRepository.findById(request.params.id);
      if (!booking) throw notFound('Booking not found');
      const { status } = request.body;
      if (status === booking.status) return toBooking(booking);
      if (booking.status === 'cancelled')
        throw conflict('A cancelled booking cannot be reopened; book again instead');
      if (status === 'cancelled') return toBooking(await app.bookingWorkflow.adminCancel(booking));
      const problem = bookingStatusProblem(booking, status, app.now());
      if (problem) throw conflict(problem);
      const updated = await app.bookingsRepository.setStatus(booking._id, status);
      if (!updated) throw badRequest('The booking could not be updated');
      return toBooking(updated);
    },
  );
};

export default adminRoutes;
