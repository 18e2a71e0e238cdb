import {
  apiErrorSchema,
  setRolesBodySchema,
  setRolesResponseSchema,
  userIdParamsSchema,
} from '@claims/contracts';
import { conflict, notFound, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { sortRoles } from '../../../repositories/users-repository';

/** `/api/auth/users`: account administration (admins only). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/roles',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['auth'],
        summary: "Replace a user's roles (admin only)",
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        body: setRolesBodySchema,
        response: {
          200: setRolesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const roles = sortRoles(request.body.roles);
      const current = await app.usersRepository.rolesOf(id);
      if (!(await app.usersRepository.findAccount(id))) throw notFound('User not found');
      // Nobody could grant roles any more if the last admin lost the role.
      if (
        current.includes('admin') &&
        !roles.includes('admin') &&
        (await app.usersRepository.countUsersWithRole('admin', id)) === 0
      ) {
        throw conflict('This is the only admin; make another user an admin first');
      }
      const saved = await app.usersRepository.setRoles(id, roles);
      request.log.info({ userId: id, roles: saved, by: request.user.sub }, 'roles changed');
      return { userId: id, roles: saved };
    },
  );
};

export default userRoutes;
