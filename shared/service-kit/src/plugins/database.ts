import fp from 'fastify-plugin';
import mongoose, { type Aggregate, type Connection, type Query, type Schema } from 'mongoose';
import { guardDriverWrites } from '../lib/driver-write-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** This service's own MongoDB database (`claims_<area>`); define models on it, never on the mongoose global. */
    db: Connection;
  }
}

export type DatabaseOptions = {
  uri: string;
  dbName: string;
  /** How long a request waits for an unreachable database before it is answered 503. */
  unavailableAfterMs?: number;
  /** Server-side time limit of every query and aggregation (maxTimeMS). */
  queryTimeoutMs?: number;
  /** How long start-up keeps trying to reach the database before the service gives up. */
  connectTimeoutMs?: number;
};

const queryOperations = [
  'find',
  'findOne',
  'countDocuments',
  'distinct',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
] as const;

/** Hides credentials when a connection string appears in a log line or error. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

/** Answers whether the database responds within `timeoutMs`. */
export async function pingDatabase(connection: Connection, timeoutMs = 1000): Promise<boolean> {
  const db = connection.db;
  if (connection.readyState !== 1 || !db) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db
    .admin()
    .ping()
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function openConnection(
  uri: string,
  dbName: string,
  unavailableAfterMs: number,
  queryTimeoutMs: number,
): Connection {
  // Once running, requests fail within 2 s when the database is gone (503) instead of the driver's 30 s default;
  // the driver keeps reconnecting in the background, so the service recovers by itself.
  const connection = mongoose.createConnection(uri, {
    dbName,
    serverSelectionTimeoutMS: unavailableAfterMs,
    // Read by mongoose at run time (operations held while disconnected), missing from its option types.
    ...({ bufferTimeoutMS: unavailableAfterMs } as object),
  });
  // No query may hold a request (and a pool connection) longer than this.
  connection.plugin((schema: Schema) => {
    for (const operation of queryOperations) {
      schema.pre(operation, function limitQueryTime(this: Query<unknown, unknown>) {
        if (this.getOptions().maxTimeMS === undefined) this.maxTimeMS(queryTimeoutMs);
      });
    }
    schema.pre('aggregate', function limitAggregateTime(this: Aggregate<unknown>) {
      if (this.options.maxTimeMS === undefined) this.option({ maxTimeMS: queryTimeoutMs });
    });
  });
  return connection;
}

/** One dedicated mongoose connection per app (so several apps can share a process), closed when the app closes. */
export default fp<DatabaseOptions>(
  async (
    app,
    { uri, dbName, unavailableAfterMs = 1500, queryTimeoutMs = 10_000, connectTimeoutMs = 30_000 },
  ) => {
    guardDriverWrites();
    // Starting up, the database may still be starting too (or the machine is busy): keep trying for a while.
    const deadline = Date.now() + connectTimeoutMs;
    let connection: Connection;
    for (;;) {
      connection = openConnection(uri, dbName, unavailableAfterMs, queryTimeoutMs);
      try {
        await connection.asPromise();
        break;
      } catch (error) {
        await connection.close().catch(() => undefined);
        if (Date.now() >= deadline) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`Cannot connect to MongoDB at ${redactUri(uri)} (database ${dbName}): ${reason}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    connection.on('disconnected', () => app.log.warn('database connection lost'));
    connection.on('reconnected', () => app.log.info('database connection restored'));
    app.decorate('db', connection);
    app.addHook('onClose', async () => {
      // Our own close is not a lost connection.
      connection.removeAllListeners('disconnected');
      await connection.close();
    });
  },
  { name: 'service-kit-database' },
);
