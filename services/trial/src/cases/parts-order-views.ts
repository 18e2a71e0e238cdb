import type { DealerPart, PartsOrder } from '@claims/contracts';
import type { DealerPartRecord } from '../models/dealer-part';
import type { PartsOrderRecord } from '../models/parts-order';

export function toDealerPart(record: DealerPartRecord): DealerPart {
  return {
    id: record._id,
    name: record.name,
    partNumber: record.partNumber,
    category: record.category,
    priceCents: record.priceCents,
    stock: record.stock,
    description: record.description,
  };
}

export function toPartsOrder(record: PartsOrderRecord): PartsOrder {
  return {
    id: record._id.toHexString(),
    caseId: record.caseId,
    parts: record.parts.map((line) => ({
      partId: line.partId,
      name: line.name,
      partNumber: line.partNumber,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })),
    totalCents: record.totalCents,
    status: record.status,
    estimatedDelivery: record.estimatedDelivery,
    orderedBy: record.orderedBy,
    orderedByName: record.orderedByName,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
