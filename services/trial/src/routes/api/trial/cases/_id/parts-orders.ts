import {
  apiErrorSchema,
  caseIdParamsSchema,
  findCaseTransition,
  isFinalCaseStatus,
  partsDeliveryDays,
  partsOrderListSchema,
  partsOrderSchema,
  placePartsOrderBodySchema,
} from '@claims/contracts';
import { Types } from 'mongoose';
import { badRequest, conflict, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { loadCaseInScope, viewerOf } from '../../../../../cases/load-case';
import { centralDayPlus } from '../../../../../cases/central-time';
import { toPartsOrder } from '../../../../../cases/parts-order-views';
import { OutOfStockError, UnknownPartError } from '../../../../../repositories/dealer-repository';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** A Fort Worth calendar day as people read it: 2026-11-30 → "Nov 30, 2026". */
const calendarDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

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
      const caseId = record._id.toHexString();
      // The order's id names the stock it holds until it is stored (see DealerRepository.reserve).
      const orderId = new Types.ObjectId();
      let parts;
      try {
        parts = await app.dealerRepository.reserve(request.body.lines, orderId);
      } catch (error) {
        if (error instanceof OutOfStockError) throw conflict(error.message);
        if (error instanceof UnknownPartError) throw badRequest(error.message, { lines: error.message });
        throw error;
      }
      const now = new Date();
      const lines = request.body.lines.map((line, index) => ({
        partId: line.partId,
        name: parts[index].name,
        partNumber: parts[index].partNumber,
        quantity: line.quantity,
        unitPriceCents: parts[index].priceCents,
      }));
      const totalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
      let order;
      try {
        order = await app.dealerRepository.createOrder({
          _id: orderId,
          caseId,
          parts: lines,
          totalCents,
          status: 'pending',
          estimatedDelivery: centralDayPlus(now, partsDeliveryDays),
          orderedBy: viewer.id,
          orderedByName: viewer.name,
        });
      } catch (error) {
        await app.dealerRepository.releaseHold(orderId, request.body.lines);
        throw error;
      }
      await app.dealerRepository.settleHolds(orderId, request.body.lines);
      const summary = `${lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')} (${dollars(totalCents)}), due ${calendarDay(order.estimatedDelivery)}`;
      const entry = { at: now, byUserId: viewer.id, byName: viewer.name };
      let updated = await app.casesRepository.addHistory(caseId, {
        kind: 'parts_order',
        note: summary,
        ...entry,
      });
      if (findCaseTransition(record.status, 'parts_ordered')) {
        // Only from the status it had when read: a move made meanwhile stands.
        updated =
          (await app.casesRepository.moveStatus(caseId, record.status, {
            kind: 'status',
            status: 'parts_ordered',
            ...entry,
          })) ?? updated;
      }
      request.log.info({ caseId, orderId: order._id.toHexString(), totalCents }, 'parts ordered');
      await app.notifyCase('parts_ordered', updated ?? record, { name: viewer.name, note: summary });
      return reply.code(201).send(toPartsOrder(order));
    },
  );
};

export default casePartsOrderRoutes;
