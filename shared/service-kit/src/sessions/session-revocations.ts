import type { FastifyBaseLogger } from 'fastify';
import type { Connection, mongo } from 'mongoose';

type ChangeStream<T extends mongo.Document> = mongo.ChangeStream<T>;
type Collection<T extends mongo.Document> = mongo.Collection<T>;

/** `revoked_sessions` in the identity service's database: one document per access-token session id (`sid`). */
export type RevokedSessionRecord = { _id: string; revokedAt: Date; expiresAt: Date };

export const revokedSessionsCollection = 'revoked_sessions';

export type SessionRevocationsOptions = {
  /** Database holding `revoked_sessions` (the identity service's: `claims_trial`). */
  dbName: string;
  /** Reload everything this often as well, in case a change event was missed (and when change streams are unavailable). */
  reloadIntervalMs?: number;
};

/**
 * The sessions signed out or changed in the last few minutes, held in memory by every service so that a revoked
 * access token is refused without a database read per request. Fed by a change stream on `revoked_sessions`
 * (events arrive within a second), with a full reload at start, after every stream failure and every
 * `reloadIntervalMs`. Entries leave memory when the tokens they name have expired anyway.
 */
export class SessionRevocations {
  private readonly revoked = new Map<string, number>();
  private readonly collection: Collection<RevokedSessionRecord>;
  private stream: ChangeStream<RevokedSessionRecord> | undefined;
  private reloadTimer: NodeJS.Timeout | undefined;
  private restartTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private streamFailures = 0;

  constructor(
    connection: Connection,
    private readonly options: SessionRevocationsOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.collection = connection
      .getClient()
      .db(options.dbName)
      .collection<RevokedSessionRecord>(revokedSessionsCollection);
  }

  /** Whether tokens of this session id must be refused. */
  has(sessionId: string, now = Date.now()): boolean {
    const expiresAt = this.revoked.get(sessionId);
    if (expiresAt === undefined) return false;
    if (expiresAt <= now) {
      this.revoked.delete(sessionId);
      return false;
    }
    return true;
  }

  get size(): number {
    return this.revoked.size;
  }

  /**
   * Revokes session ids until `expiresAt` (when their access tokens expire): in this process at once, in every
   * other process within seconds through the change stream. Only the identity service calls this.
   */
  async revoke(sessionIds: string[], expiresAt: Date, now = new Date()): Promise<void> {
    if (sessionIds.length === 0) return;
    for (const id of sessionIds) this.remember(id, expiresAt);
    try {
      await this.collection.insertMany(
        sessionIds.map((id) => ({ _id: id, revokedAt: now, expiresAt })),
        { ordered: false },
      );
    } catch (error) {
      // Revoking twice is fine; anything else is not.
      const writeErrors = (error as { writeErrors?: Array<{ code?: number }> | { code?: number } })
        .writeErrors;
      const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
      if (list.length === 0 || list.some((e) => e.code !== 11000)) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
    }
  }

  /** Creates the TTL index (identity service only), so revocations disappear with the tokens they name. */
  async ensureIndexes(): Promise<void> {
    await this.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  }

  async start(): Promise<void> {
    await this.reload().catch((error: unknown) => {
      this.log.warn({ err: error }, 'session revocations: initial load failed; retrying in the background');
    });
    this.watch();
    const interval = this.options.reloadIntervalMs ?? 60_000;
    this.reloadTimer = setInterval(() => {
      this.reload().catch(() => undefined);
    }, interval);
    this.reloadTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.reloadTimer);
    clearTimeout(this.restartTimer);
    const stream = this.stream;
    this.stream = undefined;
    await stream?.close().catch(() => undefined);
  }

  private remember(id: string, expiresAt: Date) {
    const current = this.revoked.get(id) ?? 0;
    this.revoked.set(id, Math.max(current, expiresAt.getTime()));
  }

  private async reload(now = new Date()): Promise<void> {
    const docs = await this.collection.find({ expiresAt: { $gt: now } }, { maxTimeMS: 5000 }).toArray();
    for (const doc of docs) this.remember(doc._id, doc.expiresAt);
    for (const [id, expiresAt] of this.revoked) if (expiresAt <= now.getTime()) this.revoked.delete(id);
  }

  private watch() {
    if (this.stopped) return;
    let stream: ChangeStream<RevokedSessionRecord>;
    try {
      stream = this.collection.watch<RevokedSessionRecord>([{ $match: { operationType: 'insert' } }], {
        fullDocument: 'default',
      });
    } catch (error) {
      this.restartLater(error);
      return;
    }
    this.stream = stream;
    if (this.streamFailures > 0) this.log.info('session revocations: change stream restored');
    this.streamFailures = 0;
    stream.on('change', (event) => {
      if (event.operationType === 'insert')
        this.remember(event.fullDocument._id, event.fullDocument.expiresAt);
    });
    stream.on('error', (error) => {
      if (this.stream === stream) this.restartLater(error);
    });
    stream.on('close', () => {
      if (this.stream === stream && !this.stopped) this.restartLater(new Error('change stream closed'));
    });
  }

  /** The stream broke (database restarted, connection lost): start over after a short back-off, reloading first. */
  private restartLater(error: unknown) {
    const previous = this.stream;
    this.stream = undefined;
    void previous?.close().catch(() => undefined);
    if (this.stopped) return;
    this.streamFailures++;
    const delayMs = Math.min(250 * 2 ** Math.min(this.streamFailures, 5), 5000);
    if (this.streamFailures === 1)
      this.log.warn({ err: error }, 'session revocations: change stream lost; reconnecting');
    clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      this.reload()
        .then(() => this.watch())
        .catch((reloadError: unknown) => this.restartLater(reloadError));
    }, delayMs);
    this.restartTimer.unref();
  }
}
