import {
  apiErrorSchema,
  dealerLoginBodySchema,
  dealerLoginResponseSchema,
  dealerMessages,
  dealerPartListSchema,
  demoDealerCredentials,
} from '@claims/contracts';
import { badRequest, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { toDealerPart } from '../../../../cases/parts-order-views';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** `/api/trial/dealer` (technicians and admins): the demo dealer's login and its catalog with live stock. */
const dealerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('tech', 'admin'));

  app.post(
    '/login',
    {
      schema: {
        tags: ['dealer'],
        summary: 'Check the demo dealer credentials (only the one demo pair is accepted)',
        security: [{ bearerAuth: [] }],
        body: dealerLoginBodySchema,
        response: { 200: dealerLoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      if (email !== demoDealerCredentials.email || password !== demoDealerCredentials.password) {
        // 400, not 401: a 401 would tell the browser its own session had ended.
        throw badRequest(dealerMessages.invalidCredentialsDescription);
      }
      return { dealer: 'Demo Parts Dealer' };
    },
  );

  app.get(
    '/parts',
    {
      schema: {
        tags: ['dealer'],
        summary: 'The dealer catalog with current stock',
        security: [{ bearerAuth: [] }],
        response: { 200: dealerPartListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ items: (await app.dealerRepository.listParts()).map(toDealerPart) }),
  );
};

export default dealerRoutes;
