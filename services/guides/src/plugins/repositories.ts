import fp from 'fastify-plugin';
import { GuidesRepository } from '../repositories/guides-repository';

declare module 'fastify' {
  interface FastifyInstance {
    guidesRepository: GuidesRepository;
  }
}

/** Guide data access, bound to this service's database. */
export default fp<{ listCacheTtlMs: number }>(
  async (app, options) => {
    const repository = await GuidesRepository.open(app.db, { listCacheTtlMs: options.listCacheTtlMs });
    const library = repository.watchLibrary((error) =>
      app.log.warn({ err: error }, 'guide change stream failed; list pages now refresh only on expiry'),
    );
    app.addHook('onClose', async () => {
      await library.close();
    });
    app.decorate('guidesRepository', repository);
  },
  { name: 'guides-repositories', dependencies: ['service-kit-database'] },
);
