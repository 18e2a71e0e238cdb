import { apiErrorSchema, userListQuerySchema, userListResponseSchema } from '@claims/contracts';
import { badRequest, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { InvalidCursorError } from '../../../../repositories/cases-repository';

/** `/api/trial/users` (admins): users with their roles, for /admin/users and the case assignment controls. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['trial'],
        summary: 'List users with their roles, by role and name or email search (admin only)',
        security: [{ bearerAuth: [] }],
        querystring: userListQuerySchema,
        response: {
          200: userListResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      try {
        return await app.userDirectory.list(request.query);
      } catch (error) {
        if (error instanceof InvalidCursorError)
          throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
        throw error;
      }
    },
  );
};

export default usersRoutes;
