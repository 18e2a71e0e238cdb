import { MongoServerError, type Collection } from 'mongodb';
import { connectMongoose, startTarget, type Target, type Loose } from './support/target';
import { Schema } from 'mongoose';

let target: Target;
let coll: Collection<Loose>;

beforeAll(async () => {
  target = await startTarget('cursors');
  coll = target.collection('many');
  await coll.insertMany(Array.from({ length: 350 }, (_, i) => ({ _id: i, n: i, pad: 'x'.repeat(50) })));
});

afterAll(async () => {
  await target.stop();
});

describe('cursors', () => {
  it('returns all 350 documents across several batches', async () => {
    const docs = await coll.find().sort({ n: 1 }).toArray();
    expect(docs.length).toBe(350);
    expect(docs[349].n).toBe(349);
    const small = coll.find({}, { batchSize: 50 });
    let seen = 0;
    for await (const _doc of small) seen++;
    expect(seen).toBe(350);
  });

  it('first batch is 101 documents by default and the cursor stays open', async () => {
    const cursor = coll.find();
    await cursor.hasNext();
    expect(cursor.bufferedCount()).toBe(101);
    expect(cursor.id?.isZero()).toBe(false);
    await cursor.close();
  });

  it('breaking out of iteration kills the server cursor', async () => {
    const cursor = coll.find({}, { batchSize: 20 });
    let seen = 0;
    let id;
    for await (const _doc of cursor) {
      id = cursor.id;
      if (++seen === 30) break;
    }
    expect(id && !id.isZero()).toBe(true);
    const error = (await target.db
      .command({ getMore: id, collection: 'many' })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error.code).toBe(43);
  });

  it('limit closes the cursor on the server when reached', async () => {
    const docs = await coll.find().sort({ n: -1 }).limit(150).batchSize(40).toArray();
    expect(docs.length).toBe(150);
    expect(docs[0].n).toBe(349);
  });

  it('killCursors reports killed and unknown ids', async () => {
    const cursor = coll.find({}, { batchSize: 5 });
    await cursor.next();
    const id = cursor.id!;
    const reply = await target.db.command({ killCursors: 'many', cursors: [id] });
    expect(reply.cursorsKilled.map(String)).toEqual([id.toString()]);
    const again = await target.db.command({ killCursors: 'many', cursors: [id] });
    expect(again.cursorsNotFound.map(String)).toEqual([id.toString()]);
  });

  it('mongoose cursors stream every document', async () => {
    const connection = await connectMongoose(target);
    try {
      const Many = connection.model('Many', new Schema({ _id: Number, n: Number, pad: String }), 'many');
      let total = 0;
      for await (const doc of Many.find().sort({ n: 1 }).cursor({ batchSize: 64 })) total += doc.n as number;
      expect(total).toBe((349 * 350) / 2);
    } finally {
      await connection.close();
    }
  });
});

// devdb keeps the serialized form of a stored document per projection: every write must show in the next find.
describe('a document read again after a write', () => {
  let docs: Collection<Loose>;
  const summary = { projection: { title: 1, views: 1 } };

  const dryerBelt = { _id: 1, title: 'Dryer belt', views: 0, tags: ['a', 'b'], parts: [{ n: 1 }, { n: 2 }] };

  beforeAll(() => {
    docs = target.collection('rereads');
  });

  beforeEach(async () => {
    await docs.deleteMany({});
    await docs.insertOne({ ...dryerBelt });
  });

  it('shows an update, a replacement and a deletion with the same projection', async () => {
    expect(await docs.findOne({ _id: 1 }, summary)).toEqual({ _id: 1, title: 'Dryer belt', views: 0 });
    await docs.updateOne({ _id: 1 }, { $inc: { views: 1 } });
    expect(await docs.findOne({ _id: 1 }, summary)).toEqual({ _id: 1, title: 'Dryer belt', views: 1 });
    await docs.replaceOne(
      { _id: 1 },
      { title: 'Washer pump', views: 7, tags: ['c'], parts: [{ n: 3 }, { n: 4 }] },
    );
    expect(await docs.findOne({ _id: 1 }, summary)).toEqual({ _id: 1, title: 'Washer pump', views: 7 });
    await docs.deleteOne({ _id: 1 });
    expect(await docs.findOne({ _id: 1 }, summary)).toBeNull();
  });

  it('gives each projection its own output, in turn', async () => {
    for (let round = 0; round < 2; round++) {
      expect(await docs.findOne({ _id: 1 }, summary)).toEqual({ _id: 1, title: 'Dryer belt', views: 0 });
      expect(await docs.findOne({ _id: 1 }, { projection: { tags: 1, _id: 0 } })).toEqual({
        tags: ['a', 'b'],
      });
      expect(await docs.findOne({ _id: 1 }, { projection: { tags: { $slice: 1 }, parts: 0 } })).toEqual({
        _id: 1,
        title: 'Dryer belt',
        views: 0,
        tags: ['a'],
      });
      expect(await docs.findOne({ _id: 1 })).toEqual(dryerBelt);
    }
  });

  it('answers projections that depend on the query for each query', async () => {
    for (const n of [1, 2, 1]) {
      expect(await docs.findOne({ _id: 1, 'parts.n': n }, { projection: { 'parts.$': 1 } })).toEqual({
        _id: 1,
        parts: [{ n }],
      });
    }
    for (const n of [1, 2, 1]) {
      expect(
        await docs.findOne(
          { _id: 1, 'parts.n': n },
          { projection: { parts: { $elemMatch: { n } }, _id: 0 } },
        ),
      ).toEqual({ parts: [{ n }] });
    }
  });
});
