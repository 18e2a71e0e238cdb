import { Types, type Connection } from 'mongoose';
import type { CartLine, PartsOrderStatus } from '@claims/contracts';
import { dealerPartModel, type DealerPartModel, type DealerPartRecord } from '../models/dealer-part';
import { partsOrderModel, type PartsOrderModel, type PartsOrderRecord } from '../models/parts-order';
import { demoDealerParts } from '../cases/dealer-catalog';

/** An order line that cannot be filled: names the part, so the technician knows what to change. */
export class OutOfStockError extends Error {
  constructor(
    readonly partName: string,
    readonly available: number,
  ) {
    super(
      available > 0
        ? `Not enough stock for ${partName}: only ${available} left`
        : `${partName} is out of stock`,
    );
    this.name = 'OutOfStockError';
  }
}

export class UnknownPartError extends Error {
  constructor(readonly partId: string) {
    super(`Unknown part ${partId}`);
    this.name = 'UnknownPartError';
  }
}

/** The dealer catalog and parts orders. */
export class DealerRepository {
  private constructor(
    private readonly parts: DealerPartModel,
    private readonly orders: PartsOrderModel,
  ) {}

  static async open(db: Connection): Promise<DealerRepository> {
    const repository = new DealerRepository(dealerPartModel(db), partsOrderModel(db));
    await Promise.all([repository.parts.init(), repository.orders.init()]);
    return repository;
  }

  /** Adds the demo parts that are missing (stock of existing parts is left as it is). */
  async seedCatalog(): Promise<void> {
    await this.parts.bulkWrite(
      demoDealerParts.map((part) => ({
        updateOne: { filter: { _id: part._id }, update: { $setOnInsert: part }, upsert: true },
      })),
      { ordered: false },
    );
  }

  async listParts(): Promise<DealerPartRecord[]> {
    return this.parts.find().sort({ priceCents: 1, _id: 1 }).lean<DealerPartRecord[]>();
  }

  /**
   * Takes every line's quantity out of stock, or none: each line is a conditional `$inc` (stock >= quantity), and
   * when one cannot be filled the lines already taken are put back. Stock never goes below zero; while an order
   * is being undone another order may briefly see less stock than there is (refused, never oversold).
   */
  async reserve(lines: CartLine[]): Promise<DealerPartRecord[]> {
    const taken: Array<{ partId: string; quantity: number }> = [];
    const records: DealerPartRecord[] = [];
    try {
      for (const line of lines) {
        const updated = await this.parts
          .findOneAndUpdate(
            { _id: line.partId, stock: { $gte: line.quantity } },
            { $inc: { stock: -line.quantity } },
            { returnDocument: 'after' },
          )
          .lean<DealerPartRecord>();
        if (!updated) {
          const part = await this.parts.findById(line.partId).lean<DealerPartRecord>();
          if (!part) throw new UnknownPartError(line.partId);
          throw new OutOfStockError(part.name, part.stock);
        }
        taken.push(line);
        records.push(updated);
      }
      return records;
    } catch (error) {
      await this.release(taken);
      throw error;
    }
  }

  async release(lines: Array<{ partId: string; quantity: number }>): Promise<void> {
    if (lines.length === 0) return;
    await this.parts.bulkWrite(
      lines.map((line) => ({
        updateOne: { filter: { _id: line.partId }, update: { $inc: { stock: line.quantity } } },
      })),
    );
  }

  async createOrder(
    order: Omit<PartsOrderRecord, '_id' | 'createdAt' | 'updatedAt'>,
  ): Promise<PartsOrderRecord> {
    return (await this.orders.create(order)).toObject();
  }

  async ordersForCase(caseId: string): Promise<PartsOrderRecord[]> {
    return this.orders.find({ caseId }).sort({ createdAt: -1, _id: -1 }).lean<PartsOrderRecord[]>();
  }

  async findOrder(id: string): Promise<PartsOrderRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    return this.orders.findById(id).lean<PartsOrderRecord>();
  }

  /** Moves an order only if it is still in `from` (two admins cannot both cancel it and return the stock twice). */
  async moveOrder(
    id: string,
    from: PartsOrderStatus,
    to: PartsOrderStatus,
  ): Promise<PartsOrderRecord | null> {
    return this.orders
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), status: from },
        { $set: { status: to } },
        { returnDocument: 'after' },
      )
      .lean<PartsOrderRecord>();
  }
}
