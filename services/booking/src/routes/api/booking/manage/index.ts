import {
  apiErrorSchema,
  managedBookingSchema,
  manageTokenParamsSchema,
  rescheduleBookingSchema,
} from '@claims/contracts';
import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import { toBooking } from '../../../../repositories/bookings-repository';

/** `/api/booking/manage/:token`: the private manage link: see, reschedule, cancel. The token is the only key. */
const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.get(
    '/:token',
    {
      schema: {
        tags: ['manage'],
        summary: 'The booking behind a manage link, and what may be changed now',
        params: manageTokenParamsSchema,
        response: { 200: managedBookingSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, managed } = await app.bookingWorkflow.view(request.params.token);
      return { booking: toBooking(booking), ...managed };
    },
  );

  app.post(
    '/:token/reschedule',
    {
      schema: {
        tags: ['manage'],
        summary: 'Move to another available day (and window): free with 24-hour notice',
        params: manageTokenParamsSchema,
        body: rescheduleBookingSchema,
        response: { 200: managedBookingSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await app.bookingWorkflow.reschedule(request.params.token, request.body);
      return { booking: toBooking(booking), ...app.bookingWorkflow.managedState(booking) };
    },
  );

  app.post(
    '/:token/cancel',
    {
      schema: {
        tags: ['manage'],
        summary: 'Cancel; a recycling pickup cancelled on its own day records the same-day fee',
        params: manageTokenParamsSchema,
        response: { 200: managedBookingSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await app.bookingWorkflow.cancel(request.params.token);
      return { booking: toBooking(booking), ...app.bookingWorkflow.managedState(booking) };
    },
  );
};

export default manageRoutes;
