import {
  apiErrorSchema,
  createTechnicianBookingSchema,
  createdBookingSchema,
  technicianAvailabilitySchema,
} from '@claims/contracts';
import type { FastifyPluginAsyncZod, VisitorLimiter } from '@claims/service-kit';
import { toBooking } from '../../../../repositories/bookings-repository';

/** `/api/booking/technician`: windows with places left, and booking a visit. */
const technicianRoutes: FastifyPluginAsyncZod<{ limitBookings: VisitorLimiter }> = async (app, options) => {
  app.get(
    '/availability',
    {
      schema: {
        tags: ['technician'],
        summary: 'Today through 30 days ahead (Chicago): per day, the windows not started and not full',
        response: { 200: technicianAvailabilitySchema },
      },
    },
    async () => ({
      ...(await app.bookingWorkflow.technicianAvailability()),
      textReminders: app.textMessages.configured,
      emailReminders: app.outbox.delivering,
    }),
  );

  app.post(
    '/visits',
    {
      preHandler: options.limitBookings,
      schema: {
        tags: ['technician'],
        summary:
          'Book a visit: re-checks zip, service, date, window and consent, takes the window’s place atomically',
        body: createTechnicianBookingSchema,
        response: {
          200: createdBookingSchema,
          201: createdBookingSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { booking, created } = await app.bookingWorkflow.createVisit(request.body);
      if (created)
        request.log.info({ bookingId: booking._id.toHexString(), number: booking.number }, 'visit booked');
      return reply.code(created ? 201 : 200).send({
        booking: toBooking(booking),
        manageToken: booking.manageToken,
        confirmationEmailSent: app.outbox.delivering,
      });
    },
  );
};

export default technicianRoutes;
