import {
  findCaseTransition,
  formatCents,
  partsDeliveryDays,
  type PlacePartsOrderBody,
} from '@claims/contracts';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import type { CaseRecord } from '../models/case';
import type { PartsOrderRecord } from '../models/parts-order';
import { centralDayPlus } from './central-time';

/** A Fort Worth calendar day as people read it: 2026-11-30 → "Nov 30, 2026". */
const calendarDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export type PlacedPartsOrder = {
  order: PartsOrderRecord;
  /** The case after the order's timeline entry (and its move to parts_ordered, when it was allowed). */
  updated: CaseRecord | null;
  /** "2 × Dryer Heating Element ($79.98), due Dec 8, 2026": the timeline's note and the emails'. */
  summary: string;
};

/**
 * Orders parts from the dealer for an open case: the stock is held under the new order's id, the order stored, the
 * holds settled, and the case's timeline gets the order (and the case moves to parts_ordered when it may, only from
 * the status it had when read). Throws `OutOfStockError` or `UnknownPartError` with nothing taken.
 */
export async function placePartsOrder(
  app: FastifyInstance,
  record: CaseRecord,
  lines: PlacePartsOrderBody['lines'],
  by: { id: string; name: string },
  now = new Date(),
): Promise<PlacedPartsOrder> {
  const caseId = record._id.toHexString();
  // The order's id names the stock it holds until it is stored (see DealerRepository.reserve).
  const orderId = new Types.ObjectId();
  const parts = await app.dealerRepository.reserve(lines, orderId);
  const ordered = lines.map((line, index) => ({
    partId: line.partId,
    name: parts[index].name,
    partNumber: parts[index].partNumber,
    quantity: line.quantity,
    unitPriceCents: parts[index].priceCents,
  }));
  const totalCents = ordered.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  let order;
  try {
    order = await app.dealerRepository.createOrder({
      _id: orderId,
      caseId,
      parts: ordered,
      totalCents,
      status: 'pending',
      estimatedDelivery: centralDayPlus(now, partsDeliveryDays),
      orderedBy: by.id,
      orderedByName: by.name,
      createdAt: now,
    });
  } catch (error) {
    await app.dealerRepository.releaseHold(orderId, lines);
    throw error;
  }
  await app.dealerRepository.settleHolds(orderId, lines);
  const summary = `${ordered.map((line) => `${line.quantity} × ${line.name}`).join(', ')} (${formatCents(totalCents)}), due ${calendarDay(order.estimatedDelivery)}`;
  const entry = { at: now, byUserId: by.id, byName: by.name };
  let updated = await app.casesRepository.addHistory(caseId, {
    kind: 'parts_order',
    note: summary,
    ...entry,
  });
  if (findCaseTransition(record.status, 'parts_ordered')) {
    updated =
      (await app.casesRepository.moveStatus(caseId, record.status, {
        kind: 'status',
        status: 'parts_ordered',
        ...entry,
      })) ?? updated;
  }
  return { order, updated, summary };
}

/**
 * A case in parts_ordered whose every parts order is now cancelled goes back to assessment (the one status an order
 * moves a case there from), so the technician can order again, resolve it remotely or schedule a visit; the timeline
 * says why. Only from parts_ordered, and only while no order is live. Returns the case when it moved.
 */
export async function backToAssessmentWithoutOrders(
  app: FastifyInstance,
  caseId: string,
  entry: { at: Date; byUserId: string; byName: string },
): Promise<CaseRecord | null> {
  const orders = await app.dealerRepository.ordersForCase(caseId);
  if (orders.some((order) => order.status !== 'cancelled')) return null;
  return app.casesRepository.moveStatus(caseId, 'parts_ordered', {
    kind: 'status',
    status: 'assessment',
    note: 'Back to assessment: every parts order of this case was cancelled',
    ...entry,
  });
}
