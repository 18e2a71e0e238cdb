import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import casesRoutes, { type CasesRoutesOptions } from './cases';
import usersRoutes from './users';
import dealerRoutes from './dealer';
import partsOrderRoutes from './parts-orders';

/** `/api/trial`: the trial system's cases, the dealer portal and the admin's user directory. */
const trialRoutes: FastifyPluginAsyncZod<CasesRoutesOptions> = async (app, options) => {
  await app.register(casesRoutes, { prefix: '/cases', filingLimit: options.filingLimit });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(dealerRoutes, { prefix: '/dealer' });
  await app.register(partsOrderRoutes, { prefix: '/parts-orders' });
};

export default trialRoutes;
