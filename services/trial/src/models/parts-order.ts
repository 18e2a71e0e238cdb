import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { partsOrderStatuses, type PartsOrderStatus } from '@claims/contracts';

export interface PartsOrderLineRecord {
  partId: string;
  name: string;
  partNumber: string;
  quantity: number;
  unitPriceCents: number;
}

/** `parts_orders`: parts bought from the dealer for one case. */
export interface PartsOrderRecord {
  _id: Types.ObjectId;
  caseId: string;
  parts: PartsOrderLineRecord[];
  totalCents: number;
  status: PartsOrderStatus;
  /** YYYY-MM-DD in America/Chicago. */
  estimatedDelivery: string;
  orderedBy: string;
  orderedByName: string;
  /**
   * A cancelled order's stock going back to the dealer: `pending` from the move to cancelled (the same write), `done`
   * once every part has its quantity back (`DealerRepository.returnStock`).
   */
  stockReturn?: 'pending' | 'done';
  stockReturnedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const lineSchema = new Schema<PartsOrderLineRecord>(
  {
    partId: { type: String, required: true },
    name: { type: String, required: true },
    partNumber: { type: String, required: true },
    quantity: { type: Number, required: true },
    unitPriceCents: { type: Number, required: true },
  },
  { _id: false },
);

const partsOrderSchema = new Schema<PartsOrderRecord>(
  {
    caseId: { type: String, required: true },
    parts: { type: [lineSchema], required: true },
    totalCents: { type: Number, required: true },
    status: { type: String, required: true, enum: partsOrderStatuses },
    estimatedDelivery: { type: String, required: true },
    orderedBy: { type: String, required: true },
    orderedByName: { type: String, required: true },
    stockReturn: { type: String, enum: ['pending', 'done'] },
    stockReturnedAt: Date,
  },
  { timestamps: true, collection: 'parts_orders' },
);
// The case page lists a case's orders, newest first.
partsOrderSchema.index({ caseId: 1, createdAt: -1 });
// The sweep finds the cancelled orders whose stock return was cut short.
partsOrderSchema.index({ stockReturn: 1 }, { partialFilterExpression: { stockReturn: 'pending' } });

export type PartsOrderModel = Model<PartsOrderRecord>;
export const partsOrderModel = (db: Connection): PartsOrderModel =>
  db.model<PartsOrderRecord>('PartsOrder', partsOrderSchema);
