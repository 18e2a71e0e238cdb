import fp from 'fastify-plugin';
import { BookingWorkflow } from '../lib/booking-workflow';
import type { EmailSettings } from '../lib/booking-emails';

declare module 'fastify' {
  interface FastifyInstance {
    bookingWorkflow: BookingWorkflow;
    /** The service's clock (tests fix it; days and windows are computed from it). */
    now: () => Date;
  }
}

export type BookingWorkflowPluginOptions = {
  now: () => Date;
  technicianCapacityPerWindow: number;
  email: EmailSettings;
  availabilityCacheTtlMs: number;
};

/** The booking rules (capacity, dates, numbers, emails) as one object the routes call. */
export default fp<BookingWorkflowPluginOptions>(
  async (app, options) => {
    app.decorate('now', options.now);
    app.decorate(
      'bookingWorkflow',
      new BookingWorkflow({
        bookings: app.bookingsRepository,
        capacity: app.capacityRepository,
        outbox: app.outbox,
        queueConfirmation: app.confirmations.queue,
        log: app.log,
        now: options.now,
        technicianCapacityPerWindow: options.technicianCapacityPerWindow,
        availabilityCacheTtlMs: options.availabilityCacheTtlMs,
        email: options.email,
      }),
    );
  },
  {
    name: 'booking-workflow',
    dependencies: ['booking-repositories', 'service-kit-outbox', 'booking-confirmations'],
  },
);
