import fp from 'fastify-plugin';
import mongoose, { type Connection } from 'mongoose';

declare module 'fastify' {
  interface FastifyInstance {
    /** This service's own MongoDB database (`claims_<area>`); define models on it, never on the mongoose global. */
    db: Connection;
  }
}

export type DatabaseOptions = { uri: string; dbName: string };

/** Hides credentials when a connection string appears in a log line or error. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

/** Answers whether the database responds within `timeoutMs`. */
export async function pingDatabase(connection: Connection, timeoutMs = 2000): Promise<boolean> {
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

/** One dedicated mongoose connection per app (so several apps can share a process), closed when the app closes. */
export default fp<DatabaseOptions>(
  async (app, { uri, dbName }) => {
    // Fail requests within seconds when the database is gone, instead of the driver's 30 s default.
    const connection = mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 5000 });
    try {
      await connection.asPromise();
    } catch (error) {
      await connection.close().catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot connect to MongoDB at ${redactUri(uri)} (database ${dbName}): ${reason}`);
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
