/**
 * Where the compatibility suite runs: an in-memory devdb by default, or the real MongoDB named by
 * MONGODB_URI, so every expectation here is MongoDB's behaviour and not merely ours.
 */
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Db, type Document, type ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { startDevDb, type DevDb } from '../../src/index';

export const usingRealMongo = Boolean(process.env.MONGODB_URI);

/** For behaviour that only devdb has (refusing unsupported features, its CLI, its journal). */
export const describeDevDbOnly = usingRealMongo ? describe.skip : describe;

/** Test documents use plain values (numbers, strings) as _id, like many real collections do. */
export interface Loose extends Document {
  _id?: number | string | ObjectId;
}

export interface Target {
  uri: string;
  dbName: string;
  client: MongoClient;
  db: Db;
  devdb?: DevDb;
  collection(name: string): Collection<Loose>;
  stop(): Promise<void>;
}

export async function startTarget(label: string): Promise<Target> {
  let devdb: DevDb | undefined;
  let uri = process.env.MONGODB_URI;
  if (!uri) {
    devdb = await startDevDb();
    uri = devdb.uri;
  }
  const dbName = `devdb_test_${label}_${randomBytes(3).toString('hex')}`;
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  const db = client.db(dbName);
  return {
    uri,
    dbName,
    client,
    db,
    devdb,
    collection: (name) => db.collection<Loose>(name),
    async stop() {
      await db.dropDatabase().catch(() => undefined);
      await client.close();
      await devdb?.stop();
    },
  };
}

export async function connectMongoose(target: Target): Promise<mongoose.Connection> {
  return mongoose
    .createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 })
    .asPromise();
}

/** Open cursors on the server (devdb and MongoDB both report it in serverStatus). */
export async function openCursorCount(client: MongoClient): Promise<number> {
  const status = await client.db('admin').command({ serverStatus: 1 });
  return Number(status.metrics.cursor.open.total);
}

export function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
