import { MongoServerError, type Collection, type Document } from 'mongodb';
import { describeDevDbOnly, startTarget, type Target, type Loose } from './support/target';
import { ObjectId } from 'bson';
import { Index, OrderedEntries } from '../src/indexes';

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
    const error = (await coll
      .createIndex({ b: 1 }, { name: 'a_1' })
      .catch((e: unknown) => e)) as MongoServerError;
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
    const error = (await coll
      .createIndex({ a: 1 }, { unique: true })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('listIndexes on a missing collection fails with NamespaceNotFound', async () => {
    const error = (await coll
      .listIndexes()
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
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
    expect((error as Error).message).toMatch(
      new RegExp(
        `E11000 duplicate key error collection: \\S+\\.${collection} index: ${index} dup key: \\{ ${key} \\}`,
      ),
    );
  };

  it('insert', async () => {
    expectDuplicate(
      await coll.insertOne({ email: 'a@x' }).catch((e: unknown) => e),
      'email_1',
      'email: "a@x"',
    );
  });

  it('update of an existing document', async () => {
    expectDuplicate(
      await coll.updateOne({ _id: 2 }, { $set: { number: 1 } }).catch((e: unknown) => e),
      'team_1_number_1',
      'team: "red", number: 1',
    );
    expect(await coll.findOne({ _id: 2 })).toMatchObject({ number: 2 });
  });

  it('upsert', async () => {
    expectDuplicate(
      await coll
        .updateOne({ email: 'new@x' }, { $set: { team: 'red', number: 2 } }, { upsert: true })
        .catch((e: unknown) => e),
      'team_1_number_1',
      'team: "red", number: 2',
    );
  });

  it('findOneAndUpdate and findOneAndReplace', async () => {
    expectDuplicate(
      await coll.findOneAndUpdate({ _id: 1 }, { $set: { email: 'b@x' } }).catch((e: unknown) => e),
      'email_1',
      'email: "b@x"',
    );
    expectDuplicate(
      await coll.findOneAndReplace({ _id: 1 }, { email: 'b@x' }).catch((e: unknown) => e),
      'email_1',
      'email: "b@x"',
    );
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
    expectDuplicate(
      await tags.insertOne({ tags: ['c', 'b'] }).catch((e: unknown) => e),
      'tags_1',
      'tags: "b"',
      'unique_tags',
    );
  });
});

describe('lookups are served from indexes', () => {
  let coll: Collection<Loose>;
  beforeAll(async () => {
    coll = target.collection('lookups');
    const docs = Array.from({ length: 3000 }, (_, i) => ({
      email: `user${i}@example.com`,
      org: `org${i % 30}`,
      rank: i,
      name: `Name ${i}`,
    }));
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
    const inList = await coll
      .find({ email: { $in: ['user1@example.com', 'user2@example.com', 'none@example.com'] } })
      .explain('executionStats');
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
    const viaIndex = await coll
      .find({ org: 'org5', rank: { $gte: 1000 } })
      .sort({ rank: 1 })
      .toArray();
    const viaScan = await coll
      .find({ org: 'org5', rank: { $gte: 1000 } })
      .hint({ $natural: 1 })
      .sort({ rank: 1 })
      .toArray();
    expect(viaIndex.map((d) => d.rank)).toEqual(viaScan.map((d) => d.rank));
    expect(viaIndex.length).toBe(66);
  });
});

describe('sorted finds walk an index in the sort order', () => {
  let feed: Collection<Loose>;
  const categories = [
    'Refrigerators',
    'Washers',
    'Dryers',
    'Dishwashers',
    'Ovens',
    'HVAC',
    'Small Appliances',
  ];
  const base = Date.UTC(2026, 0, 1);
  const newestFirst = { created_at: -1, _id: -1 } as const;

  beforeAll(async () => {
    feed = target.collection('feed');
    // Timestamps repeat (every 7th pair shares one), so the _id tiebreak matters.
    const docs = Array.from({ length: 4000 }, (_, i) => ({
      _id: i,
      created_at: new Date(base + Math.floor(i / 2) * 60_000),
      category: categories[(i * 5) % categories.length],
      title: `${i % 11 === 0 ? 'Replace the Capacitor' : 'Clean the filter'} of unit ${i}`,
    }));
    await feed.insertMany(docs);
    await feed.createIndex({ created_at: -1, _id: -1 });
    await feed.createIndex({ category: 1, created_at: -1, _id: -1 });
  });

  async function sameAsScan(filter: Document, sort: Document, skip = 0, limit = 25) {
    const viaIndex = await feed.find(filter).sort(sort).skip(skip).limit(limit).toArray();
    const viaScan = await feed
      .find(filter)
      .hint({ $natural: 1 })
      .sort(sort)
      .skip(skip)
      .limit(limit)
      .toArray();
    expect(viaIndex.map((d) => d._id)).toEqual(viaScan.map((d) => d._id));
    return viaIndex;
  }

  it('returns what a scan and sort would, for every shape the guide library uses', async () => {
    const cursor = { createdAt: new Date(base + 1500 * 60_000), id: 3001 };
    const after = {
      $or: [
        { created_at: { $lt: cursor.createdAt } },
        { created_at: cursor.createdAt, _id: { $lt: cursor.id } },
      ],
    };
    const search = { title: { $regex: 'capacitor', $options: 'i' } };
    expect((await sameAsScan({}, newestFirst)).map((d) => d._id).slice(0, 3)).toEqual([3999, 3998, 3997]);
    expect(
      (await sameAsScan({ category: 'Dryers' }, newestFirst)).every((d) => d.category === 'Dryers'),
    ).toBe(true);
    expect((await sameAsScan(search, newestFirst)).every((d) => /capacitor/i.test(d.title as string))).toBe(
      true,
    );
    expect(await sameAsScan({ category: 'HVAC', ...search }, newestFirst)).toHaveLength(25);
    expect((await sameAsScan(after, newestFirst))[0]._id).toBe(3000);
    await sameAsScan({ category: 'Ovens', ...after }, newestFirst);
    await sameAsScan({ category: 'Ovens', ...search, ...after }, newestFirst);
  });

  it('walks backwards for the opposite order, honours skip, and drops sort fields pinned by equality', async () => {
    const oldest = await sameAsScan({}, { created_at: 1, _id: 1 }, 30, 10);
    expect(oldest.map((d) => d._id)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
    await sameAsScan({ category: 'Washers' }, { category: 1, created_at: 1, _id: 1 }, 5, 40);
    await sameAsScan(
      { created_at: { $gte: new Date(base + 100 * 60_000), $lt: new Date(base + 200 * 60_000) } },
      newestFirst,
      0,
      500,
    );
  });

  it('sorts in memory when no index matches the order, with the same results', async () => {
    await sameAsScan({}, { created_at: -1, _id: 1 });
    await sameAsScan({ category: 'Dryers' }, { title: 1, _id: 1 });
  });

  it('explain shows the index walk without a sort stage', async () => {
    const plain = await feed.find({}).sort(newestFirst).limit(25).explain('executionStats');
    expect(planOf(plain)).toContain('"IXSCAN"');
    expect(planOf(plain)).toContain('created_at_-1__id_-1');
    expect(planOf(plain)).not.toContain('"SORT"');
    expect(plain.executionStats.nReturned).toBe(25);
    const byCategory = await feed
      .find({ category: 'Dryers' })
      .sort({ created_at: 1, _id: 1 })
      .limit(25)
      .explain('executionStats');
    expect(planOf(byCategory)).toContain('category_1_created_at_-1__id_-1');
    expect(planOf(byCategory)).not.toContain('"SORT"');
    expect(byCategory.executionStats.nReturned).toBe(25);
  });

  describeDevDbOnly('how much of the index a walk reads', () => {
    it('stops at the limit, seeks to a cursor position, and keeps to the equality prefix', async () => {
      const plain = await feed.find({}).sort(newestFirst).limit(25).explain('executionStats');
      expect(plain.executionStats.totalKeysExamined).toBeLessThanOrEqual(26);
      const page = new Date(base + 1000 * 60_000);
      const after = { $or: [{ created_at: { $lt: page } }, { created_at: page, _id: { $lt: 2001 } }] };
      const paged = await feed.find(after).sort(newestFirst).limit(25).explain('executionStats');
      expect(paged.executionStats.nReturned).toBe(25);
      expect(paged.executionStats.totalKeysExamined).toBeLessThanOrEqual(30);
      const backward = await feed
        .find({ category: 'HVAC' })
        .sort({ created_at: 1, _id: 1 })
        .limit(10)
        .explain('executionStats');
      expect(backward.queryPlanner.winningPlan.inputStage.inputStage.direction).toBe('backward');
      expect(backward.executionStats.totalKeysExamined).toBeLessThanOrEqual(11);
    });

    it('prefers a narrow equality lookup and sorts its few candidates', async () => {
      const one = await feed.find({ _id: 77 }).sort(newestFirst).explain('executionStats');
      expect(planOf(one)).toContain('IDHACK');
    });
  });

  describe('$all on an array of word prefixes, newest first', () => {
    let library: Collection<Loose>;
    const words = ['dryer', 'belt', 'washer', 'pump', 'ice', 'maker', 'door', 'seal'];
    const prefixesOf = (title: string) => [
      ...new Set(
        title
          .split(' ')
          .flatMap((word) => Array.from({ length: word.length }, (_, n) => word.slice(0, n + 1))),
      ),
    ];

    beforeAll(async () => {
      library = target.collection('library_words');
      // Half the titles are dryers and half are belts, but 'dryer belt' is only every 40th document.
      const docs = Array.from({ length: 4000 }, (_, i) => {
        const title = i % 40 === 0 ? 'dryer belt' : i % 2 === 0 ? 'dryer door' : `${words[2 + (i % 6)]} belt`;
        return {
          _id: i,
          created_at: new Date(base + Math.floor(i / 2) * 60_000),
          title,
          prefixes: prefixesOf(title),
        };
      });
      await library.insertMany(docs);
      await library.createIndex({ prefixes: 1, created_at: -1, _id: -1 });
    });

    /** explain of the first page (25, newest first) of the documents holding every one of `values`. */
    const explainPage = (values: string[]) =>
      library
        .find({ prefixes: { $all: values } })
        .sort(newestFirst)
        .limit(25)
        .explain('executionStats');

    async function allSameAsScan(filter: Document, limit = 25) {
      const viaIndex = await library.find(filter).sort(newestFirst).limit(limit).toArray();
      const viaScan = await library
        .find(filter)
        .hint({ $natural: 1 })
        .sort(newestFirst)
        .limit(limit)
        .toArray();
      expect(viaIndex.map((d) => d._id)).toEqual(viaScan.map((d) => d._id));
      return viaIndex;
    }

    it('finds documents holding every value, in any order, as a scan would', async () => {
      const both = await allSameAsScan({ prefixes: { $all: ['bel', 'dry'] } });
      expect(both).toHaveLength(25);
      expect(both.map((d) => d._id).slice(0, 3)).toEqual([3960, 3920, 3880]);
      expect(await allSameAsScan({ prefixes: { $all: ['dryer', 'belt'] } }, 200)).toHaveLength(100);
      expect(await allSameAsScan({ prefixes: { $all: ['d'] } })).toHaveLength(25);
      expect(await allSameAsScan({ prefixes: { $all: ['dryer', 'nothing'] } })).toEqual([]);
      const page = new Date(base + 1000 * 60_000);
      const after = { $or: [{ created_at: { $lt: page } }, { created_at: page, _id: { $lt: 2001 } }] };
      expect((await allSameAsScan({ prefixes: { $all: ['dryer', 'belt'] }, ...after }))[0]._id).toBe(2000);
      expect(await library.countDocuments({ prefixes: { $all: ['pump', 'seal'] } })).toBe(
        await library.countDocuments({ $and: [{ prefixes: 'pump' }, { prefixes: 'seal' }] }),
      );
    });

    it('finds what common values that seldom or never stand together share, and follows every write', async () => {
      // 'door' and 'belt' (about 2,000 documents each) never stand in one title; 'dryer belt' is every 40th.
      expect(await allSameAsScan({ prefixes: { $all: ['door', 'belt'] } })).toEqual([]);
      expect(
        (await allSameAsScan({ prefixes: { $all: ['belt', 'dryer'] } })).map((d) => d._id).slice(0, 4),
      ).toEqual([3960, 3920, 3880, 3840]);
      const added = { _id: 10_001, created_at: new Date(base + 5000 * 60_000), title: 'door belt' };
      await library.insertOne({ ...added, prefixes: prefixesOf(added.title) });
      try {
        expect((await allSameAsScan({ prefixes: { $all: ['door', 'belt'] } })).map((d) => d._id)).toEqual([
          10_001,
        ]);
        await library.updateOne(
          { _id: 10_001 },
          { $set: { title: 'door seal', prefixes: prefixesOf('door seal') } },
        );
        expect(await allSameAsScan({ prefixes: { $all: ['door', 'belt'] } })).toEqual([]);
        expect((await allSameAsScan({ prefixes: { $all: ['door', 'seal'] } }))[0]._id).toBe(10_001);
        await library.updateOne(
          { _id: 10_001 },
          { $set: { title: 'dryer belt', prefixes: prefixesOf('dryer belt') } },
        );
        expect(
          (await allSameAsScan({ prefixes: { $all: ['dryer', 'belt'] } }, 200)).map((d) => d._id)[0],
        ).toBe(10_001);
        expect(await allSameAsScan({ prefixes: { $all: ['dryer', 'belt'] } }, 200)).toHaveLength(101);
      } finally {
        await library.deleteOne({ _id: 10_001 });
      }
      expect(await allSameAsScan({ prefixes: { $all: ['dryer', 'belt'] } }, 200)).toHaveLength(100);
      expect(await allSameAsScan({ prefixes: { $all: ['door', 'seal'] } })).toEqual([]);
    });

    describeDevDbOnly('how much of the index it reads', () => {
      it('answers common values that never stand together without walking or reading', async () => {
        const never = await explainPage(['door', 'belt']);
        expect(never.executionStats.nReturned).toBe(0);
        expect(never.executionStats.totalDocsExamined).toBe(0);
        // Few together: only those are read, then sorted.
        const few = await explainPage(['dryer', 'belt']);
        expect(few.executionStats.nReturned).toBe(25);
        expect(few.executionStats.totalDocsExamined).toBe(100);
      });

      it('answers a value no document holds without reading, and walks the rarest value in order', async () => {
        const none = await explainPage(['dryer', 'zzz']);
        expect(none.executionStats.nReturned).toBe(0);
        expect(none.executionStats.totalDocsExamined).toBe(0);
        const walk = await explainPage(['door', 'dryer']);
        expect(planOf(walk)).toContain('prefixes_1_created_at_-1__id_-1');
        expect(planOf(walk)).not.toContain('"SORT"');
        expect(walk.executionStats.nReturned).toBe(25);
        expect(walk.executionStats.totalDocsExamined).toBeLessThan(200);
      });
    });
  });

  describe('$all after a field pinned by equality (a category, then word prefixes), newest first', () => {
    let shelf: Collection<Loose>;
    let nestedOnly: Collection<Loose>;
    let separate: Collection<Loose>;
    const category = 'category_1_prefixes_1_created_at_-1__id_-1';
    // Every 8th document is a Dryer; 'dryer belt' (every 40th) only ever is. Elsewhere half say 'dryer
    // door' and half '<word> belt', so both words are common overall but seldom together.
    const docs = Array.from({ length: 4000 }, (_, i) => {
      const title =
        i % 40 === 0 ? 'dryer belt' : i % 2 === 0 ? 'dryer door' : `${['pump', 'seal', 'ice'][i % 3]} belt`;
      return {
        _id: i,
        category: i % 8 === 0 ? 'Dryers' : 'Washers',
        created_at: new Date(base + Math.floor(i / 2) * 60_000),
        title,
        prefixes: [
          ...new Set(
            title
              .split(' ')
              .flatMap((word) => Array.from({ length: word.length }, (_, n) => word.slice(0, n + 1))),
          ),
        ],
      };
    });

    beforeAll(async () => {
      shelf = target.collection('shelf_words');
      await shelf.insertMany(docs);
      await shelf.createIndex({ prefixes: 1, created_at: -1, _id: -1 });
      await shelf.createIndex({ category: 1, created_at: -1, _id: -1 });
      await shelf.createIndex({ category: 1, prefixes: 1, created_at: -1, _id: -1 });
      nestedOnly = target.collection('shelf_words_nested');
      await nestedOnly.insertMany(docs);
      await nestedOnly.createIndex({ category: 1, prefixes: 1, created_at: -1, _id: -1 });
      separate = target.collection('shelf_words_separate');
      await separate.insertMany(docs);
      await separate.createIndex({ prefixes: 1, created_at: -1, _id: -1 });
      await separate.createIndex({ category: 1, created_at: -1, _id: -1 });
    });

    async function sameAsScan(coll: Collection<Loose>, filter: Document, limit = 25) {
      const viaIndex = await coll.find(filter).sort(newestFirst).limit(limit).toArray();
      const viaScan = await coll.find(filter).hint({ $natural: 1 }).sort(newestFirst).limit(limit).toArray();
      expect(viaIndex.map((d) => d._id)).toEqual(viaScan.map((d) => d._id));
      return viaIndex.map((d) => d._id);
    }

    it("finds the category's documents holding every value, as a scan would", async () => {
      for (const coll of [shelf, nestedOnly, separate]) {
        const dryers = await sameAsScan(coll, { category: 'Dryers', prefixes: { $all: ['belt', 'dry'] } });
        expect(dryers.slice(0, 3)).toEqual([3960, 3920, 3880]);
        expect(dryers).toHaveLength(25);
        expect(
          await sameAsScan(coll, { category: 'Dryers', prefixes: { $all: ['dryer', 'belt'] } }, 200),
        ).toHaveLength(100);
        expect(
          await sameAsScan(coll, { category: 'Dryers', prefixes: { $all: ['door', 'dryer'] } }, 500),
        ).toHaveLength(400);
        expect(
          await sameAsScan(coll, { category: 'Washers', prefixes: { $all: ['dryer', 'belt'] } }),
        ).toEqual([]);
        expect(await sameAsScan(coll, { category: 'Dryers', prefixes: { $all: ['pump', 'belt'] } })).toEqual(
          [],
        );
        expect(await sameAsScan(coll, { category: 'Dryers', prefixes: { $all: ['dryer', 'zzz'] } })).toEqual(
          [],
        );
        const page = new Date(base + 1000 * 60_000);
        const after = { $or: [{ created_at: { $lt: page } }, { created_at: page, _id: { $lt: 2001 } }] };
        const next = await sameAsScan(coll, {
          category: 'Dryers',
          prefixes: { $all: ['dryer', 'belt'] },
          ...after,
        });
        expect(next[0]).toBe(2000);
      }
    });

    describeDevDbOnly('how much of the index it reads', () => {
      const explainOf = (coll: Collection<Loose>, filter: Document) =>
        coll.find(filter).sort(newestFirst).limit(25).explain('executionStats');

      it("walks only the category's entries for the rarest value, in order", async () => {
        const walk = await explainOf(shelf, { category: 'Dryers', prefixes: { $all: ['dryer', 'belt'] } });
        expect(planOf(walk)).toContain(category);
        expect(planOf(walk)).not.toContain('"SORT"');
        expect(walk.executionStats.nReturned).toBe(25);
        // 'belt' has about 2,100 entries overall but 100 among the Dryers, every one of them a match.
        expect(walk.executionStats.totalKeysExamined).toBeLessThanOrEqual(26);
        expect(walk.executionStats.totalDocsExamined).toBe(25);
        // A value the category lacks (common elsewhere) ends the walk at its first key.
        const none = await explainOf(shelf, { category: 'Dryers', prefixes: { $all: ['pump', 'belt'] } });
        expect(none.executionStats.nReturned).toBe(0);
        expect(none.executionStats.totalKeysExamined).toBeLessThanOrEqual(1);
        expect(none.executionStats.totalDocsExamined).toBe(0);
      });

      it('counts the values under the pinned category when no index leads with the array field', async () => {
        const walk = await explainOf(nestedOnly, {
          category: 'Dryers',
          prefixes: { $all: ['door', 'dryer'] },
        });
        expect(planOf(walk)).toContain(category);
        expect(planOf(walk)).not.toContain('"SORT"');
        // 'door' (400 Dryers) is rarer than 'dryer' (500 Dryers) under the category: every key walked matches.
        expect(walk.executionStats.totalKeysExamined).toBeLessThanOrEqual(26);
        const none = await explainOf(nestedOnly, {
          category: 'Washers',
          prefixes: { $all: ['dryer', 'belt'] },
        });
        expect(none.executionStats.nReturned).toBe(0);
        expect(none.executionStats.totalDocsExamined).toBe(0);
      });

      it('checks the category in its index before reading a document when no index holds both', async () => {
        const walk = await explainOf(separate, { category: 'Dryers', prefixes: { $all: ['dryer', 'belt'] } });
        expect(planOf(walk)).toContain('prefixes_1_created_at_-1__id_-1');
        expect(walk.executionStats.nReturned).toBe(25);
        expect(walk.executionStats.totalDocsExamined).toBe(25);
      });
    });
  });

  it('a cursor paused between batches sees writes without repeating or losing untouched documents', async () => {
    const coll = target.collection('feed_live');
    await coll.createIndex({ rank: -1 });
    await coll.insertMany(Array.from({ length: 600 }, (_, i) => ({ _id: i, rank: i })));
    const cursor = coll.find({}).sort({ rank: -1 }).batchSize(50);
    const seen: number[] = [];
    for await (const doc of cursor) {
      seen.push(doc._id as number);
      if (seen.length === 100) {
        // Newer documents land before the walk's position; removed ones after it disappear.
        await coll.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: 1000 + i, rank: 1000 + i })));
        await coll.deleteMany({ rank: { $lt: 100 } });
        await coll.insertMany(
          Array.from({ length: 300 }, (_, i) => ({ _id: 2000 + i, rank: 250.5 + i / 1000 })),
        );
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    const untouched = Array.from({ length: 400 }, (_, i) => 599 - i);
    expect(untouched.every((id) => seen.includes(id))).toBe(true);
    expect(seen.filter((id) => id < 100)).toEqual([]);
  });

  it('an array field never serves a sort from its index (array order rules differ)', async () => {
    const coll = target.collection('feed_tags');
    await coll.createIndex({ scores: 1 });
    await coll.insertMany([
      { _id: 1, scores: [5, 1] },
      { _id: 2, scores: 3 },
      { _id: 3, scores: [4, 9] },
      { _id: 4, scores: 2 },
    ]);
    expect((await coll.find({}).sort({ scores: 1, _id: 1 }).toArray()).map((d) => d._id)).toEqual([
      1, 4, 2, 3,
    ]);
    expect((await coll.find({}).sort({ scores: -1, _id: 1 }).toArray()).map((d) => d._id)).toEqual([
      3, 1, 2, 4,
    ]);
  });

  it('mixed-direction compound indexes serve their order and its reverse', async () => {
    const coll = target.collection('feed_mixed');
    await coll.createIndex({ a: 1, b: -1 });
    await coll.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: i, a: i % 7, b: (i * 13) % 50 })));
    for (const sort of [
      { a: 1, b: -1, _id: 1 },
      { a: -1, b: 1, _id: 1 },
      { a: 1, b: 1, _id: 1 },
    ] as const) {
      const viaIndex = await coll
        .find({ a: { $gte: 2 } })
        .sort({ a: sort.a, b: sort.b })
        .toArray();
      const viaScan = await coll
        .find({ a: { $gte: 2 } })
        .hint({ $natural: 1 })
        .sort({ a: sort.a, b: sort.b })
        .toArray();
      expect(viaIndex.map((d) => [d.a, d.b])).toEqual(viaScan.map((d) => [d.a, d.b]));
    }
  });
});

describe('updates and the indexes they touch', () => {
  let coll: Collection<Loose>;
  const byIndexAndScan = async (filter: Document) => {
    const viaIndex = await coll.find(filter).sort({ _id: 1 }).toArray();
    const viaScan = await coll.find(filter).hint({ $natural: 1 }).sort({ _id: 1 }).toArray();
    expect(viaIndex.map((d) => d._id)).toEqual(viaScan.map((d) => d._id));
    return viaIndex.map((d) => d._id);
  };

  beforeEach(async () => {
    coll = target.collection(`upd_${Math.random().toString(36).slice(2, 8)}`);
    await coll.createIndex({ tags: 1, createdAt: -1 });
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ flag: 1 }, { partialFilterExpression: { active: true } });
    await coll.insertMany([
      {
        _id: 1,
        tags: ['dryer', 'belt'],
        email: 'a@x',
        flag: 'red',
        active: true,
        views: 0,
        createdAt: new Date(1),
      },
      {
        _id: 2,
        tags: ['washer'],
        email: 'b@x',
        flag: 'red',
        active: false,
        views: 0,
        createdAt: new Date(2),
      },
    ]);
  });

  it('find every document where it is after updates of other fields, of indexed fields, and of the partial filter', async () => {
    await coll.updateOne({ _id: 1 }, { $inc: { views: 1 } });
    expect(await byIndexAndScan({ tags: 'belt' })).toEqual([1]);
    expect(await byIndexAndScan({ email: 'a@x' })).toEqual([1]);
    await coll.updateOne({ _id: 1 }, { $set: { tags: ['belt', 'dryer'] } });
    expect(await byIndexAndScan({ tags: { $all: ['dryer', 'belt'] } })).toEqual([1]);
    await coll.updateOne({ _id: 1 }, { $set: { tags: ['dryer', 'drum'], createdAt: new Date(5) } });
    expect(await byIndexAndScan({ tags: 'belt' })).toEqual([]);
    expect(await byIndexAndScan({ tags: 'drum', createdAt: { $gte: new Date(5) } })).toEqual([1]);
    await coll.updateOne({ _id: 2 }, { $set: { active: true } });
    expect(await byIndexAndScan({ flag: 'red', active: true })).toEqual([1, 2]);
    await coll.updateOne({ _id: 1 }, { $set: { active: false } });
    expect(await byIndexAndScan({ flag: 'red', active: true })).toEqual([2]);
    await coll.replaceOne({ _id: 2 }, { tags: ['washer'], email: 'b@x', flag: 'blue', active: true });
    expect(await byIndexAndScan({ flag: 'blue', active: true })).toEqual([2]);
  });

  it('check a unique index only against other documents: the same value again is no conflict, another’s is', async () => {
    await coll.updateOne({ _id: 1 }, { $set: { email: 'a@x', views: 3 } });
    await expect(coll.updateOne({ _id: 1 }, { $set: { email: 'b@x' } })).rejects.toMatchObject({
      code: 11000,
    });
    expect(await byIndexAndScan({ email: 'a@x' })).toEqual([1]);
  });
});

describeDevDbOnly('an update that leaves an index’s fields as they were', () => {
  it('leaves that index alone, and updates the indexes whose fields changed', () => {
    const tags = new Index({ v: 2, key: { tags: 1, createdAt: -1 }, name: 'tags_1_createdAt_-1' });
    const partial = new Index({
      v: 2,
      key: { flag: 1 },
      name: 'flag_1',
      partialFilterExpression: { active: true },
    });
    const before = {
      _id: 1,
      tags: ['dryer', 'belt'],
      flag: 'red',
      active: true,
      views: 0,
      createdAt: new Date(1),
    };
    // A copy, as an update makes: equal values in other objects.
    const counted = { ...before, tags: ['dryer', 'belt'], createdAt: new Date(1), views: 1 };
    expect(tags.sameEntries(before, counted)).toBe(true);
    expect(partial.sameEntries(before, counted)).toBe(true);
    expect(tags.sameEntries(before, { ...counted, tags: ['dryer', 'drum'] })).toBe(false);
    expect(tags.sameEntries(before, { ...counted, createdAt: new Date(2) })).toBe(false);
    expect(partial.sameEntries(before, { ...counted, active: false })).toBe(false);
    expect(partial.sameEntries(before, { ...counted, flag: 'blue' })).toBe(false);
  });
});

describe('a write of many documents places its index entries at its end', () => {
  it('finds every document of an insertMany through the indexes, with documents from before, as a scan would', async () => {
    const coll = target.collection('bulk_prefixes');
    await coll.createIndex({ words: 1, createdAt: -1, _id: -1 });
    await coll.createIndex({ shelf: 1, createdAt: -1, _id: -1 });
    const words = ['belt', 'drum', 'dryer', 'door', 'seal', 'pump', 'filter', 'fan'];
    const guide = (i: number, batch: number) => ({
      _id: i,
      words: [words[i % 8], words[(i * 3 + batch) % 8], `w${i % 97}`],
      shelf: i % 5,
      createdAt: new Date(Date.UTC(2026, 0, 1 + batch)),
    });
    await coll.insertMany(Array.from({ length: 900 }, (_, i) => guide(i, 0)));
    // The second batch shares one time and fills single chunks past their size (over 512 entries for 'w1'...).
    await coll.insertMany(Array.from({ length: 2600 }, (_, i) => guide(1000 + i, 1)));
    for (const filter of [
      { words: 'dryer' },
      { words: 'w3' },
      { words: { $all: ['door', 'w5'] } },
      { shelf: 2 },
    ]) {
      const viaIndex = await coll.find(filter).sort({ createdAt: -1, _id: -1 }).toArray();
      const viaScan = await coll
        .find(filter)
        .hint({ $natural: 1 })
        .sort({ createdAt: -1, _id: -1 })
        .toArray();
      expect(viaIndex.length).toBeGreaterThan(0);
      expect(viaIndex.map((d) => d._id)).toEqual(viaScan.map((d) => d._id));
    }
  });

  it('keeps the entries of the documents inserted before an ordered insertMany failed', async () => {
    const coll = target.collection('bulk_failed');
    await coll.createIndex({ code: 1 }, { unique: true });
    await coll.createIndex({ tags: 1, at: -1 });
    const docs = Array.from({ length: 600 }, (_, i) => ({
      _id: i,
      code: i === 400 ? 7 : i,
      tags: ['a', `t${i % 3}`],
      at: i,
    }));
    await expect(coll.insertMany(docs)).rejects.toMatchObject({ code: 11000 });
    const viaIndex = await coll.find({ tags: 'a' }).sort({ at: -1 }).toArray();
    expect(viaIndex.map((d) => d._id)).toEqual(Array.from({ length: 400 }, (_, i) => 399 - i));
    expect(await coll.countDocuments({ tags: 't1' })).toBe(133);
  });
});

describeDevDbOnly('ordered index entries collected and placed together', () => {
  /** Entries as an index of `{ word: 1, at: -1, _id: -1 }` keeps them, ending with the record id. */
  function entries(count: number, seed: number, first: (i: number) => unknown) {
    let state = seed;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
    return Array.from({ length: count }, (_, i) => {
      const id = new ObjectId(next().toString(16).padStart(8, '0') + i.toString(16).padStart(16, '0'));
      return [first(next()), new Date(next() % 50), id, id.toHexString()];
    });
  }

  function placed(list: OrderedEntries) {
    const all = [...list.forward()];
    for (let ci = 0; list.chunkAt(ci); ci++) expect(list.chunkAt(ci)!.length).toBeLessThanOrEqual(512);
    return all.map((entry) => entry[3]);
  }

  it.each([
    ['string first values (grouped)', (n: number) => ['belt', 'drum', 'dryer', 'd', 'dr'][n % 5]],
    ['other first values (one sort)', (n: number) => n % 7],
  ])('gives the order of one-by-one inserts: %s', (_, first) => {
    const existing = entries(3000, 1, first);
    const added = entries(5000, 2, first);
    const oneByOne = new OrderedEntries([1, -1, -1]);
    const together = new OrderedEntries([1, -1, -1]);
    for (const entry of [...existing, ...added]) oneByOne.insert(entry);
    for (const entry of existing) together.insert(entry);
    together.deferInserts();
    for (const entry of added) together.insert(entry);
    expect(placed(together)).toEqual(placed(oneByOne));
  });

  it('places collected entries before any read, and into an empty index', () => {
    const list = new OrderedEntries([1]);
    list.deferInserts();
    for (const entry of entries(1200, 3, (n) => `k${n % 40}`)) list.insert(entry);
    const [chunk] = list.seekForward(() => true);
    expect(chunk).toBe(0);
    expect(
      list.countBetween(
        () => true,
        () => false,
      ),
    ).toBe(1200);
    list.insert(['k0', new Date(0), new ObjectId(), 'later']);
    expect(placed(list)).toContain('later');
  });
});

describeDevDbOnly('ordered index entries stored as numbers', () => {
  const ids = (list: OrderedEntries) => [...list.forward()].map((entry) => entry[entry.length - 1]);

  it('keeps an empty array (undefined) before null, and null before numbers', () => {
    const list = new OrderedEntries([1]);
    list.insert([null, 'null']);
    list.insert([1, 'one']);
    list.insert([undefined, 'empty']);
    expect(ids(list)).toEqual(['empty', 'null', 'one']);
    expect([...list.forward()].map((entry) => entry[0])).toEqual([undefined, null, 1]);
  });

  it('keeps a value while an entry holds it, and lets it go with the last one', () => {
    const list = new OrderedEntries([1]);
    list.insert(['dryer', 'a']);
    list.insert(['dryer', 'b']);
    list.remove(['dryer', 'a']);
    expect([...list.forward()]).toEqual([['dryer', 'b']]);
    list.remove(['dryer', 'b']);
    expect([...list.forward()]).toEqual([]);
    // Numbers let go are given to new values: each entry still reads its own.
    list.insert(['washer', 'c']);
    list.insert(['belt', 'd']);
    list.insert(['dryer', 'a']);
    expect([...list.forward()]).toEqual([
      ['belt', 'd'],
      ['dryer', 'a'],
      ['washer', 'c'],
    ]);
  });

  it('reads every entry back after chunks split and merge', () => {
    const list = new OrderedEntries([1, -1]);
    const expected: unknown[][] = [];
    for (let n = 0; n < 3000; n++) {
      const entry = [`w${n % 17}`, new Date(n * 1000), `id${String(n).padStart(5, '0')}`];
      expected.push(entry);
      list.insert(entry);
    }
    list.deferInserts();
    for (let n = 3000; n < 6000; n++) {
      const entry = [`w${n % 17}`, new Date(n * 1000), `id${String(n).padStart(5, '0')}`];
      expected.push(entry);
      list.insert(entry);
    }
    for (let n = 0; n < 6000; n += 3) list.remove(expected[n]);
    const kept = expected.filter((_, n) => n % 3 !== 0).sort((a, b) => list.compare(a, b));
    expect([...list.forward()]).toEqual(kept);
    expect([...list.backward()]).toEqual([...kept].reverse());
  });
});
