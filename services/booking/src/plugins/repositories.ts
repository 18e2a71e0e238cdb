import fp from 'fastify-plugin';
import { BookingsRepository } from '../repositories/bookings-repository';
import { CapacityRepository } from '../repositories/capacity-repository';

declare module 'fastify' {
  interface FastifyInstance {
    bookingsRepository: BookingsRepository;
    capacityRepository: CapacityRepository;
  }
}

/** The booking area's data access, bound to this service's database (closed with it by service-kit). */
export default fp(
  async (app) => {
    const [bookings, capacity] = await Promise.all([
      BookingsRepository.open(app.db),
      CapacityRepository.open(app.db),
    ]);
    app.decorate('bookingsRepository', bookings);
    app.decorate('capacityRepository', capacity);
  },
  { name: 'booking-repositories', dependencies: ['service-kit-database'] },
);
