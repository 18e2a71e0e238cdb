import type { BookingKind, TimeWindowId } from '@claims/contracts';
import { isDuplicateKeyError } from '@claims/service-kit';
import {
  capacitySlotModel,
  slotKey,
  type CapacitySlotModel,
  type CapacitySlotRecord,
} from '../models/capacity-slot';
import type { Connection, mongo } from 'mongoose';

/** Places per pickup day and per technician window, taken and released atomically. */
export class CapacityRepository {
  /** The same collection through the driver, for the writes on every booking's path (values already checked). */
  private readonly raw: mongo.Collection<CapacitySlotRecord>;

  private constructor(private readonly slots: CapacitySlotModel) {
    this.raw = slots.collection as unknown as mongo.Collection<CapacitySlotRecord>;
  }

  static async open(db: Connection): Promise<CapacityRepository> {
    const slots = capacitySlotModel(db);
    await slots.init();
    return new CapacityRepository(slots);
  }

  /**
   * Takes one place if fewer than `capacity` are taken, in one conditional update. When the slot is full the
   * filter matches nothing and the upsert's insert collides with the existing `_id`: that duplicate-key error is
   * the "full" answer, so two concurrent takers can never both get the last place.
   */
  async take(
    kind: BookingKind,
    date: string,
    windowId: TimeWindowId | undefined,
    capacity: number,
  ): Promise<boolean> {
    const key = slotKey(kind, date, windowId);
    try {
      await this.raw.updateOne(
        { _id: key, used: { $lt: capacity } },
        { $inc: { used: 1 }, $setOnInsert: { kind, date, ...(windowId ? { windowId } : {}) } },
        { upsert: true },
      );
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async release(key: string): Promise<void> {
    await this.raw.updateOne({ _id: key, used: { $gt: 0 } }, { $inc: { used: -1 } });
  }

  /** Slots of one kind between two days (inclusive) that hold at least one booking. */
  async usedBetween(kind: BookingKind, first: string, last: string): Promise<CapacitySlotRecord[]> {
    return this.slots
      .find({ kind, date: { $gte: first, $lte: last }, used: { $gt: 0 } }, { date: 1, windowId: 1, used: 1 })
      .lean<CapacitySlotRecord[]>();
  }
}
