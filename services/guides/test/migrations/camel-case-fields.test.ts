import { mongo, Types } from 'mongoose';
import { createTestTokens, startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import type { GuideDetail, GuideListResponse, GuideSummary } from '@claims/contracts';
import { build, type TestContext } from '../helper';
import { camelCaseMarkerId, migrateToCamelCaseFields } from '../../src/migrations/camel-case-fields';
import { titlePrefixes } from '../../src/repositories/title-search';

/**
 * A database as the first versions left it: snake_case fields and their indexes, written through the driver
 * (not the current models), then opened by the current service.
 */

const ids = {
  belt: new Types.ObjectId('6650f0c2a1b2c3d4e5f60a01'),
  pump: new Types.ObjectId('6650f0c2a1b2c3d4e5f60a02'),
  gasket: new Types.ObjectId('6650f0c2a1b2c3d4e5f60a03'),
};
const author = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const firstReader = '6650f0c2a1b2c3d4e5f6c001';
const secondReader = '6650f0c2a1b2c3d4e5f6c002';

const oldGuides = [
  {
    _id: ids.belt,
    user_id: author,
    title: 'Replace the drive belt on a Whirlpool dryer',
    title_prefixes: titlePrefixes('Replace the drive belt on a Whirlpool dryer'),
    description: 'The drum does not turn but the motor hums: the belt has snapped.',
    category: 'Dryers',
    difficulty: 'Moderate',
    time_required: '1 hour',
    image_url: 'https://images.example.com/belt.jpg',
    tools_needed: ['5/16" nut driver', 'Putty knife'],
    parts_needed: ['Drive belt (WPW10198086)'],
    views: 41,
    likes: 2,
    created_at: new Date('2026-10-01T12:00:00.000Z'),
  },
  {
    _id: ids.pump,
    user_id: null,
    title: 'Washer will not drain: clear the pump',
    title_prefixes: titlePrefixes('Washer will not drain: clear the pump'),
    description: 'Water left in the tub after the cycle usually means a blocked pump.',
    category: 'Washers',
    difficulty: 'Easy',
    time_required: '45 minutes',
    image_url: null,
    tools_needed: ['Towels', 'Shallow pan'],
    parts_needed: [],
    views: 7,
    likes: 0,
    created_at: new Date('2026-09-15T08:30:00.000Z'),
  },
  // Stored before the title search existed: no `title_prefixes` at all.
  {
    _id: ids.gasket,
    user_id: author,
    title: 'Refrigerator door gasket swap',
    description: 'Frost on the freezer wall and a door that does not seal.',
    category: 'Refrigerators',
    difficulty: 'Easy',
    time_required: '30 minutes',
    image_url: null,
    tools_needed: ['Hair dryer'],
    parts_needed: ['Door gasket (W10830162)'],
    views: 0,
    likes: 1,
    created_at: new Date('2026-08-20T17:05:00.000Z'),
  },
];

const oldSteps = [
  {
    guide_id: ids.belt,
    step_number: 1,
    title: 'Unplug the dryer',
    description: 'Pull the plug.',
    image_url: null,
  },
  {
    guide_id: ids.belt,
    step_number: 2,
    title: 'Lift the top panel',
    description: 'Release the two clips with a putty knife.',
    image_url: 'https://images.example.com/panel.jpg',
  },
  {
    guide_id: ids.belt,
    step_number: 3,
    title: 'Loop the new belt',
    description: 'Ribbed side against the drum.',
    image_url: null,
  },
  {
    guide_id: ids.pump,
    step_number: 1,
    title: 'Drain the tub',
    description: 'Open the filter door.',
    image_url: null,
  },
  {
    guide_id: ids.pump,
    step_number: 2,
    title: 'Clear the filter',
    description: 'Twist it out and rinse it.',
    image_url: null,
  },
  {
    guide_id: ids.gasket,
    step_number: 1,
    title: 'Warm the new gasket',
    description: 'A hair dryer straightens the folds.',
    image_url: null,
  },
];

// The same reader liked two guides: a rename under the old unique index would make both likes the same key.
const oldLikes = [
  { guide_id: ids.belt, user_id: firstReader, created_at: new Date('2026-10-02T09:00:00.000Z') },
  { guide_id: ids.belt, user_id: secondReader, created_at: new Date('2026-10-03T09:00:00.000Z') },
  { guide_id: ids.gasket, user_id: firstReader, created_at: new Date('2026-08-21T09:00:00.000Z') },
];

/** The old service's indexes, by the names mongoose gave them. */
async function writeOldDatabase(db: mongo.Db) {
  const guides = db.collection('repair_guides');
  await guides.createIndex({ created_at: -1, _id: -1 });
  await guides.createIndex({ title_prefixes: 1, created_at: -1, _id: -1 });
  await guides.createIndex({ category: 1, created_at: -1, _id: -1 });
  await guides.createIndex({ category: 1, title_prefixes: 1, created_at: -1, _id: -1 });
  await db.collection('guide_steps').createIndex({ guide_id: 1, step_number: 1 }, { unique: true });
  await db.collection('guide_likes').createIndex({ guide_id: 1, user_id: 1 }, { unique: true });
  await guides.insertMany(oldGuides);
  await db.collection('guide_steps').insertMany(oldSteps);
  await db.collection('guide_likes').insertMany(oldLikes);
  // The old service's own marker: the sample guides were added once, never again.
  await db
    .collection('service_markers')
    .insertOne({ _id: 'demo-guides-seeded' as never, createdAt: new Date() });
}

const expectedList: GuideSummary[] = [
  {
    id: '6650f0c2a1b2c3d4e5f60a01',
    userId: author,
    title: 'Replace the drive belt on a Whirlpool dryer',
    description: 'The drum does not turn but the motor hums: the belt has snapped.',
    category: 'Dryers',
    difficulty: 'Moderate',
    timeRequired: '1 hour',
    imageUrl: 'https://images.example.com/belt.jpg',
    views: 41,
    likes: 2,
    createdAt: '2026-10-01T12:00:00.000Z',
  },
  {
    id: '6650f0c2a1b2c3d4e5f60a02',
    userId: null,
    title: 'Washer will not drain: clear the pump',
    description: 'Water left in the tub after the cycle usually means a blocked pump.',
    category: 'Washers',
    difficulty: 'Easy',
    timeRequired: '45 minutes',
    imageUrl: null,
    views: 7,
    likes: 0,
    createdAt: '2026-09-15T08:30:00.000Z',
  },
  {
    id: '6650f0c2a1b2c3d4e5f60a03',
    userId: author,
    title: 'Refrigerator door gasket swap',
    description: 'Frost on the freezer wall and a door that does not seal.',
    category: 'Refrigerators',
    difficulty: 'Easy',
    timeRequired: '30 minutes',
    imageUrl: null,
    views: 0,
    likes: 1,
    createdAt: '2026-08-20T17:05:00.000Z',
  },
];

/** Each index as its name, its keys in order, and whether it is unique. */
async function indexesOf(db: mongo.Db, name: string) {
  const indexes = await db.collection(name).indexes();
  return indexes
    .map((index) => ({ name: index.name, key: Object.entries(index.key), unique: index.unique ?? false }))
    .sort((a, b) => (a.name! < b.name! ? -1 : 1));
}

const oldFieldCount = (db: mongo.Db, name: string, fields: string[]) =>
  db.collection(name).countDocuments({ $or: fields.map((field) => ({ [field]: { $exists: true } })) });

describe('a database written with snake_case fields', () => {
  let database: TestDatabase;
  let client: mongo.MongoClient;
  let db: mongo.Db;
  const tokens = createTestTokens();
  let first: TestContext & { close: () => Promise<void> };

  beforeAll(async () => {
    database = await startTestDatabase();
    client = await mongo.MongoClient.connect(database.uri);
    db = client.db(database.dbName);
    await writeOldDatabase(db);
    first = await build({ shareWith: { database, tokens }, env: { SEED_DEMO_DATA: 'true' } });
  });

  afterAll(async () => {
    await first?.close();
    await client?.close();
    await database?.stop();
  });

  const get = (app: TestContext['app'], url: string, reader?: string) =>
    app.inject({ method: 'GET', url, headers: reader ? tokens.authHeader({ sub: reader }) : {} });

  it('lists every old guide with its counts, newest first, and adds no sample guides', async () => {
    const response = await get(first.app, '/api/guides?limit=48');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: expectedList, nextCursor: null });
    expect((await get(first.app, '/api/guides/stats')).json()).toEqual({ total: 3 });
  });

  it('answers each guide with its steps in order, its tools and parts, and who liked it', async () => {
    const belt: GuideDetail = (
      await get(first.app, `/api/guides/${ids.belt.toHexString()}`, firstReader)
    ).json();
    expect(belt).toEqual({
      ...expectedList[0],
      // Never edited: the first revision.
      revision: 0,
      toolsNeeded: ['5/16" nut driver', 'Putty knife'],
      partsNeeded: ['Drive belt (WPW10198086)'],
      steps: [
        { stepNumber: 1, title: 'Unplug the dryer', description: 'Pull the plug.', imageUrl: null },
        {
          stepNumber: 2,
          title: 'Lift the top panel',
          description: 'Release the two clips with a putty knife.',
          imageUrl: 'https://images.example.com/panel.jpg',
        },
        {
          stepNumber: 3,
          title: 'Loop the new belt',
          description: 'Ribbed side against the drum.',
          imageUrl: null,
        },
      ],
      likedByMe: true,
    });
    const pump: GuideDetail = (
      await get(first.app, `/api/guides/${ids.pump.toHexString()}`, firstReader)
    ).json();
    expect(pump.steps.map((step) => step.title)).toEqual(['Drain the tub', 'Clear the filter']);
    expect(pump.likedByMe).toBe(false);
    const gasket: GuideDetail = (
      await get(first.app, `/api/guides/${ids.gasket.toHexString()}`, secondReader)
    ).json();
    expect(gasket).toMatchObject({ likes: 1, likedByMe: false, toolsNeeded: ['Hair dryer'] });
    expect(gasket.steps).toEqual([
      {
        stepNumber: 1,
        title: 'Warm the new gasket',
        description: 'A hair dryer straightens the folds.',
        imageUrl: null,
      },
    ]);
  });

  it('finds old guides by title and category, including one stored before the search index', async () => {
    const titles = async (query: string) =>
      ((await get(first.app, `/api/guides?${query}`)).json() as GuideListResponse).items.map((g) => g.title);
    expect(await titles('search=belt%20DRYER')).toEqual(['Replace the drive belt on a Whirlpool dryer']);
    expect(await titles('search=gasket')).toEqual(['Refrigerator door gasket swap']);
    expect(await titles('category=Washers')).toEqual(['Washer will not drain: clear the pump']);
    expect(await titles('category=Dryers&search=whirl')).toEqual([
      'Replace the drive belt on a Whirlpool dryer',
    ]);
  });

  it('leaves no old field in any document', async () => {
    expect(
      await oldFieldCount(db, 'repair_guides', [
        'user_id',
        'title_prefixes',
        'time_required',
        'image_url',
        'tools_needed',
        'parts_needed',
        'created_at',
      ]),
    ).toBe(0);
    expect(await oldFieldCount(db, 'guide_steps', ['guide_id', 'step_number', 'image_url'])).toBe(0);
    expect(await oldFieldCount(db, 'guide_likes', ['guide_id', 'user_id', 'created_at'])).toBe(0);
    expect(
      await db.collection('guide_likes').findOne({ userId: secondReader }, { projection: { _id: 0 } }),
    ).toEqual({
      guideId: ids.belt,
      userId: secondReader,
      createdAt: new Date('2026-10-03T09:00:00.000Z'),
    });
  });

  it('replaces the old indexes with the same indexes on the new names', async () => {
    expect(await indexesOf(db, 'repair_guides')).toEqual([
      { name: '_id_', key: [['_id', 1]], unique: false },
      {
        name: 'category_1_createdAt_-1__id_-1',
        key: [
          ['category', 1],
          ['createdAt', -1],
          ['_id', -1],
        ],
        unique: false,
      },
      {
        name: 'category_1_titlePrefixes_1_createdAt_-1__id_-1',
        key: [
          ['category', 1],
          ['titlePrefixes', 1],
          ['createdAt', -1],
          ['_id', -1],
        ],
        unique: false,
      },
      {
        name: 'createdAt_-1__id_-1',
        key: [
          ['createdAt', -1],
          ['_id', -1],
        ],
        unique: false,
      },
      {
        name: 'titlePrefixes_1_createdAt_-1__id_-1',
        key: [
          ['titlePrefixes', 1],
          ['createdAt', -1],
          ['_id', -1],
        ],
        unique: false,
      },
    ]);
    expect(await indexesOf(db, 'guide_steps')).toEqual([
      { name: '_id_', key: [['_id', 1]], unique: false },
      {
        name: 'guideId_1_stepNumber_1',
        key: [
          ['guideId', 1],
          ['stepNumber', 1],
        ],
        unique: true,
      },
    ]);
    expect(await indexesOf(db, 'guide_likes')).toEqual([
      { name: '_id_', key: [['_id', 1]], unique: false },
      {
        name: 'guideId_1_userId_1',
        key: [
          ['guideId', 1],
          ['userId', 1],
        ],
        unique: true,
      },
    ]);
    expect(await db.collection('service_markers').countDocuments({ _id: camelCaseMarkerId as never })).toBe(
      1,
    );
  });

  it('starts again on the same data with nothing to do, and likes and views go on counting', async () => {
    await first.close();
    const again = await build({ shareWith: { database, tokens }, env: { SEED_DEMO_DATA: 'true' } });
    try {
      expect((await get(again.app, '/api/guides?limit=48')).json()).toEqual({
        items: expectedList,
        nextCursor: null,
      });
      const belt = ids.belt.toHexString();
      const headers = (sub: string) => tokens.authHeader({ sub });
      // Already liked in the old data: the unique index on the new names still sees it.
      const repeated = await again.app.inject({
        method: 'PUT',
        url: `/api/guides/${belt}/like`,
        headers: headers(firstReader),
      });
      expect(repeated.json()).toEqual({ likes: 2, likedByMe: true });
      const removed = await again.app.inject({
        method: 'DELETE',
        url: `/api/guides/${belt}/like`,
        headers: headers(secondReader),
      });
      expect(removed.json()).toEqual({ likes: 1, likedByMe: false });
      const viewed = await again.app.inject({ method: 'POST', url: `/api/guides/${belt}/views` });
      expect(viewed.json()).toEqual({ views: 42 });
    } finally {
      await again.close();
    }
  });
});

describe('migrateToCamelCaseFields', () => {
  let ctx: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(() => ctx?.close());

  it('does nothing once its marker is written, and finds nothing to do on a database already renamed', async () => {
    // build() started the service on an empty database: the marker is there.
    expect(await migrateToCamelCaseFields(ctx.app.db)).toBeNull();
    await ctx.app.db.collection('service_markers').deleteOne({ _id: camelCaseMarkerId as never });
    expect(await migrateToCamelCaseFields(ctx.app.db)).toEqual({ renamed: {}, droppedIndexes: [] });
    expect(await migrateToCamelCaseFields(ctx.app.db)).toBeNull();
  });
});
