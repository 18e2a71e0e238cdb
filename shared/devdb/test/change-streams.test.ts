import {
  MongoClient,
  type ChangeStream,
  type ChangeStreamDocument,
  type Collection,
  type Document,
  type ResumeToken,
} from 'mongodb';
import { Schema } from 'mongoose';
import { connectMongoose, delay, startTarget, type Target, type Loose } from './support/target';

let target: Target;
let coll: Collection<Loose>;
const open: ChangeStream[] = [];

beforeAll(async () => {
  target = await startTarget('changes');
  coll = target.collection('events');
  await target.db.createCollection('events');
});

afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await target.stop();
});

interface Reader {
  stream: ChangeStream;
  next(timeoutMs?: number): Promise<Document>;
}

/**
 * Opens a stream and resolves once the server has answered its aggregate, so no later write is
 * missed; the first pending next() is kept for the first event.
 */
async function watch(
  on: Collection<Loose> | Collection | typeof target.db | typeof target.client,
  pipeline: Document[] = [],
  options: Document = {},
): Promise<Reader> {
  const stream = (on as Collection).watch(pipeline, { maxAwaitTimeMS: 5000, ...options });
  open.push(stream);
  const initialized = new Promise((resolve) => stream.once('resumeTokenChanged', resolve));
  let pending: Promise<ChangeStreamDocument> | undefined = stream.next();
  pending.catch(() => undefined);
  await initialized;
  return {
    stream,
    next(timeoutMs = 5000) {
      const event = pending ?? stream.next();
      pending = undefined;
      return Promise.race([
        event,
        delay(timeoutMs).then(() => {
          throw new Error(`no change event within ${timeoutMs} ms`);
        }),
      ]) as Promise<Document>;
    },
  };
}

describe('change streams', () => {
  it('delivers insert, update, replace and delete events', async () => {
    const reader = await watch(coll);
    await coll.insertOne({ _id: 'a', n: 1, drop: true, list: [1, 2, 3] });
    await coll.updateOne(
      { _id: 'a' },
      { $set: { n: 2, 'sub.x': 1 }, $unset: { drop: '' }, $pop: { list: 1 } },
    );
    await coll.replaceOne({ _id: 'a' }, { n: 3 });
    await coll.deleteOne({ _id: 'a' });

    const insert = (await reader.next()) as Document;
    expect(insert).toMatchObject({
      operationType: 'insert',
      ns: { db: target.dbName, coll: 'events' },
      documentKey: { _id: 'a' },
      fullDocument: { _id: 'a', n: 1 },
    });
    expect(typeof insert._id._data).toBe('string');
    expect(insert.wallTime).toBeInstanceOf(Date);

    const update = (await reader.next()) as Document;
    expect(update.operationType).toBe('update');
    expect(update.documentKey).toEqual({ _id: 'a' });
    expect(update.fullDocument).toBeUndefined();
    expect(update.updateDescription.updatedFields).toEqual({ n: 2, sub: { x: 1 } });
    expect(update.updateDescription.removedFields).toEqual(['drop']);
    expect(update.updateDescription.truncatedArrays).toEqual([{ field: 'list', newSize: 2 }]);

    const replace = (await reader.next()) as Document;
    expect(replace).toMatchObject({ operationType: 'replace', fullDocument: { _id: 'a', n: 3 } });

    const remove = (await reader.next()) as Document;
    expect(remove).toMatchObject({ operationType: 'delete', documentKey: { _id: 'a' } });
    expect(remove.fullDocument).toBeUndefined();
  });

  it("looks up the current document with fullDocument: 'updateLookup'", async () => {
    const reader = await watch(coll, [], { fullDocument: 'updateLookup' });
    await coll.insertOne({ _id: 'b', n: 1 });
    await coll.updateOne({ _id: 'b' }, { $inc: { n: 1 } });
    expect((await reader.next()).operationType).toBe('insert');
    const update = (await reader.next()) as Document;
    expect(update.fullDocument).toEqual({ _id: 'b', n: 2 });
  });

  it('filters events with a $match pipeline', async () => {
    const reader = await watch(coll, [
      { $match: { operationType: 'insert', 'fullDocument.kind': 'wanted' } },
    ]);
    await coll.insertMany([
      { kind: 'other' },
      { kind: 'wanted', n: 1 },
      { kind: 'other' },
      { kind: 'wanted', n: 2 },
    ]);
    await coll.deleteMany({ kind: 'wanted' });
    expect(((await reader.next()) as Document).fullDocument.n).toBe(1);
    expect(((await reader.next()) as Document).fullDocument.n).toBe(2);
    await coll.insertOne({ kind: 'wanted', n: 3 });
    expect(((await reader.next()) as Document).fullDocument.n).toBe(3);
  });

  it('replays missed events with resumeAfter', async () => {
    const first = await watch(coll);
    await coll.insertOne({ _id: 'r1' });
    const seen = await first.next();
    const token = seen._id as ResumeToken;
    await first.stream.close();

    await coll.insertOne({ _id: 'r2' });
    await coll.updateOne({ _id: 'r2' }, { $set: { late: true } });

    const resumed = await watch(coll, [], { resumeAfter: token });
    const replayedInsert = (await resumed.next()) as Document;
    expect(replayedInsert).toMatchObject({ operationType: 'insert', documentKey: { _id: 'r2' } });
    const replayedUpdate = (await resumed.next()) as Document;
    expect(replayedUpdate).toMatchObject({
      operationType: 'update',
      updateDescription: { updatedFields: { late: true } },
    });
  });

  it('answers a waiting getMore as soon as an event arrives (not at the end of its wait)', async () => {
    // The getMore may wait an hour: the test can only finish if the server answers it when the event arrives.
    const client = await MongoClient.connect(target.uri, {
      monitorCommands: true,
      serverSelectionTimeoutMS: 5000,
    });
    try {
      const getMoreSent = new Promise<void>((resolve) =>
        client.on('commandStarted', (event) => {
          if (event.commandName === 'getMore') resolve();
        }),
      );
      const stream = client
        .db(target.dbName)
        .collection('events')
        .watch([{ $match: { 'fullDocument.waiting': true } }], { maxAwaitTimeMS: 60 * 60_000 });
      open.push(stream);
      const received = stream.next();
      await getMoreSent;
      await coll.insertOne({ waiting: true });
      expect(await received).toMatchObject({ operationType: 'insert', fullDocument: { waiting: true } });
    } finally {
      await client.close();
    }
  });

  it('watches a whole database', async () => {
    const reader = await watch(target.db);
    await target.collection('other_a').insertOne({ x: 1 });
    await target.collection('other_b').insertOne({ x: 2 });
    const events = [(await reader.next()) as Document, (await reader.next()) as Document].filter(
      (e) => e.operationType === 'insert',
    );
    expect(events.map((e) => e.ns.coll)).toEqual(['other_a', 'other_b']);
  });

  it('watches the whole deployment and starts at an operation time', async () => {
    const reader = await watch(target.client, [
      { $match: { 'ns.db': target.dbName, 'ns.coll': 'cluster_wide' } },
    ]);
    await target.collection('cluster_wide').insertOne({ _id: 'c1' });
    const event = await reader.next();
    expect(event).toMatchObject({ operationType: 'insert', documentKey: { _id: 'c1' } });
    await target.collection('cluster_wide').insertOne({ _id: 'c2' });
    const replay = await watch(target.collection('cluster_wide'), [], {
      startAtOperationTime: event.clusterTime,
    });
    expect((await replay.next()).documentKey).toEqual({ _id: 'c1' });
    expect((await replay.next()).documentKey).toEqual({ _id: 'c2' });
  });

  it('reports drop then invalidate when the watched collection is dropped', async () => {
    const doomed = target.collection('doomed');
    await doomed.insertOne({ x: 1 });
    const reader = await watch(doomed);
    await doomed.drop();
    expect((await reader.next()).operationType).toBe('drop');
    expect((await reader.next()).operationType).toBe('invalidate');
  });

  it('mongoose Model.watch emits change events', async () => {
    const connection = await connectMongoose(target);
    try {
      const Cases = connection.model('Case', new Schema({ title: String, status: String }));
      await Cases.init();
      const stream = Cases.watch([], { fullDocument: 'updateLookup' });
      const events: Document[] = [];
      const bothArrived = new Promise<void>((resolve) =>
        stream.on('change', (event) => {
          events.push(event);
          if (events.length === 2) resolve();
        }),
      );
      // Writes after the server has opened the stream (its first resume token) are the ones it reports.
      await new Promise((resolve) => stream.once('resumeTokenChanged', resolve));
      const created = await Cases.create({ title: 'Fridge', status: 'open' });
      await Cases.updateOne({ _id: created._id }, { status: 'closed' });
      await bothArrived;
      await stream.close();
      expect(events.map((e) => e.operationType)).toEqual(['insert', 'update']);
      expect(events[1].fullDocument).toMatchObject({ title: 'Fridge', status: 'closed' });
    } finally {
      await connection.close();
    }
  });
});
