import fp from 'fastify-plugin';
import { pingDatabase } from './database';
import { unavailable } from '../errors';

/** `/healthz`: the process answers. `/readyz`: the database answers too (load balancers route on this one). */
export default fp(
  async (app) => {
    const probe = { config: { rateLimit: false }, schema: { hide: true } } as const;
    app.get('/healthz', probe, async () => ({ status: 'ok' }));
    app.get('/readyz', probe, async () => {
      if (!(await pingDatabase(app.db))) throw unavailable('The database is not reachable');
      return { status: 'ok' };
    });
  },
  { name: 'service-kit-health', dependencies: ['service-kit-database'] },
);
