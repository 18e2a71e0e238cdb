import type { mongo } from 'mongoose';

type Collection<T extends mongo.Document> = mongo.Collection<T>;
type Db = mongo.Db;

type StreamPosition = { _id: string; resumeToken: unknown; savedAt: Date };

/**
 * `stream_positions` in the gateway's own database: the last resume token of each change stream, so a
 * restarted gateway replays what happened while it was down instead of starting from "now".
 * Every instance watches the same stream and saves the same tokens; the latest save wins, which is right
 * for all of them (a token only says "after this event").
 */
export class StreamPositionsRepository {
  private readonly collection: Collection<StreamPosition>;

  constructor(db: Db) {
    this.collection = db.collection<StreamPosition>('stream_positions');
  }

  async load(stream: string): Promise<unknown> {
    const position = await this.collection.findOne({ _id: stream });
    return position?.resumeToken ?? null;
  }

  async save(stream: string, resumeToken: unknown): Promise<void> {
    await this.collection.updateOne(
      { _id: stream },
      { $set: { resumeToken, savedAt: new Date() } },
      { upsert: true },
    );
  }

  async clear(stream: string): Promise<void> {
    await this.collection.deleteOne({ _id: stream });
  }
}
