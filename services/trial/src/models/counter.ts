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
  for (let attempt = 0; ; attempt += 1) {
    try {
      const counter = await counters
        .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
        .lean();
      if (!counter) throw new Error(`Counter ${name} could not be advanced`);
      return counter.seq;
    } catch (error) {
      // Two first uses racing on the upsert: one inserts, the other gets a duplicate key and retries as an update.
      if ((error as { code?: unknown }).code !== 11000 || attempt >= 3) throw error;
    }
  }
}
