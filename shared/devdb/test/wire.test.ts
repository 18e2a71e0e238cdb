import net from 'node:net';
import { BSON } from 'bson';
import { MongoClient } from 'mongodb';
import { startTarget, type Target } from './support/target';

let target: Target;

beforeAll(async () => {
  target = await startTarget('wire');
});

afterAll(async () => {
  await target.stop();
});

function hostAndPort(uri: string): { host: string; port: number } {
  const match = /^mongodb:\/\/(?:[^@/]*@)?([^:/,?]+)(?::(\d+))?/.exec(uri)!;
  return { host: match[1], port: Number(match[2] ?? 27017) };
}

/** Sends one raw message and resolves with the first complete reply. */
function roundTrip(message: Buffer): Promise<Buffer> {
  const { host, port } = hostAndPort(target.uri);
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    let received = Buffer.alloc(0);
    socket.on('connect', () => socket.write(message));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 4 && received.length >= received.readInt32LE(0)) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
  });
}

function header(length: number, requestId: number, opCode: number) {
  const buffer = Buffer.alloc(16);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(0, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

describe('wire protocol', () => {
  it('answers the legacy OP_QUERY isMaster handshake with OP_REPLY', async () => {
    const query = Buffer.from(BSON.serialize({ isMaster: 1, helloOk: true }));
    const body = Buffer.concat([
      Buffer.alloc(4),
      Buffer.from('admin.$cmd\0'),
      Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
      query,
    ]);
    const reply = await roundTrip(Buffer.concat([header(16 + body.length, 42, 2004), body]));
    expect(reply.readInt32LE(8)).toBe(42);
    expect(reply.readInt32LE(12)).toBe(1);
    expect(reply.readInt32LE(32)).toBe(1);
    const doc = BSON.deserialize(reply.subarray(36));
    expect(doc.ok).toBe(1);
    expect(doc.ismaster).toBe(true);
    expect(doc.helloOk).toBe(true);
    expect(doc.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(doc.maxBsonObjectSize).toBe(16 * 1024 * 1024);
  });

  it('answers OP_MSG hello and reports errors in the reply body', async () => {
    const send = async (command: object) => {
      const payload = Buffer.concat([
        Buffer.alloc(4),
        Buffer.from([0]),
        Buffer.from(BSON.serialize(command)),
      ]);
      const reply = await roundTrip(Buffer.concat([header(16 + payload.length, 7, 2013), payload]));
      expect(reply.readInt32LE(12)).toBe(2013);
      return BSON.deserialize(reply.subarray(21));
    };
    const hello = await send({ hello: 1, $db: 'admin' });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.minWireVersion).toBeDefined();
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    const unknown = await send({ definitelyNotACommand: 1, $db: 'admin' });
    expect(unknown.ok).toBe(0);
    expect(unknown.code).toBe(59);
  });

  it('accepts an OP_MSG document sequence (kind 1 section) for inserts', async () => {
    const docs = [{ _id: 'seq1' }, { _id: 'seq2' }].map((d) => Buffer.from(BSON.serialize(d)));
    const identifier = Buffer.from('documents\0');
    const sequenceSize = 4 + identifier.length + docs.reduce((n, d) => n + d.length, 0);
    const sizeField = Buffer.alloc(4);
    sizeField.writeInt32LE(sequenceSize, 0);
    const body = Buffer.from(BSON.serialize({ insert: 'sequenced', $db: target.dbName }));
    const payload = Buffer.concat([
      Buffer.alloc(4),
      Buffer.from([0]),
      body,
      Buffer.from([1]),
      sizeField,
      identifier,
      ...docs,
    ]);
    const reply = await roundTrip(Buffer.concat([header(16 + payload.length, 9, 2013), payload]));
    expect(BSON.deserialize(reply.subarray(21))).toMatchObject({ n: 2, ok: 1 });
    expect(await target.collection('sequenced').countDocuments()).toBe(2);
  });

  it('applies unacknowledged (w: 0) writes', async () => {
    // Nothing answers a w: 0 write: the test waits for its change event instead of a time.
    const stream = target.collection('fire_and_forget').watch([{ $match: { operationType: 'insert' } }]);
    const opened = new Promise((resolve) => stream.once('resumeTokenChanged', resolve));
    const inserted = stream.next();
    await opened;
    const client = await MongoClient.connect(target.uri, { writeConcern: { w: 0 } });
    try {
      await client.db(target.dbName).collection('fire_and_forget').insertOne({ x: 1 });
    } finally {
      await client.close();
    }
    expect(await inserted).toMatchObject({ operationType: 'insert', fullDocument: { x: 1 } });
    await stream.close();
    expect(await target.collection('fire_and_forget').countDocuments()).toBe(1);
  });

  it('answers ping, buildInfo, serverStatus, listDatabases and explain', async () => {
    const admin = target.client.db('admin');
    expect((await admin.command({ ping: 1 })).ok).toBe(1);
    const build = await admin.command({ buildInfo: 1 });
    expect(build.version).toMatch(/^\d+\.\d+\.\d+/);
    const status = await admin.command({ serverStatus: 1 });
    expect(status.connections.current).toBeGreaterThan(0);
    expect(typeof status.uptime).toBe('number');
    await target.collection('listed').insertOne({ a: 1 });
    const dbs = await admin.command({ listDatabases: 1, nameOnly: true });
    expect(dbs.databases.map((d: { name: string }) => d.name)).toContain(target.dbName);
    const explain = await target.db.command({
      explain: { count: 'listed', query: { a: 1 } },
      verbosity: 'queryPlanner',
    });
    expect(explain.queryPlanner.namespace).toBe(`${target.dbName}.listed`);
  });

  it('collMod changes a TTL index', async () => {
    const coll = target.collection('sessions');
    await coll.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });
    const reply = await target.db.command({
      collMod: 'sessions',
      index: { keyPattern: { createdAt: 1 }, expireAfterSeconds: 60 },
    });
    expect(reply).toMatchObject({ expireAfterSeconds_old: 3600, expireAfterSeconds_new: 60, ok: 1 });
    const index = (await coll.listIndexes().toArray()).find((i) => i.name === 'createdAt_1');
    expect(index!.expireAfterSeconds).toBe(60);
  });
});
