import { MongoServerError, type Collection, type Document, type UpdateFilter } from 'mongodb';
import { startTarget, type Target, type Loose } from './support/target';

let target: Target;
let items: Collection<Loose>;

beforeAll(async () => {
  target = await startTarget('update');
  items = target.collection('items');
});

afterAll(async () => {
  await target.stop();
});

beforeEach(async () => {
  await items.deleteMany({});
});

/** The driver's types only allow array operators on fields declared as arrays; these documents are free-form. */
const arrayUpdate = (update: Document) => update as UpdateFilter<Loose>;

async function updateError(filter: object, update: object, options: object = {}): Promise<MongoServerError> {
  const error = await items.updateOne(filter, update, options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('field operators', () => {
  it('$set, $unset, $inc, $mul, $min, $max, $rename and $currentDate', async () => {
    await items.insertOne({ _id: 1, a: 1, b: 2, c: 3, low: 5, high: 5, old: 'x', nested: { keep: true } });
    const result = await items.updateOne(
      { _id: 1 },
      {
        $set: { a: 10, 'nested.added': 'y', 'fresh.path': 1 },
        $unset: { b: '' },
        $inc: { c: 2, counter: 1 },
        $mul: { high: 3 },
        $min: { low: 2 },
        $max: { ceiling: 9 },
        $rename: { old: 'renamed' },
        $currentDate: { touched: true },
      },
    );
    expect(result.matchedCount).toBe(1);
    expect(result.modifiedCount).toBe(1);
    const doc = await items.findOne({ _id: 1 });
    expect(doc).toMatchObject({
      a: 10,
      c: 5,
      counter: 1,
      high: 15,
      low: 2,
      ceiling: 9,
      renamed: 'x',
      nested: { keep: true, added: 'y' },
      fresh: { path: 1 },
    });
    expect(doc).not.toHaveProperty('b');
    expect(doc).not.toHaveProperty('old');
    expect(doc!.touched).toBeInstanceOf(Date);
  });

  it('reports nModified 0 when nothing changes', async () => {
    await items.insertOne({ _id: 1, a: 1 });
    const result = await items.updateOne({ _id: 1 }, { $set: { a: 1 } });
    expect(result.matchedCount).toBe(1);
    expect(result.modifiedCount).toBe(0);
  });

  it('fails $inc on a non-number as MongoDB does (TypeMismatch, document unchanged)', async () => {
    await items.insertOne({ _id: 1, count: 'three', other: 1 });
    const error = await updateError({ _id: 1 }, { $inc: { count: 1, other: 1 } });
    expect(error.code).toBe(14);
    expect(error.message).toMatch(
      /Cannot apply \$inc to a value of non-numeric type\. \{_id: 1\} has the field 'count' of non-numeric type string/,
    );
    expect(await items.findOne({ _id: 1 })).toEqual({ _id: 1, count: 'three', other: 1 });
  });

  it('fails $inc with a non-numeric argument', async () => {
    await items.insertOne({ _id: 1, count: 1 });
    const error = await updateError({ _id: 1 }, { $inc: { count: 'x' } });
    expect(error.code).toBe(14);
    expect(error.message).toMatch(/Cannot increment with non-numeric argument/);
  });

  it('refuses to create a field inside a scalar', async () => {
    await items.insertOne({ _id: 1, a: 5 });
    const error = await updateError({ _id: 1 }, { $set: { 'a.b': 1 } });
    expect(error.code).toBe(28);
    expect(error.message).toMatch(/Cannot create field 'b' in element \{a: 5\}/);
  });

  it('refuses conflicting paths and unknown operators', async () => {
    await items.insertOne({ _id: 1, a: { b: 1 } });
    const conflict = await updateError({ _id: 1 }, { $set: { a: 1 }, $inc: { 'a.b': 1 } });
    expect(conflict.code).toBe(40);
    expect(conflict.message).toMatch(/Updating the path 'a.b' would create a conflict at 'a'/);
    const unknown = await updateError({ _id: 1 }, { $frobnicate: { a: 1 } });
    expect(unknown.code).toBe(9);
    expect(unknown.message).toMatch(/Unknown modifier: \$frobnicate/);
  });

  it('refuses to change _id', async () => {
    await items.insertOne({ _id: 1 });
    const error = await updateError({ _id: 1 }, { $set: { _id: 2 } });
    expect(error.code).toBe(66);
    expect(error.message).toMatch(/immutable field '_id'/);
  });
});

describe('array operators', () => {
  it('$push with $each, $position, $sort and $slice; $addToSet with $each; $pop; $pull; $pullAll', async () => {
    await items.insertOne({
      _id: 1,
      list: [3, 1],
      set: ['a'],
      queue: [1, 2, 3],
      mixed: [1, 2, 3, 4, 5, 2],
      docs: [{ n: 1 }, { n: 5 }],
    });
    await items.updateOne(
      { _id: 1 },
      arrayUpdate({
        $push: { list: { $each: [9, 0], $sort: 1, $slice: 3 } },
        $addToSet: { set: { $each: ['a', 'b', 'b'] } },
        $pop: { queue: -1 },
        $pullAll: { mixed: [2, 4] },
      }),
    );
    expect(await items.findOne({ _id: 1 })).toMatchObject({
      list: [0, 1, 3],
      set: ['a', 'b'],
      queue: [2, 3],
      mixed: [1, 3, 5],
    });
    await items.updateOne(
      { _id: 1 },
      arrayUpdate({ $pull: { docs: { n: { $gt: 2 } }, mixed: { $gte: 5 } } }),
    );
    await items.updateOne({ _id: 1 }, arrayUpdate({ $push: { list: { $each: [7], $position: 0 } } }));
    expect(await items.findOne({ _id: 1 })).toMatchObject({
      docs: [{ n: 1 }],
      mixed: [1, 3],
      list: [7, 0, 1, 3],
    });
  });

  it('fails $push on a non-array as MongoDB does (BadValue)', async () => {
    await items.insertOne({ _id: 1, tags: 'solo' });
    const error = await updateError({ _id: 1 }, { $push: { tags: 'x' } });
    expect(error.code).toBe(2);
    expect(error.message).toMatch(
      /The field 'tags' must be an array but is of type string in document \{_id: 1\}/,
    );
  });

  it('fails $addToSet on a non-array', async () => {
    await items.insertOne({ _id: 1, tags: 5 });
    const error = await updateError({ _id: 1 }, { $addToSet: { tags: 'x' } });
    expect(error.code).toBe(2);
    expect(error.message).toMatch(/Cannot apply \$addToSet to non-array field/);
  });

  it('updates the element matched by the positional $ operator', async () => {
    await items.insertOne({
      _id: 1,
      grades: [
        { subject: 'math', score: 70 },
        { subject: 'art', score: 90 },
      ],
    });
    await items.updateOne({ _id: 1, 'grades.subject': 'art' }, { $set: { 'grades.$.score': 95 } });
    await items.insertOne({ _id: 2, values: [1, 2, 3] });
    await items.updateOne({ _id: 2, values: 2 }, { $inc: { 'values.$': 10 } });
    expect((await items.findOne({ _id: 1 }))!.grades).toEqual([
      { subject: 'math', score: 70 },
      { subject: 'art', score: 95 },
    ]);
    expect((await items.findOne({ _id: 2 }))!.values).toEqual([1, 12, 3]);
  });

  it('fails the positional operator when the query did not match an array element', async () => {
    await items.insertOne({ _id: 1, values: [1, 2] });
    const error = await updateError({ _id: 1 }, { $set: { 'values.$': 5 } });
    expect(error.code).toBe(2);
    expect(error.message).toMatch(/The positional operator did not find the match needed from the query/);
  });

  it('updates all elements with $[] and filtered elements with $[identifier] and arrayFilters', async () => {
    await items.insertOne({
      _id: 1,
      scores: [50, 80, 95],
      lines: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 10 },
        { sku: 'c', qty: 20 },
      ],
    });
    await items.updateOne({ _id: 1 }, { $inc: { 'scores.$[]': 1 } });
    await items.updateOne(
      { _id: 1 },
      { $set: { 'lines.$[big].bulk': true } },
      { arrayFilters: [{ 'big.qty': { $gte: 10 } }] },
    );
    const doc = await items.findOne({ _id: 1 });
    expect(doc!.scores).toEqual([51, 81, 96]);
    expect(doc!.lines).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 10, bulk: true },
      { sku: 'c', qty: 20, bulk: true },
    ]);
  });

  it('rejects an arrayFilters identifier that the update does not use', async () => {
    await items.insertOne({ _id: 1, a: [1] });
    const error = await updateError({ _id: 1 }, { $set: { a: [2] } }, { arrayFilters: [{ x: 1 }] });
    expect(error.code).toBe(9);
  });
});

describe('upserts', () => {
  it('inserts from the query equality fields plus $set and $setOnInsert', async () => {
    const result = await items.updateOne(
      { sku: 'abc', kind: { $eq: 'tool' }, price: { $gt: 5 } },
      { $set: { stock: 3 }, $setOnInsert: { created: 'now' } },
      { upsert: true },
    );
    expect(result.upsertedCount).toBe(1);
    const doc = await items.findOne({ _id: result.upsertedId! });
    expect(doc).toEqual({ _id: result.upsertedId, sku: 'abc', kind: 'tool', stock: 3, created: 'now' });
  });

  it('ignores $setOnInsert when the document exists', async () => {
    await items.insertOne({ _id: 1, sku: 'abc', created: 'earlier' });
    const result = await items.updateOne(
      { sku: 'abc' },
      { $set: { stock: 1 }, $setOnInsert: { created: 'now' } },
      { upsert: true },
    );
    expect(result.upsertedCount).toBe(0);
    expect(result.modifiedCount).toBe(1);
    expect(await items.findOne({ _id: 1 })).toEqual({ _id: 1, sku: 'abc', created: 'earlier', stock: 1 });
  });

  it('keeps the _id of the query for an upsert', async () => {
    const result = await items.updateOne({ _id: 'fixed' }, { $inc: { n: 1 } }, { upsert: true });
    expect(result.upsertedId).toBe('fixed');
    await items.updateOne({ _id: 'fixed' }, { $inc: { n: 1 } }, { upsert: true });
    expect(await items.findOne({ _id: 'fixed' })).toEqual({ _id: 'fixed', n: 2 });
  });

  it('replaceOne with upsert takes the _id from the query', async () => {
    const result = await items.replaceOne({ _id: 7 }, { name: 'seven' }, { upsert: true });
    expect(result.upsertedId).toBe(7);
    expect(await items.findOne({ _id: 7 })).toEqual({ _id: 7, name: 'seven' });
  });
});

describe('multi updates, replacements and pipelines', () => {
  it('updateMany changes every match once', async () => {
    await items.insertMany([
      { _id: 1, n: 1 },
      { _id: 2, n: 2 },
      { _id: 3, n: 3 },
    ]);
    const result = await items.updateMany({ n: { $gte: 2 } }, { $inc: { n: 10 } });
    expect(result.matchedCount).toBe(2);
    expect(result.modifiedCount).toBe(2);
    expect((await items.find().sort({ _id: 1 }).toArray()).map((d) => d.n)).toEqual([1, 12, 13]);
  });

  it('replaceOne keeps _id and drops other fields', async () => {
    await items.insertOne({ _id: 1, a: 1, b: 2 });
    await items.replaceOne({ _id: 1 }, { c: 3 });
    expect(await items.findOne({ _id: 1 })).toEqual({ _id: 1, c: 3 });
  });

  it('refuses update operators in a replacement document', async () => {
    await items.insertOne({ _id: 1 });
    const error = (await items
      .replaceOne({ _id: 1 }, { a: 1, $set: { b: 1 } })
      .catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(Error);
  });

  it('supports aggregation pipeline updates', async () => {
    await items.insertOne({ _id: 1, first: 'Ada', last: 'Lovelace', temp: 1 });
    await items.updateOne({ _id: 1 }, [
      { $set: { full: { $concat: ['$first', ' ', '$last'] } } },
      { $unset: 'temp' },
    ]);
    expect(await items.findOne({ _id: 1 })).toEqual({
      _id: 1,
      first: 'Ada',
      last: 'Lovelace',
      full: 'Ada Lovelace',
    });
  });
});
