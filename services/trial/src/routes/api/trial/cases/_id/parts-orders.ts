import {
  apiErrorSchema,
  caseIdParamsSchema,
  isFinalCaseStatus,
  partsOrderListSchema,
  partsOrderSchema,
  placePartsOrderBodySchema,
} from '@claims/contracts';
import { badRequest, conflict, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { loadCaseInScope, viewerOf } from '../../../../../cases/load-case';
import { placePartsOrder } from '../../../../../cases/place-parts-order';
import { toPartsOrder } from '../../../../../cases/parts-order-views';
import { OutOfStockError, UnknownPartError } from '../../../../../repositories/dealer-repository';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** `/api/trial/cases/:id/parts-orders`: the case's parts orders, and ordering parts for it. */
const casePartsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dealer'],
        summary: "The case's parts orders, newest first (anyone who may see the case)",
        security: [{ bearerAuth: [] }],
        params: caseIdParamsSchema,
        response: { 200: partsOrderListSchema, 401: errors[401], 404: errors[404] },
      },
    },
    async (request) => {
      const record = await loadCaseInScope(app, request.params.id, viewerOf(request));
      return {
        items: (await app.dealerRepository.ordersForCase(record._id.toHexString())).map(toPartsOrder),
      };
    },
  );

  app.post(
    '',
    {
      onRequest: app.requireRole('tech', 'admin'),
      // A repeated request (a double click, a retry after a lost answer) places the order once.
      config: { idempotency: true },
      schema: {
        tags: ['dealer'],
        summary:
          'Order parts for an open case (its assigned technician or an admin): stock taken for every line or ' +
          'none, the case moved to parts_ordered when that move is open; a completed or cancelled case answers 409',
        security: [{ bearerAuth: [] }],
        params: caseIdParamsSchema,
        body: placePartsOrderBodySchema,
        response: { 201: partsOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      // A technician's scope is the cases assigned to them: any other case answers 404.
      const record = await loadCaseInScope(app, request.params.id, viewer);
      if (isFinalCaseStatus(record.status)) {
        throw conflict(
          `Case ${record.caseNumber} is ${record.status}: parts are ordered for open cases only`,
        );
      }
      let placed;
      try {
        placed = await placePartsOrder(app, record, request.body.lines, viewer);
      } catch (error) {
        if (error instanceof OutOfStockError) throw conflict(error.message);
        if (error instanceof UnknownPartError) throw badRequest(error.message, { lines: error.message });
        throw error;
      }
      const { order, updated, summary } = placed;
      request.log.info(
        { caseId: record._id.toHexString(), orderId: order._id.toHexString(), totalCents: order.totalCents },
        'parts ordered',
      );
      await app.notifyCase('parts_ordered', updated ?? record, { name: viewer.name, note: summary });
      return reply.code(201).send(toPartsOrder(order));
    },
  );
};

export default casePartsOrderRoutes;
