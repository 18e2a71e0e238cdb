import { Schema, type Connection, type Model } from 'mongoose';

/** `counters`: named sequences advanced atomically with `$inc` (e.g. `case:2026` for case numbers). */
export interface CounterRecord {
  _id: string;
  seq: number;
}

const counterSchema = new Schema<CounterRecord>(
  { _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } },
  { collection: 'counters', versionKey: false },
);

export type CounterModel = Model<CounterRecord>;
export const counterModel = (db: Connection): CounterModel =>
  db.model<CounterRecord>('Counter', counterSchema);

/** The next value of sequence `name` (1 for a new one); never the same value twice, even under concurrency. */
export async function nextSequence(counters: CounterModel, name: string): Promise<number> {
  return reserveSequence(counters, name, 1);
}

/**
 * Reserves `count` values of sequence `name` in one atomic `$inc` and resolves with the last of them: the caller
 * owns `last - count + 1 … last`, and no other caller (in this process or another) ever gets any of them.
 */
export async function reserveSequence(counters: CounterModel, name: string, count: number): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const counter = await counters
        .findOneAndUpdate({ _id: name }, { $inc: { seq: count } }, { upsert: true, returnDocument: 'after' })
        .lean();
      if (!counter) throw new Error(`Counter ${name} could not be advanced`);
      return counter.seq;
    } catch (error) {
      // Two first uses racing on the upsert: one inserts, the other gets a duplicate key and retries as an update.
      if ((error as { code?: unknown }).code !== 11000 || attempt >= 3) throw error;
    }
  }
}

/**
 * Hands out the values of named sequences from blocks reserved with `reserveSequence`, so most values cost no
 * database round trip. Values are unique and never reused across processes; the values left in a block when the
 * process stops are skipped, so a sequence can have gaps, and two processes interleave their blocks (values are
 * increasing per process, not across processes).
 */
export class SequenceBlocks {
  private readonly blocks = new Map<string, { next: number; last: number }>();
  private readonly reserving = new Map<string, Promise<void>>();

  constructor(
    private readonly counters: CounterModel,
    private readonly blockSize: number,
  ) {}

  async next(name: string): Promise<number> {
    for (;;) {
      const block = this.blocks.get(name);
      if (block && block.next <= block.last) {
        const value = block.next;
        block.next += 1;
        return value;
      }
      // One reservation at a time per sequence; callers waiting for it take values from the new block.
      let reservation = this.reserving.get(name);
      if (!reservation) {
        reservation = reserveSequence(this.counters, name, this.blockSize)
          .then((last) => {
            this.blocks.set(name, { next: last - this.blockSize + 1, last });
          })
          .finally(() => this.reserving.delete(name));
        this.reserving.set(name, reservation);
      }
      await reservation;
    }
  }
}
