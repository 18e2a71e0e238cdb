import { MongoServerError, type Collection, type Document } from 'mongodb';
import { startTarget, type Target, type Loose } from './support/target';

let target: Target;

beforeAll(async () => {
  target = await startTarget('indexes');
});

afterAll(async () => {
  await target.stop();
});

function planOf(explain: Document): string {
  return JSON.stringify(explain.queryPlanner.winningPlan);
}

describe('createIndexes, listIndexes, dropIndexes', () => {
  let coll: Collection<Loose>;
  beforeEach(async () => {
    coll = target.collection(`idx_${Math.random().toString(36).slice(2, 8)}`);
  });

  it('creates indexes (implicitly creating the collection), lists and drops them', async () => {
    expect(await coll.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    expect(await coll.createIndex({ org: 1, createdAt: -1 }, { name: 'org_recent' })).toBe('org_recent');
    const indexes = await coll.listIndexes().toArray();
    expect(indexes.map((i) => [i.name, i.key, !!i.unique])).toEqual([
      ['_id_', { _id: 1 }, false],
      ['email_1', { email: 1 }, true],
      ['org_recent', { org: 1, createdAt: -1 }, false],
    ]);
    expect(await coll.indexExists('email_1')).toBe(true);
    await coll.dropIndex('org_recent');
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1']);
    await coll.dropIndexes();
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('creating the same index twice is a no-op; the same name with other keys conflicts', async () => {
    await coll.createIndex({ a: 1 });
    await coll.createIndex({ a: 1 });
    expect((await coll.listIndexes().toArray()).length).toBe(2);
    const error = (await coll.createIndex({ b: 1 }, { name: 'a_1' }).catch((e: unknown) => e)) as MongoServerError;
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error.code).toBe(86);
  });

  it('dropping a missing index fails with IndexNotFound', async () => {
    await coll.insertOne({ a: 1 });
    const error = (await coll.dropIndex('nope_1').catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(27);
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    await coll.insertMany([{ a: 1 }, { a: 1 }]);
    const error = (await coll.createIndex({ a: 1 }, { unique: true }).catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('listIndexes on a missing collection fails with NamespaceNotFound', async () => {
    const error = (await coll.listIndexes().toArray().catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(26);
  });
});

describe('unique indexes are enforced on every write path', () => {
  let coll: Collection<Loose>;
  beforeAll(async () => {
    coll = target.collection('unique_paths');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ team: 1, number: 1 }, { unique: true });
  });
  beforeEach(async () => {
    await coll.deleteMany({});
    await coll.insertMany([
      { _id: 1, email: 'a@x', team: 'red', number: 1 },
      { _id: 2, email: 'b@x', team: 'red', number: 2 },
    ]);
  });

  const expectDuplicate = (error: unknown, index: string, key: string, collection = 'unique_paths') => {
    expect(error).toMatchObject({ code: 11000 });
    expect((error as Error).message).toMatch(new RegExp(`E11000 duplicate key error collection: \\S+\\.${collection} index: ${index} dup key: \\{ ${key} \\}`));
  };

  it('insert', async () => {
    expectDuplicate(await coll.insertOne({ email: 'a@x' }).catch((e: unknown) => e), 'email_1', 'email: "a@x"');
  });

  it('update of an existing document', async () => {
    expectDuplicate(await coll.updateOne({ _id: 2 }, { $set: { number: 1 } }).catch((e: unknown) => e), 'team_1_number_1', 'team: "red", number: 1');
    expect(await coll.findOne({ _id: 2 })).toMatchObject({ number: 2 });
  });

  it('upsert', async () => {
    expectDuplicate(await coll.updateOne({ email: 'new@x' }, { $set: { team: 'red', number: 2 } }, { upsert: true }).catch((e: unknown) => e), 'team_1_number_1', 'team: "red", number: 2');
  });

  it('findOneAndUpdate and findOneAndReplace', async () => {
    expectDuplicate(await coll.findOneAndUpdate({ _id: 1 }, { $set: { email: 'b@x' } }).catch((e: unknown) => e), 'email_1', 'email: "b@x"');
    expectDuplicate(await coll.findOneAndReplace({ _id: 1 }, { email: 'b@x' }).catch((e: unknown) => e), 'email_1', 'email: "b@x"');
    expect(await coll.findOne({ _id: 1 })).toMatchObject({ email: 'a@x' });
  });

  it('a document may keep its own key', async () => {
    await coll.updateOne({ _id: 1 }, { $set: { email: 'a@x', note: 'same key' } });
    expect(await coll.findOne({ _id: 1 })).toMatchObject({ note: 'same key' });
  });

  it('multikey unique indexes compare array elements', async () => {
    const tags = target.collection('unique_tags');
    await tags.createIndex({ tags: 1 }, { unique: true });
    await tags.insertOne({ tags: ['a', 'b'] });
    expectDuplicate(await tags.insertOne({ tags: ['c', 'b'] }).catch((e: unknown) => e), 'tags_1', 'tags: "b"', 'unique_tags');
  });
});

describe('lookups are served from indexes', () => {
  let coll: Collection<Loose>;
  beforeAll(async () => {
    coll = target.collection('lookups');
    const docs = Array.from({ length: 3000 }, (_, i) => ({ email: `user${i}@example.com`, org: `org${i % 30}`, rank: i, name: `Name ${i}` }));
    await coll.insertMany(docs);
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ org: 1, rank: 1 });
  });

  it('equality on a unique index examines one document', async () => {
    const explain = await coll.find({ email: 'user1234@example.com' }).explain('executionStats');
    expect(planOf(explain)).toContain('"IXSCAN"');
    expect(planOf(explain)).toContain('email_1');
    expect(explain.executionStats.nReturned).toBe(1);
    expect(explain.executionStats.totalDocsExamined).toBe(1);
  });

  it('equality on the prefix of a compound index', async () => {
    const explain = await coll.find({ org: 'org7' }).explain('executionStats');
    expect(planOf(explain)).toContain('org_1_rank_1');
    expect(explain.executionStats.nReturned).toBe(100);
    expect(explain.executionStats.totalDocsExamined).toBe(100);
  });

  it('$in and full compound equality', async () => {
    const inList = await coll.find({ email: { $in: ['user1@example.com', 'user2@example.com', 'none@example.com'] } }).explain('executionStats');
    expect(inList.executionStats.nReturned).toBe(2);
    expect(inList.executionStats.totalDocsExamined).toBe(2);
    const compound = await coll.find({ org: 'org3', rank: 33 }).explain('executionStats');
    expect(compound.executionStats.nReturned).toBe(1);
    expect(compound.executionStats.totalDocsExamined).toBe(1);
  });

  it('an unindexed field scans the collection', async () => {
    const explain = await coll.find({ name: 'Name 5' }).explain('executionStats');
    expect(planOf(explain)).toContain('COLLSCAN');
    expect(explain.executionStats.totalDocsExamined).toBe(3000);
  });

  it('results through an index equal results of a scan', async () => {
    const viaIndex = await coll.find({ org: 'org5', rank: { $gte: 1000 } }).sort({ rank: 1 }).toArray();
    const viaScan = await coll.find({ org: 'org5', rank: { $gte: 1000 } }).hint({ $natural: 1 }).sort({ rank: 1 }).toArray();
    expect(viaIndex.map((d) => d.rank)).toEqual(viaScan.map((d) => d.rank));
    expect(viaIndex.length).toBe(66);
  });
});
