import fp from 'fastify-plugin';
import { GuidesRepository } from '../repositories/guides-repository';

declare module 'fastify' {
  interface FastifyInstance {
    guidesRepository: GuidesRepository;
  }
}

/** Guide data access, bound to this service's database. */
export default fp(
  async (app) => {
    app.decorate('guidesRepository', await GuidesRepository.open(app.db));
  },
  { name: 'guides-repositories', dependencies: ['service-kit-database'] },
);
