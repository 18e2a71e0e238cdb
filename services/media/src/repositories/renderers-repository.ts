import type { Collection, Connection } from 'mongoose';

/** A render worker's sign of life: `previewRenderers`, one document per running worker. */
type RendererRecord = { _id: string; startedAt: Date; seenAt: Date };

/** How often a worker says it is alive. */
export const rendererHeartbeatMs = 5_000;
/** A worker not heard from for this long is not counted as running (frozen, killed, or cut off). */
export const rendererStaleMs = 3 * rendererHeartbeatMs;
/** Signs of workers gone for this long are deleted when a worker starts. */
const forgetAfterMs = 24 * 60 * 60 * 1000;

/**
 * The render workers that are running: each writes its sign of life every `rendererHeartbeatMs` and removes it when it
 * stops. The API reads how many are alive, so a preview waiting in the queue can say that no renderer is running
 * instead of waiting in silence.
 */
export class RenderersRepository {
  private constructor(private readonly renderers: Collection<RendererRecord>) {}

  static async open(db: Connection): Promise<RenderersRepository> {
    const renderers = db.collection<RendererRecord>('previewRenderers');
    await renderers.createIndex({ seenAt: 1 });
    return new RenderersRepository(renderers);
  }

  /** Records that `workerId` is alive at `now`; at its first beat, forgets workers long gone. */
  async beat(workerId: string, now = new Date()): Promise<void> {
    const result = await this.renderers.updateOne(
      { _id: workerId },
      { $set: { seenAt: now }, $setOnInsert: { startedAt: now } },
      { upsert: true },
    );
    if (result.upsertedCount > 0)
      await this.renderers.deleteMany({ seenAt: { $lt: new Date(now.getTime() - forgetAfterMs) } });
  }

  async remove(workerId: string): Promise<void> {
    await this.renderers.deleteOne({ _id: workerId });
  }

  /** Workers heard from within `rendererStaleMs` of `now`. */
  async countAlive(now = new Date()): Promise<number> {
    return this.renderers.countDocuments({ seenAt: { $gt: new Date(now.getTime() - rendererStaleMs) } });
  }
}
