import {
  apiErrorSchema,
  createPickupBookingSchema,
  createdBookingSchema,
  pickupAvailabilitySchema,
  quoteRecycling,
  recyclingQuoteSchema,
  recyclingSelectionSchema,
} from '@claims/contracts';
import type { FastifyPluginAsyncZod, VisitorLimiter } from '@claims/service-kit';
import { toBooking } from '../../../../repositories/bookings-repository';

/** `/api/booking/recycling`: the quote, the days with places left, and booking a pickup. */
const recyclingRoutes: FastifyPluginAsyncZod<{ limitBookings: VisitorLimiter }> = async (app, options) => {
  app.post(
    '/quote',
    {
      schema: {
        tags: ['recycling'],
        summary: 'The quote for the selected items and access details (the wizard shows these figures)',
        body: recyclingSelectionSchema,
        response: { 200: recyclingQuoteSchema, 400: apiErrorSchema },
      },
    },
    async (request) => quoteRecycling(request.body),
  );

  app.get(
    '/availability',
    {
      schema: {
        tags: ['recycling'],
        summary: 'Pickup days from tomorrow (Chicago) and the ones already full',
        response: { 200: pickupAvailabilitySchema },
      },
    },
    async () => app.bookingWorkflow.pickupAvailability(),
  );

  app.post(
    '/pickups',
    {
      preHandler: options.limitBookings,
      schema: {
        tags: ['recycling'],
        summary: 'Book a pickup: re-checks zip, items, date and terms, takes the day’s place atomically',
        body: createPickupBookingSchema,
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
      const { booking, created } = await app.bookingWorkflow.createPickup(request.body);
      if (created)
        request.log.info({ bookingId: booking._id.toHexString(), number: booking.number }, 'pickup booked');
      return reply.code(created ? 201 : 200).send({
        booking: toBooking(booking),
        manageToken: booking.manageToken,
        confirmationEmailSent: app.outbox.delivering,
      });
    },
  );
};

export default recyclingRoutes;
