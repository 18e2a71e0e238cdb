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
   * Takes every line's quantity out of stock for the order `orderId` (not stored yet), or none: each line is one
   * conditional update (stock >= quantity) that also records a hold naming the order, and when one cannot be filled
   * the lines already taken are put back. Stock never goes below zero; while an order is being undone another order
   * may briefly see less stock than there is (refused, never oversold). The holds go once the order is stored
   * (`settleHolds`); a process that dies first leaves them for `settleStaleHolds`.
   */
  async reserve(lines: CartLine[], orderId: Types.ObjectId): Promise<DealerPartRecord[]> {
    const taken: Array<{ partId: string; quantity: number }> = [];
    const records: DealerPartRecord[] = [];
    const hold = { id: orderId.toHexString(), at: new Date() };
    try {
      for (const line of lines) {
        const updated = await this.parts
          .findOneAndUpdate(
            { _id: line.partId, stock: { $gte: line.quantity } },
            { $inc: { stock: -line.quantity }, $push: { holds: { ...hold, quantity: line.quantity } } },
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
      await this.releaseHold(orderId, taken);
      throw error;
    }
  }

  /** Gives back what the order's hold took, once per part (a second call finds no hold and changes nothing). */
  async releaseHold(orderId: Types.ObjectId, lines: Array<{ partId: string }>): Promise<void> {
    const id = orderId.toHexString();
    for (const partId of new Set(lines.map((line) => line.partId))) {
      const part = await this.parts.findOne({ _id: partId, 'holds.id': id }).lean<DealerPartRecord>();
      const quantity = (part?.holds ?? []).filter((h) => h.id === id).reduce((sum, h) => sum + h.quantity, 0);
      if (quantity === 0) continue;
      await this.parts.updateOne(
        { _id: partId, 'holds.id': id },
        { $inc: { stock: quantity }, $pull: { holds: { id } } },
      );
    }
  }

  /** The order is stored: its stock is its own, the holds go. */
  async settleHolds(orderId: Types.ObjectId, lines: Array<{ partId: string }>): Promise<void> {
    await this.parts.updateMany(
      { _id: { $in: [...new Set(lines.map((line) => line.partId))] } },
      { $pull: { holds: { id: orderId.toHexString() } } },
    );
  }

  /**
   * Holds older than `olderThanMs` (their process died mid-order): settled when their order was stored, given back
   * to stock when it never was. Returns how many orders' holds were given back.
   */
  async settleStaleHolds(olderThanMs: number): Promise<number> {
    const before = new Date(Date.now() - olderThanMs);
    const parts = await this.parts.find({ 'holds.at': { $lt: before } }).lean<DealerPartRecord[]>();
    const orderIds = new Set(
      parts.flatMap((part) => (part.holds ?? []).filter((h) => h.at < before).map((h) => h.id)),
    );
    let released = 0;
    for (const id of orderIds) {
      const orderId = new Types.ObjectId(id);
      const lines = parts
        .filter((part) => part.holds?.some((h) => h.id === id))
        .map((part) => ({ partId: part._id }));
      if (await this.orders.exists({ _id: orderId })) {
        await this.settleHolds(orderId, lines);
      } else {
        await this.releaseHold(orderId, lines);
        released += 1;
      }
    }
    return released;
  }

  /**
   * Puts a cancelled order's stock back, once however often it is tried: a part gets its quantity only if it has not
   * recorded the order among `returned` (the same write records it), then the order's return is marked done. A
   * process that dies midway leaves the order `pending` for `finishStockReturns`, which tries again.
   */
  async returnStock(order: Pick<PartsOrderRecord, '_id' | 'parts'>): Promise<void> {
    const id = order._id.toHexString();
    const quantities = new Map<string, number>();
    for (const line of order.parts) {
      quantities.set(line.partId, (quantities.get(line.partId) ?? 0) + line.quantity);
    }
    for (const [partId, quantity] of quantities) {
      await this.parts.updateOne(
        { _id: partId, returned: { $ne: id } },
        { $inc: { stock: quantity }, $push: { returned: id } },
      );
    }
    await this.orders.updateOne(
      { _id: order._id, stockReturn: 'pending' },
      { $set: { stockReturn: 'done', stockReturnedAt: new Date() } },
    );
  }

  /**
   * Finishes the stock returns cut short over `olderThanMs` ago, and lets the parts forget orders whose return was
   * done that long ago (by then no try of it is still under way). Returns how many returns were finished.
   */
  async finishStockReturns(olderThanMs: number): Promise<number> {
    const before = new Date(Date.now() - olderThanMs);
    const cutShort = await this.orders
      .find({ stockReturn: 'pending', updatedAt: { $lt: before } })
      .lean<PartsOrderRecord[]>();
    for (const order of cutShort) await this.returnStock(order);
    const remembering = await this.parts
      .find({ 'returned.0': { $exists: true } }, { returned: 1 })
      .lean<DealerPartRecord[]>();
    const ids = [...new Set(remembering.flatMap((part) => part.returned ?? []))];
    if (ids.length > 0) {
      const done = await this.orders
        .find(
          { _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, stockReturnedAt: { $lt: before } },
          { _id: 1 },
        )
        .lean<Array<{ _id: Types.ObjectId }>>();
      const forget = done.map((order) => order._id.toHexString());
      if (forget.length > 0) {
        await this.parts.updateMany({ returned: { $in: forget } }, { $pull: { returned: { $in: forget } } });
      }
    }
    return cutShort.length;
  }

  /** Stores an order; `createdAt` (and `updatedAt`) default to now. */
  async createOrder(
    order: Omit<PartsOrderRecord, 'createdAt' | 'updatedAt'> & { createdAt?: Date },
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

  /**
   * Moves an order only if it is still in `from` (two admins cannot both cancel it and return the stock twice). A
   * move to cancelled marks the stock return pending in the same write, so it is finished even if the process dies.
   */
  async moveOrder(
    id: string,
    from: PartsOrderStatus,
    to: PartsOrderStatus,
  ): Promise<PartsOrderRecord | null> {
    return this.orders
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), status: from },
        { $set: { status: to, ...(to === 'cancelled' ? { stockReturn: 'pending' as const } : {}) } },
        { returnDocument: 'after' },
      )
      .lean<PartsOrderRecord>();
  }
}
