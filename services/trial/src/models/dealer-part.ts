import { Schema, type Connection, type Model } from 'mongoose';

/** `dealer_parts`: the demo dealer's catalog; `stock` is only ever changed by conditional `$inc`. */
export interface DealerPartRecord {
  _id: string;
  name: string;
  partNumber: string;
  category: string;
  priceCents: number;
  stock: number;
  description: string;
  /**
   * Stock taken for an order that is not stored yet, one entry per order being placed (its id is the order's). The
   * order's route removes it once the order is stored; an entry left by a process that died in between is given
   * back by `DealerRepository.settleStaleHolds`.
   */
  holds?: StockHold[];
  /**
   * Cancelled orders whose quantity this part has been given back: a second try of the same return finds its order
   * here and adds nothing. Forgotten by the sweep a while after the order's return is done.
   */
  returned?: string[];
}

export interface StockHold {
  id: string;
  quantity: number;
  at: Date;
}

const dealerPartSchema = new Schema<DealerPartRecord>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    partNumber: { type: String, required: true },
    category: { type: String, required: true },
    priceCents: { type: Number, required: true },
    stock: { type: Number, required: true, min: 0 },
    description: { type: String, required: true },
    holds: {
      type: [new Schema<StockHold>({ id: String, quantity: Number, at: Date }, { _id: false })],
      default: undefined,
    },
    returned: { type: [String], default: undefined },
  },
  { collection: 'dealer_parts', versionKey: false },
);

export type DealerPartModel = Model<DealerPartRecord>;
export const dealerPartModel = (db: Connection): DealerPartModel =>
  db.model<DealerPartRecord>('DealerPart', dealerPartSchema);
