import type { BookingKind, TimeWindowId } from '@claims/contracts';
import { isDuplicateKeyError } from '@claims/service-kit';
import {
  capacitySlotModel,
  slotKey,
  type CapacitySlotModel,
  type CapacitySlotRecord,
} from '../models/capacity-slot';
import type { Connection, mongo } from 'mongoose';
import { tickBatch, writeErrorsByIndex, type BatchOutcome } from '../lib/tick-batch';

type Take = { key: string; kind: BookingKind; date: string; windowId?: TimeWindowId; capacity: number };

const takeUpdate = ({ key, kind, date, windowId, capacity }: Take) => ({
  filter: { _id: key, used: { $lt: capacity } },
  update: { $inc: { used: 1 }, $setOnInsert: { kind, date, ...(windowId ? { windowId } : {}) } },
  upsert: true,
});

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
   * the "full" answer, so two concurrent takers can never both get the last place. Takes arriving together are
   * sent as one unordered bulk of these updates: each is still its own atomic update, applied one after another.
   */
  async take(
    kind: BookingKind,
    date: string,
    windowId: TimeWindowId | undefined,
    capacity: number,
  ): Promise<boolean> {
    return this.takeBatched({ key: slotKey(kind, date, windowId), kind, date, windowId, capacity });
  }

  private readonly takeBatched = tickBatch<Take, boolean>(async (takes) => {
    if (takes.length === 1) return [{ ok: true, value: await this.takeAlone(takes[0]) }];
    try {
      await this.raw.bulkWrite(
        takes.map((take) => ({ updateOne: takeUpdate(take) })),
        { ordered: false },
      );
      return takes.map(() => ({ ok: true, value: true }));
    } catch (error) {
      const failed = writeErrorsByIndex(error);
      if (!failed) throw error;
      return Promise.all(
        takes.map(async (take, i): Promise<BatchOutcome<boolean>> => {
          const writeError = failed.get(i);
          if (!writeError) return { ok: true, value: true };
          // Full, or the slot's first insert raced another one: asking again alone tells which.
          if (writeError.code === 11000) return { ok: true, value: await this.takeAlone(take, 1) };
          return { ok: false, error: Object.assign(new Error(writeError.errmsg), { code: writeError.code }) };
        }),
      );
    }
  });

  /**
   * One take on its own. A duplicate key means the slot is full, or (on a slot's first booking) that another
   * request inserted the slot between this update's match and its insert: MongoDB does not retry such an upsert
   * itself when the filter is more than the key, so the take is asked once more against the slot that now exists.
   * A second duplicate key is a full slot.
   */
  private async takeAlone(take: Take, attemptsMade = 0): Promise<boolean> {
    const { filter, update, upsert } = takeUpdate(take);
    try {
      await this.raw.updateOne(filter, update, { upsert });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return attemptsMade >= 1 ? false : this.takeAlone(take, attemptsMade + 1);
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
