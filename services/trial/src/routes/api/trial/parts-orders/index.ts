import {
  apiErrorSchema,
  mayCancelOwnOrder,
  partsOrderParamsSchema,
  partsOrderSchema,
  partsOrderStatusBodySchema,
  partsOrderTransitions,
} from '@claims/contracts';
import { conflict, forbidden, notFound, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { backToAssessmentWithoutOrders } from '../../../../cases/place-parts-order';
import { toPartsOrder } from '../../../../cases/parts-order-views';

/**
 * `/api/trial/parts-orders/:orderId`: admins move an order (shipped, delivered, or cancelled with the stock put back);
 * the technician who placed it may cancel it while it is pending. A case that its orders moved to parts_ordered goes
 * back to assessment once the last of them is cancelled.
 */
const partsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:orderId',
    {
      onRequest: app.requireRole('admin', 'tech'),
      schema: {
        tags: ['dealer'],
        summary:
          'Move a parts order: pending → shipped → delivered, or cancelled (stock returned); its technician may cancel it while pending',
        security: [{ bearerAuth: [] }],
        params: partsOrderParamsSchema,
        body: partsOrderStatusBodySchema,
        response: {
          200: partsOrderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const order = await app.dealerRepository.findOrder(request.params.orderId);
      if (!order) throw notFound('Order not found');
      const to = request.body.status;
      if (!request.user.roles.includes('admin')) {
        if (order.orderedBy !== request.user.sub || to !== 'cancelled') {
          throw forbidden('Only an admin can change the status of this order.');
        }
        if (!mayCancelOwnOrder(order, request.user.sub)) {
          throw conflict(
            `This order is ${order.status} and can no longer be cancelled here. Ask an admin if it must be stopped.`,
          );
        }
      }
      if (!partsOrderTransitions[order.status].includes(to)) {
        throw conflict(`An order cannot move from ${order.status} to ${to}`);
      }
      const moved = await app.dealerRepository.moveOrder(order._id.toHexString(), order.status, to);
      if (!moved) throw conflict('This order was just changed by someone else. Reload it and try again.');
      if (to === 'cancelled') await app.dealerRepository.returnStock(moved);
      const entry = { at: new Date(), byUserId: request.user.sub, byName: request.user.name };
      await app.casesRepository.addHistory(order.caseId, {
        kind: 'parts_order',
        note: `Parts order ${to}`,
        ...entry,
      });
      if (to === 'cancelled') await backToAssessmentWithoutOrders(app, order.caseId, entry);
      return toPartsOrder(moved);
    },
  );
};

export default partsOrderRoutes;
