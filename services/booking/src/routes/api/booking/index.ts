import type { FastifyPluginAsyncZod } from '@claims/service-kit';
import recyclingRoutes from './recycling';
import technicianRoutes from './technician';
import manageRoutes from './manage';
import adminRoutes from './admin';

/** `/api/booking`: registers every route below it, so the folder tree mirrors the URL tree. */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(recyclingRoutes, { prefix: '/recycling' });
  await app.register(technicianRoutes, { prefix: '/technician' });
  await app.register(manageRoutes, { prefix: '/manage' });
  await app.register(adminRoutes, { prefix: '/admin' });
};

export default bookingRoutes;
