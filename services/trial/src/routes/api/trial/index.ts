import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import casesRoutes from './cases';
import usersRoutes from './users';

/** `/api/trial`: the trial system's cases and the admin's user directory. */
const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(casesRoutes, { prefix: '/cases' });
  await app.register(usersRoutes, { prefix: '/users' });
};

export default trialRoutes;
