import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Document } from 'mongodb';
import { startDevDb } from '../src/index';
import { DevDbServer } from '../src/server';
import { killLeftoverServers, runCli } from './support/cli';
import { describeDevDbOnly, type Loose } from './support/target';

jest.setTimeout(60_000);

const created: string[] = [];

afterAll(() => {
  killLeftoverServers();
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devdb-durability-'));
  created.push(dir);
  return dir;
}

async function connect(uri: string) {
  return MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000, retryWrites: false, retryReads: false });
}

describeDevDbOnly('durability with a data directory', () => {
  it('keeps every acknowledged write through kill -9 and a restart', async () => {
    const dataDir = tempDir();
    const first = await runCli(['--data-dir', dataDir, '--port', '0']).ready;
    const client = await connect(first.uri);
    const coll = client.db('crash').collection<Loose>('writes');
    await coll.createIndex({ key: 1 }, { unique: true });
    await coll.insertOne({ _id: 'counter', n: 0 });

    const acknowledgedInserts = new Set<number>();
    let acknowledgedIncrements = 0;
    let stop = false;
    // The server is killed once 400 inserts were acknowledged (mid-stream of four writers), whatever the time.
    let fourHundredAcknowledged!: () => void;
    const killPoint = new Promise<void>((resolve) => (fourHundredAcknowledged = resolve));
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const id = lane * 1_000_000 + i;
        try {
          await coll.insertOne({ _id: id, key: `k${id}`, payload: 'x'.repeat(200) });
          acknowledgedInserts.add(id);
          if (acknowledgedInserts.size === 400) fourHundredAcknowledged();
          await coll.updateOne({ _id: 'counter' }, { $inc: { n: 1 } });
          acknowledgedIncrements++;
        } catch {
          return;
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await killPoint;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    stop = true;
    await Promise.all(writers);
    await client.close(true);

    const second = await runCli(['--data-dir', dataDir, '--port', '0']).ready;
    const reader = await connect(second.uri);
    try {
      const stored = await reader
        .db('crash')
        .collection<Loose>('writes')
        .find({ _id: { $in: [...acknowledgedInserts] } }, { projection: { _id: 1 } })
        .toArray();
      expect(stored.length).toBe(acknowledgedInserts.size);
      const counter = await reader.db('crash').collection<Loose>('writes').findOne({ _id: 'counter' });
      expect(counter!.n).toBeGreaterThanOrEqual(acknowledgedIncrements);
      expect(counter!.n).toBeLessThanOrEqual(acknowledgedIncrements + 4);
      const indexes = await reader.db('crash').collection('writes').listIndexes().toArray();
      expect(indexes.map((i) => i.name)).toEqual(['_id_', 'key_1']);
      // The replay places the index entries together at its end: the index holds every document, in order.
      const keyed = (hint?: Document) =>
        reader
          .db('crash')
          .collection<Loose>('writes')
          .find({ key: { $gte: 'k' } }, { projection: { _id: 1 }, ...(hint ? { hint } : {}) })
          .sort({ key: 1 })
          .toArray();
      const viaIndex = await keyed();
      expect(viaIndex.length).toBeGreaterThanOrEqual(acknowledgedInserts.size);
      expect(viaIndex).toEqual(await keyed({ $natural: 1 }));
    } finally {
      await reader.close();
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts off a torn final journal record and keeps everything before it', async () => {
    const dataDir = tempDir();
    const first = await runCli(['--data-dir', dataDir, '--port', '0']).ready;
    let client = await connect(first.uri);
    await client
      .db('torn')
      .collection('items')
      .insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));
    await client.close();
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const journal = path.join(dataDir, 'journal.bson');
    const torn = Buffer.alloc(12);
    torn.writeUInt32LE(500, 0);
    fs.appendFileSync(journal, torn);

    const second = await runCli(['--data-dir', dataDir, '--port', '0']).ready;
    expect(second.stderr()).toMatch(/discarded 12 bytes of an incomplete record/);
    client = await connect(second.uri);
    expect(await client.db('torn').collection('items').countDocuments()).toBe(50);
    await client.db('torn').collection('items').insertOne({ i: 50 });
    await client.close();
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const third = await runCli(['--data-dir', dataDir, '--port', '0']).ready;
    expect(third.stderr()).not.toMatch(/discarded/);
    client = await connect(third.uri);
    expect(await client.db('torn').collection('items').countDocuments()).toBe(51);
    await client.close();
    third.child.kill('SIGTERM');
    await third.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('compacts the journal at start', async () => {
    const dataDir = tempDir();
    const server = await startDevDb({ dataDir });
    const client = await connect(server.uri);
    const coll = client.db('compact').collection<Loose>('c');
    await coll.insertOne({ _id: 1, n: 0, text: 'y'.repeat(500) });
    for (let i = 0; i < 300; i++) await coll.updateOne({ _id: 1 }, { $inc: { n: 1 } });
    await client.close();
    await server.stop();
    const journal = path.join(dataDir, 'journal.bson');
    const before = fs.statSync(journal).size;

    const again = await startDevDb({ dataDir });
    const after = fs.statSync(journal).size;
    expect(after).toBeLessThan(before / 10);
    const reader = await connect(again.uri);
    expect(await reader.db('compact').collection<Loose>('c').findOne({ _id: 1 })).toMatchObject({ n: 300 });
    await reader.close();
    await again.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('compacts the journal of a running server once it outgrows the data', async () => {
    const dataDir = tempDir();
    const server = await DevDbServer.start({ dataDir, journalCompactionBytes: 200_000 });
    const client = await connect(server.uri);
    const coll = client.db('online').collection<Loose>('c');
    await coll.insertOne({ _id: 1, n: 0, text: 'z'.repeat(1000) });
    const journal = path.join(dataDir, 'journal.bson');
    let largest = 0;
    for (let i = 0; i < 600; i++) {
      await coll.updateOne({ _id: 1 }, { $inc: { n: 1 } });
      largest = Math.max(largest, fs.statSync(journal).size);
    }
    expect(largest).toBeLessThan(400_000);
    await client.close();
    await server.stop();
    const again = await startDevDb({ dataDir });
    const reader = await connect(again.uri);
    expect(await reader.db('online').collection<Loose>('c').findOne({ _id: 1 })).toMatchObject({ n: 600 });
    await reader.close();
    await again.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets only one server own a data directory', async () => {
    const dataDir = tempDir();
    const owner = await runCli(['--data-dir', dataDir, '--port', '0']).ready;
    const second = runCli(['--data-dir', dataDir, '--port', '0']);
    await expect(second.ready).rejects.toThrow(/already in use by another devdb server/);
    expect(await second.exited).toBe(1);
    await expect(startDevDb({ dataDir })).rejects.toThrow(/already in use/);

    const embedded = await startDevDb({ dataDir: path.join(dataDir, 'embedded') });
    await expect(startDevDb({ dataDir: path.join(dataDir, 'embedded') })).rejects.toThrow(/already in use/);
    await embedded.stop();
    const reopened = await startDevDb({ dataDir: path.join(dataDir, 'embedded') });
    await reopened.stop();

    owner.child.kill('SIGTERM');
    expect(await owner.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps data across a clean stop and start of the embedded server', async () => {
    const dataDir = tempDir();
    const server = await startDevDb({ dataDir });
    let client = await connect(server.uri);
    await client.db('app').collection('users').insertOne({ email: 'a@example.com' });
    await client.db('app').collection('users').createIndex({ email: 1 }, { unique: true });
    await client.close();
    await server.stop();

    const again = await startDevDb({ dataDir });
    client = await connect(again.uri);
    expect(await client.db('app').collection('users').countDocuments()).toBe(1);
    await expect(
      client.db('app').collection('users').insertOne({ email: 'a@example.com' }),
    ).rejects.toMatchObject({ code: 11000 });
    await client.close();
    await again.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints usage and exits 2 for bad arguments', async () => {
    const run = runCli(['--port', 'abc']);
    await expect(run.ready).rejects.toThrow();
    expect(await run.exited).toBe(2);
    expect(run.output().stderr).toMatch(/--port must be a number/);
  });
});
