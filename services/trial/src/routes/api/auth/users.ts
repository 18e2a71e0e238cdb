import {
  apiErrorSchema,
  rolesChangedMeanwhileMessage,
  setRolesBodySchema,
  setRolesResponseSchema,
  userIdParamsSchema,
} from '@claims/contracts';
import { conflict, forbidden, notFound, type FastifyPluginAsyncZod } from '@claims/service-kit';
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
      const changed = await app.usersRepository.changeRoles({
        actorId: request.user.sub,
        userId: id,
        roles: sortRoles(request.body.roles),
        previousRoles: request.body.previousRoles,
      });
      // The token said admin, the database no longer does (demoted a moment ago).
      if (changed.outcome === 'not_admin') throw forbidden();
      if (changed.outcome === 'not_found') throw notFound('User not found');
      // Nobody could grant roles any more if the last admin lost the role.
      if (changed.outcome === 'last_admin')
        throw conflict('This is the only admin; make another user an admin first');
      if (changed.outcome === 'busy') throw conflict('Another role change is in progress. Please try again.');
      // The page showed roles another admin (or another tab) has changed since: saving would silently undo that.
      if (changed.outcome === 'changed_meanwhile')
        throw conflict(rolesChangedMeanwhileMessage(changed.roles));
      // Tokens carrying the old roles stop working everywhere; the user's next renewal carries the new ones.
      await app.sessions.rolesChanged(id);
      request.log.info({ userId: id, roles: changed.roles, by: request.user.sub }, 'roles changed');
      return { userId: id, roles: changed.roles };
    },
  );
};

export default userRoutes;
