import {
  Decimal128,
  Double,
  Int32,
  Long,
  ObjectId,
  MongoServerError,
  type Collection,
  type Document,
} from 'mongodb';
import { startTarget, type Target, type Loose } from './support/target';

let target: Target;
let people: Collection<Loose>;

const seed = [
  { _id: 1, name: 'Ada', age: 36, city: 'London', tags: ['math', 'code'], address: { zip: '10001' } },
  { _id: 2, name: 'Grace', age: 85, city: 'New York', tags: ['navy', 'code'], address: { zip: '20002' } },
  { _id: 3, name: 'Linus', age: 54, city: 'Portland', tags: ['kernel'] },
  { _id: 4, name: 'Margaret', age: 87, city: 'Boston', tags: [], address: null },
  { _id: 5, name: 'alan', age: 41, city: 'London' },
];

beforeAll(async () => {
  target = await startTarget('crud');
  people = target.collection('people');
});

afterAll(async () => {
  await target.stop();
});

beforeEach(async () => {
  await people.deleteMany({});
  await people.insertMany(seed.map((doc) => ({ ...doc })));
});

const ids = (docs: { _id: unknown }[]) => docs.map((d) => d._id);

describe('filters', () => {
  it('supports equality, comparison, $in/$nin, $exists, $ne and logical operators', async () => {
    expect(ids(await people.find({ city: 'London' }).sort({ _id: 1 }).toArray())).toEqual([1, 5]);
    expect(
      ids(
        await people
          .find({ age: { $gt: 50, $lte: 85 } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([2, 3]);
    expect(
      ids(
        await people
          .find({ city: { $in: ['Boston', 'Portland'] } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([3, 4]);
    expect(
      ids(
        await people
          .find({ city: { $nin: ['London'] } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([2, 3, 4]);
    expect(
      ids(
        await people
          .find({ address: { $exists: false } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([3, 5]);
    expect(ids(await people.find({ address: null }).sort({ _id: 1 }).toArray())).toEqual([3, 4, 5]);
    expect(
      ids(
        await people
          .find({ $or: [{ age: { $lt: 40 } }, { name: 'Linus' }] })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([1, 3]);
    expect(ids(await people.find({ $and: [{ city: 'London' }, { age: { $ne: 36 } }] }).toArray())).toEqual([
      5,
    ]);
    expect(ids(await people.find({ $nor: [{ city: 'London' }, { age: { $gt: 80 } }] }).toArray())).toEqual([
      3,
    ]);
  });

  it('compares strings, dates, ObjectIds and booleans within their type, on values and array elements', async () => {
    const mixed = target.collection('mixed_types');
    const day = new Date(Date.UTC(2026, 0, 10));
    const id = new ObjectId('65a000000000000000000001');
    await mixed.insertMany([
      { _id: 1, v: 'b' },
      { _id: 2, v: ['a', 'c'] },
      { _id: 3, v: day },
      { _id: 4, v: [new Date(Date.UTC(2026, 0, 1)), 'z'] },
      { _id: 5, v: 7 },
      { _id: 6 },
      { _id: 7, v: id, on: true },
      { _id: 8, v: [['b']], on: 1 },
      { _id: 9, constructor: 'x' },
    ]);
    const found = async (filter: Document) => ids(await mixed.find(filter).sort({ _id: 1 }).toArray());
    expect(await found({ v: 'b' })).toEqual([1]);
    expect(await found({ v: { $gt: 'a' } })).toEqual([1, 2, 4]);
    expect(await found({ v: { $gt: 'a', $lt: 'c' } })).toEqual([1, 2]);
    expect(await found({ v: { $lt: day } })).toEqual([4]);
    expect(await found({ v: { $gte: day } })).toEqual([3]);
    expect(await found({ v: { $in: ['c', day] } })).toEqual([2, 3]);
    expect(await found({ v: { $all: ['a', 'c'] } })).toEqual([2]);
    expect(await found({ v: { $all: ['b'] } })).toEqual([1]);
    expect(await found({ v: id })).toEqual([7]);
    expect(await found({ on: true })).toEqual([7]);
    expect(await found({ $or: [{ v: 'b' }, { on: true }], _id: { $lt: 7 } })).toEqual([1]);
    expect(await found({ constructor: 'x' })).toEqual([9]);
    expect(await found({ constructor: { $gt: 'a' } })).toEqual([9]);
  });

  it('matches array elements, $all, $size, $elemMatch and dotted paths', async () => {
    expect(ids(await people.find({ tags: 'code' }).sort({ _id: 1 }).toArray())).toEqual([1, 2]);
    expect(ids(await people.find({ tags: { $all: ['code', 'math'] } }).toArray())).toEqual([1]);
    expect(ids(await people.find({ tags: { $size: 0 } }).toArray())).toEqual([4]);
    expect(ids(await people.find({ 'address.zip': '20002' }).toArray())).toEqual([2]);
    await people.insertOne({
      _id: 6,
      scores: [
        { k: 'a', v: 1 },
        { k: 'b', v: 9 },
      ],
    });
    expect(ids(await people.find({ scores: { $elemMatch: { k: 'b', v: { $gt: 5 } } } }).toArray())).toEqual([
      6,
    ]);
    expect(await people.countDocuments({ scores: { $elemMatch: { k: 'a', v: { $gt: 5 } } } })).toBe(0);
  });

  it('supports regular expressions, case-insensitive included', async () => {
    expect(ids(await people.find({ name: /^a/i }).sort({ _id: 1 }).toArray())).toEqual([1, 5]);
    expect(ids(await people.find({ name: { $regex: 'ACE', $options: 'i' } }).toArray())).toEqual([2]);
    expect(ids(await people.find({ name: /^A/ }).toArray())).toEqual([1]);
  });

  it('supports $expr, $type and $mod', async () => {
    expect(
      ids(
        await people
          .find({ $expr: { $gt: ['$age', 80] } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([2, 4]);
    expect(
      ids(
        await people
          .find({ address: { $type: 'object' } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([1, 2]);
    expect(
      ids(
        await people
          .find({ age: { $mod: [2, 0] } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([1, 3]);
  });

  it('rejects an unknown operator with BadValue', async () => {
    const error = await people
      .find({ age: { $bogus: 1 } })
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(2);
  });
});

describe('sort, skip, limit and projection', () => {
  it('sorts ascending and descending on one or more fields', async () => {
    expect(ids(await people.find().sort({ age: -1 }).toArray())).toEqual([4, 2, 3, 5, 1]);
    expect(ids(await people.find().sort({ city: 1, age: -1 }).toArray())).toEqual([4, 5, 1, 2, 3]);
  });

  it('sorts missing fields first in ascending order and orders types like MongoDB', async () => {
    await target
      .collection('mixed')
      .insertMany([
        { _id: 1, v: 'b' },
        { _id: 2, v: 10 },
        { _id: 3 },
        { _id: 4, v: null },
        { _id: 5, v: 2.5 },
        { _id: 6, v: { x: 1 } },
        { _id: 7, v: true },
        { _id: 8, v: new Date(0) },
      ]);
    const sorted = await target.collection('mixed').find().sort({ v: 1, _id: 1 }).toArray();
    expect(ids(sorted)).toEqual([3, 4, 5, 2, 1, 6, 7, 8]);
  });

  it('applies skip and limit after sort', async () => {
    expect(ids(await people.find().sort({ _id: 1 }).skip(1).limit(2).toArray())).toEqual([2, 3]);
    expect(ids(await people.find().sort({ age: 1 }).limit(1).toArray())).toEqual([1]);
  });

  it('projects with inclusion, exclusion, nested paths and $slice', async () => {
    expect(await people.findOne({ _id: 1 }, { projection: { name: 1 } })).toEqual({ _id: 1, name: 'Ada' });
    expect(await people.findOne({ _id: 1 }, { projection: { name: 1, _id: 0 } })).toEqual({ name: 'Ada' });
    expect(await people.findOne({ _id: 1 }, { projection: { tags: 0, address: 0, city: 0 } })).toEqual({
      _id: 1,
      name: 'Ada',
      age: 36,
    });
    expect(await people.findOne({ _id: 2 }, { projection: { 'address.zip': 1 } })).toEqual({
      _id: 2,
      address: { zip: '20002' },
    });
    expect(await people.findOne({ _id: 1 }, { projection: { tags: { $slice: 1 }, name: 1 } })).toEqual({
      _id: 1,
      name: 'Ada',
      tags: ['math'],
    });
  });

  it('projects the matched array element with $elemMatch and the positional operator', async () => {
    await people.insertOne({
      _id: 7,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 5 },
        { sku: 'c', qty: 7 },
      ],
    });
    expect(
      await people.findOne({ _id: 7 }, { projection: { items: { $elemMatch: { qty: { $gt: 4 } } } } }),
    ).toEqual({
      _id: 7,
      items: [{ sku: 'b', qty: 5 }],
    });
    expect(await people.findOne({ _id: 7, 'items.sku': 'c' }, { projection: { 'items.$': 1 } })).toEqual({
      _id: 7,
      items: [{ sku: 'c', qty: 7 }],
    });
  });

  it('refuses to mix inclusion and exclusion', async () => {
    const error = (await people
      .findOne({}, { projection: { name: 1, age: 0 } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error.message).toMatch(/Cannot do exclusion on field age in inclusion projection/);
  });
});

describe('inserts', () => {
  it('assigns an ObjectId _id first when none is given', async () => {
    const result = await people.insertOne({ name: 'New' });
    expect(result.insertedId).toBeInstanceOf(ObjectId);
    const raw = await people.findOne({ _id: result.insertedId });
    expect(Object.keys(raw!)[0]).toBe('_id');
  });

  it('reports a duplicate _id with code 11000 and stops an ordered insertMany there', async () => {
    const error = (await people
      .insertMany([{ _id: 10 }, { _id: 1 }, { _id: 11 }])
      .catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
    expect(error.message).toMatch(
      /E11000 duplicate key error collection: \S+\.people index: _id_ dup key: \{ _id: 1 \}/,
    );
    expect(await people.countDocuments({ _id: { $in: [10, 11] } })).toBe(1);
  });

  it('continues after errors when unordered and reports each one', async () => {
    const error = (await people
      .insertMany([{ _id: 1 }, { _id: 12 }, { _id: 2 }, { _id: 13 }], { ordered: false })
      .catch((e: unknown) => e)) as {
      writeErrors: { index: number; code: number }[];
      insertedCount: number;
    };
    expect(error.writeErrors.map((e) => [e.index, e.code])).toEqual([
      [0, 11000],
      [2, 11000],
    ]);
    expect(await people.countDocuments({ _id: { $in: [12, 13] } })).toBe(2);
  });

  it('refuses an array as _id', async () => {
    const error = (await people
      .insertOne({ _id: [1, 2] } as unknown as Loose)
      .catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(53);
  });
});

describe('number types', () => {
  it('round-trips Int32, Int64, Double and Decimal128 exactly', async () => {
    const numbers = target.collection('numbers');
    await numbers.insertOne({
      _id: 'n',
      int: new Int32(7),
      long: Long.fromString('9007199254740993'),
      smallLong: Long.fromNumber(5),
      double: new Double(5),
      fraction: new Double(2.5),
      decimal: Decimal128.fromString('12.340'),
      nested: { values: [new Double(1), new Int32(1), Long.fromNumber(1)] },
    });
    const raw = await numbers.findOne({ _id: 'n' }, { promoteValues: false, promoteLongs: false });
    expect(raw!.int).toBeInstanceOf(Int32);
    expect(raw!.long).toBeInstanceOf(Long);
    expect((raw!.long as Long).toString()).toBe('9007199254740993');
    expect(raw!.smallLong).toBeInstanceOf(Long);
    expect(raw!.double).toBeInstanceOf(Double);
    expect((raw!.double as Double).value).toBe(5);
    expect(raw!.fraction).toBeInstanceOf(Double);
    expect((raw!.decimal as Decimal128).toString()).toBe('12.340');
    const nested = (raw!.nested as { values: unknown[] }).values;
    expect(nested[0]).toBeInstanceOf(Double);
    expect(nested[1]).toBeInstanceOf(Int32);
    expect(nested[2]).toBeInstanceOf(Long);
  });

  it('keeps MongoDB result types for $inc and $mul', async () => {
    const numbers = target.collection('arith');
    await numbers.insertOne({
      _id: 1,
      i: new Int32(1),
      d: new Double(1),
      l: Long.fromNumber(1),
      big: new Int32(2147483647),
    });
    await numbers.updateOne(
      { _id: 1 },
      { $inc: { i: new Int32(1), d: new Int32(1), l: new Int32(1), big: new Int32(1) } },
    );
    const raw = await numbers.findOne({ _id: 1 }, { promoteValues: false });
    expect(raw!.i).toBeInstanceOf(Int32);
    expect(raw!.d).toBeInstanceOf(Double);
    expect((raw!.d as Double).value).toBe(2);
    expect(raw!.l).toBeInstanceOf(Long);
    expect(raw!.big).toBeInstanceOf(Long);
    expect((raw!.big as Long).toString()).toBe('2147483648');
    await numbers.updateOne({ _id: 1 }, { $inc: { i: new Double(0.5) } });
    const after = await numbers.findOne({ _id: 1 }, { promoteValues: false });
    expect(after!.i).toBeInstanceOf(Double);
    expect((after!.i as Double).value).toBe(2.5);
  });

  it('compares numbers across types', async () => {
    const numbers = target.collection('compare');
    await numbers.insertMany([
      { _id: 1, v: new Int32(5) },
      { _id: 2, v: new Double(5) },
      { _id: 3, v: Long.fromNumber(5) },
      { _id: 4, v: 6.5 },
    ]);
    expect(await numbers.countDocuments({ v: 5 })).toBe(3);
    expect(await numbers.countDocuments({ v: { $gt: Long.fromNumber(5) } })).toBe(1);
  });
});

describe('counts and distinct', () => {
  it('countDocuments with a filter, skip and limit', async () => {
    expect(await people.countDocuments({ city: 'London' })).toBe(2);
    expect(await people.countDocuments({ age: { $gte: 50 } }, { skip: 1, limit: 1 })).toBe(1);
    expect(await people.countDocuments()).toBe(5);
  });

  it('estimatedDocumentCount uses count', async () => {
    expect(await people.estimatedDocumentCount()).toBe(5);
    expect(await target.collection('never-created').estimatedDocumentCount()).toBe(0);
  });

  it('distinct flattens arrays and sorts the values', async () => {
    expect(await people.distinct('tags')).toEqual(['code', 'kernel', 'math', 'navy']);
    expect(await people.distinct('city', { age: { $gt: 50 } })).toEqual(['Boston', 'New York', 'Portland']);
    expect(await people.distinct('address.zip')).toEqual(['10001', '20002']);
  });
});

describe('deletes', () => {
  it('deleteOne and deleteMany report counts', async () => {
    expect((await people.deleteOne({ city: 'London' })).deletedCount).toBe(1);
    expect((await people.deleteMany({ age: { $gt: 80 } })).deletedCount).toBe(2);
    expect(await people.countDocuments()).toBe(2);
    expect((await people.deleteMany({ name: 'nobody' })).deletedCount).toBe(0);
  });
});

describe('bulkWrite', () => {
  it('mixes inserts, updates, upserts and deletes', async () => {
    const result = await people.bulkWrite([
      { insertOne: { document: { _id: 20, name: 'B' } } },
      { updateOne: { filter: { _id: 1 }, update: { $set: { city: 'Paris' } } } },
      { updateOne: { filter: { _id: 21 }, update: { $set: { name: 'U' } }, upsert: true } },
      { deleteOne: { filter: { _id: 5 } } },
      { replaceOne: { filter: { _id: 3 }, replacement: { name: 'Linus T' } } },
    ]);
    expect(result.insertedCount).toBe(1);
    expect(result.matchedCount).toBe(2);
    expect(result.modifiedCount).toBe(2);
    expect(result.upsertedCount).toBe(1);
    expect(result.deletedCount).toBe(1);
    expect(await people.findOne({ _id: 3 })).toEqual({ _id: 3, name: 'Linus T' });
  });
});

describe('sorting through an index', () => {
  it('returns the same order as an in-memory sort, missing values first', async () => {
    const ranked = target.collection('ranked');
    await ranked.insertMany(
      Array.from({ length: 300 }, (_, i) => (i % 50 === 0 ? { _id: i } : { _id: i, score: (i * 37) % 101 })),
    );
    const unindexed = await ranked
      .find({ _id: { $gte: 0 } })
      .sort({ score: -1 })
      .limit(40)
      .toArray();
    await ranked.createIndex({ score: 1 });
    const viaIndex = await ranked
      .find({ _id: { $gte: 0 } })
      .sort({ score: -1 })
      .limit(40)
      .toArray();
    expect(viaIndex.map((d) => d.score)).toEqual(unindexed.map((d) => d.score));
    const ascending = await ranked.find().sort({ score: 1 }).limit(8).toArray();
    expect(ascending.slice(0, 6).every((d) => d.score === undefined)).toBe(true);
    expect(ascending[6].score).toBe(0);
    expect(
      await ranked
        .find({ score: { $gt: 95 } })
        .sort({ score: 1 })
        .skip(2)
        .toArray(),
    ).toEqual(
      (await ranked.find({ score: { $gt: 95 } }).toArray())
        .sort((a, b) => a.score - b.score || 0)
        .slice(2)
        .map((d) => expect.objectContaining({ score: d.score })),
    );
  });
});
