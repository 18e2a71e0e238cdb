import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import type { TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import type { CreateGuideBody, GuideDetail, GuideListResponse, Role } from '@claims/contracts';
import { build, type TestContext } from '../../helper';
import { guideBody } from '../../support/guide-fixtures';

const svgMessage =
  'SVG pictures cannot be shown. Give the address of a JPEG, PNG, WebP or GIF picture, or upload the photo.';

let ctx: TestContext & { close: () => Promise<void> };
let app: ServiceApp;
let tokens: TestTokens;

type TestUser = { sub: string; roles: Role[] };
const author: TestUser = { sub: '6650f0c2a1b2c3d4e5f60001', roles: ['customer'] };
const otherUser: TestUser = { sub: '6650f0c2a1b2c3d4e5f60002', roles: ['tech', 'insurance'] };
const admin: TestUser = { sub: '6650f0c2a1b2c3d4e5f60003', roles: ['admin'] };

beforeAll(async () => {
  ctx = await build();
  ({ app, tokens } = ctx);
});

afterAll(() => ctx?.close());

const collection = (name: string) => app.db.collection(name);

function post(url: string, payload: object, user?: TestUser) {
  return app.inject({ method: 'POST', url, payload, headers: user ? tokens.authHeader(user) : {} });
}

async function createGuide(overrides: Partial<CreateGuideBody> = {}, user = author): Promise<GuideDetail> {
  const response = await post('/api/guides', guideBody(overrides), user);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function list(query: Record<string, string | number> = {}): Promise<GuideListResponse> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/guides',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/guides', () => {
  it('answers 401 when signed out and writes nothing', async () => {
    const before = await collection('repair_guides').countDocuments();
    const response = await post('/api/guides', guideBody());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    expect(await collection('repair_guides').countDocuments()).toBe(before);
  });

  it('creates the guide and its steps for the signed-in author', async () => {
    const guide = await createGuide({ imageUrl: 'https://images.example.com/gasket.jpg' });
    expect(guide).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      userId: author.sub,
      title: 'Replace the door gasket on a Whirlpool refrigerator',
      category: 'Refrigerators',
      difficulty: 'Easy',
      timeRequired: '30 minutes',
      imageUrl: 'https://images.example.com/gasket.jpg',
      views: 0,
      likes: 0,
      likedByMe: false,
    });
    const stored = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().steps.map((s: { stepNumber: number }) => s.stepNumber)).toEqual([1, 2, 3]);
    const stepDocs = await collection('guide_steps')
      .find({ guideId: new Types.ObjectId(guide.id) })
      .toArray();
    expect(stepDocs.map((step) => step.stepNumber).sort()).toEqual([1, 2, 3]);
  });

  it('drops blank tools and parts entries and trims the rest', async () => {
    const guide = await createGuide({
      toolsNeeded: ['  Multimeter ', '', '   '],
      partsNeeded: ['', 'Thermal fuse', ' '],
    });
    expect(guide.toolsNeeded).toEqual(['Multimeter']);
    expect(guide.partsNeeded).toEqual(['Thermal fuse']);
  });

  it('drops steps with an empty title or description and numbers the rest from 1', async () => {
    const guide = await createGuide({
      steps: [
        { title: '', description: 'No title, dropped' },
        { title: 'Remove the panel', description: 'Take out the four screws.' },
        { title: 'No description, dropped', description: '   ' },
        {
          title: 'Test the fuse',
          description: 'Check continuity.',
          imageUrl: 'https://images.example.com/fuse.png',
        },
        { title: '  ', description: '' },
      ],
    });
    expect(guide.steps).toEqual([
      { stepNumber: 1, title: 'Remove the panel', description: 'Take out the four screws.', imageUrl: null },
      {
        stepNumber: 2,
        title: 'Test the fuse',
        description: 'Check continuity.',
        imageUrl: 'https://images.example.com/fuse.png',
      },
    ]);
    const detail = (await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` })).json();
    expect(detail.steps).toEqual(guide.steps);
  });

  it('accepts a guide whose steps were all blank, with no steps', async () => {
    const guide = await createGuide({ steps: [{ title: '', description: '' }] });
    expect(guide.steps).toEqual([]);
  });

  it('keeps time required as free text and treats a blank cover image as none', async () => {
    const guide = await createGuide({ timeRequired: 'An afternoon, plus drying time', imageUrl: '   ' });
    expect(guide.timeRequired).toBe('An afternoon, plus drying time');
    expect(guide.imageUrl).toBeNull();
  });

  it.each([
    ['title', { title: '' }, 'Title is required'],
    ['title', { title: '   ' }, 'Title is required'],
    ['description', { description: '' }, 'Description is required'],
    ['category', { category: undefined }, 'Category is required'],
    ['difficulty', { difficulty: undefined }, 'Difficulty is required'],
    ['category', { category: 'Toasters' }, 'Choose one of the listed categories'],
    ['difficulty', { difficulty: 'Hard' }, 'Choose Easy, Moderate or Difficult'],
    ['imageUrl', { imageUrl: 'not a url' }, 'Cover image must be a valid URL'],
    ['imageUrl', { imageUrl: 'javascript:alert(1)' }, 'Cover image must be a valid URL'],
    [
      'steps.0.imageUrl',
      { steps: [{ title: 'Open', description: 'Open it', imageUrl: 'nope' }] },
      'Step image must be a valid URL',
    ],
    ['imageUrl', { imageUrl: 'https://example.com/pictures/fridge.SVG' }, svgMessage],
    [
      'steps.0.imageUrl',
      { steps: [{ title: 'Open', description: 'Open it', imageUrl: 'https://example.com/door.svgz?v=2' }] },
      svgMessage,
    ],
  ])('rejects a bad %s with 400 and writes nothing', async (field, overrides, message) => {
    const before = await collection('repair_guides').countDocuments();
    const response = await post('/api/guides', { ...guideBody(), ...overrides } as object, author);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields[field]).toBe(message);
    expect(await collection('repair_guides').countDocuments()).toBe(before);
  });

  it('takes a picture address that only mentions svg outside the file name', async () => {
    const guide = await createGuide({ imageUrl: 'https://example.com/svg/fridge.jpg?from=a.svg' });
    expect(guide.imageUrl).toBe('https://example.com/svg/fridge.jpg?from=a.svg');
  });

  it('accepts every one of the seven categories and three difficulties', async () => {
    for (const category of [
      'Refrigerators',
      'Washers',
      'Dryers',
      'Dishwashers',
      'Ovens',
      'HVAC',
      'Small Appliances',
    ] as const) {
      await createGuide({ category, title: `Category check ${category}` });
    }
    for (const difficulty of ['Easy', 'Moderate', 'Difficult'] as const) {
      await createGuide({ difficulty, title: `Difficulty check ${difficulty}` });
    }
  });

  it('ignores a dropped step whose image URL is not a URL', async () => {
    const guide = await createGuide({
      steps: [
        { title: '', description: 'dropped', imageUrl: 'nope' },
        { title: 'Kept', description: 'Kept step' },
      ],
    });
    expect(guide.steps).toHaveLength(1);
  });

  it('leaves no half-written guide when the steps cannot be written', async () => {
    const steps = app.db.model('GuideStep');
    const spy = jest.spyOn(steps, 'insertMany').mockRejectedValueOnce(new Error('disk full'));
    const before = {
      guides: await collection('repair_guides').countDocuments(),
      steps: await collection('guide_steps').countDocuments(),
    };
    const response = await post('/api/guides', guideBody({ title: 'Should not exist' }), author);
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong' } });
    expect(await collection('repair_guides').countDocuments()).toBe(before.guides);
    expect(await collection('guide_steps').countDocuments()).toBe(before.steps);
  });

  it('removes the written steps when the guide itself cannot be written', async () => {
    const guides = app.db.model('RepairGuide');
    const spy = jest.spyOn(guides, 'create').mockRejectedValueOnce(new Error('connection reset'));
    const before = {
      guides: await collection('repair_guides').countDocuments(),
      steps: await collection('guide_steps').countDocuments(),
    };
    const response = await post('/api/guides', guideBody({ title: 'Should not exist either' }), author);
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(await collection('repair_guides').countDocuments()).toBe(before.guides);
    expect(await collection('guide_steps').countDocuments()).toBe(before.steps);
  });
});

describe('GET /api/guides', () => {
  it('lists newest first', async () => {
    const older = await createGuide({ title: 'Ordering check older' });
    const newer = await createGuide({ title: 'Ordering check newer' });
    const { items } = await list({ limit: 48 });
    const ids = items.map((guide) => guide.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids[0]).toBe(newer.id);
    const dates = items.map((guide) => guide.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('lists what a card shows; tools and parts only come with the guide', async () => {
    const guide = await createGuide({ title: 'Lean list item check' });
    const { items } = await list({ search: 'Lean list item check' });
    expect(Object.keys(items[0]).sort()).toEqual([
      'category',
      'createdAt',
      'description',
      'difficulty',
      'id',
      'imageUrl',
      'likes',
      'timeRequired',
      'title',
      'userId',
      'views',
    ]);
    const detail = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` });
    expect(detail.json()).toMatchObject({ toolsNeeded: guide.toolsNeeded, partsNeeded: guide.partsNeeded });
  });

  it('lists the start of a long description, as much as a card shows; the guide has all of it', async () => {
    const description = `${'Loosen the four screws of the rear panel. '.repeat(20)}Done.`;
    const guide = await createGuide({ title: 'Excerpt check long', description });
    const [item] = (await list({ search: 'Excerpt check long' })).items;
    expect(item.description).toBe(
      `${'Loosen the four screws of the rear panel. '.repeat(5)}Loosen the four screws of the...`,
    );
    const detail = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` });
    expect(detail.json().description).toBe(description);
  });

  it('filters by category equality', async () => {
    await createGuide({ title: 'Ice maker in HVAC? no', category: 'HVAC' });
    const { items } = await list({ category: 'HVAC', limit: 48 });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((guide) => guide.category === 'HVAC')).toBe(true);
  });

  it('searches titles by word prefixes in any order, ignoring case and accents', async () => {
    const guide = await createGuide({ title: 'Replace the Defrost Thermostat on a GE GSS25' });
    const accented = await createGuide({ title: 'Sécheuse: courroie cassée' });
    for (const search of [
      'defrost thermostat',
      'DEFROST',
      'therm defr',
      'gss25',
      'gss',
      '  Replace,  the  ',
    ]) {
      const { items } = await list({ search });
      expect(items.map((g) => g.id)).toContain(guide.id);
    }
    for (const search of ['secheuse', 'COURROIE cass', 'sécheuse']) {
      expect((await list({ search })).items.map((g) => g.id)).toEqual([accented.id]);
    }
    // A plural finds the singular.
    for (const search of ['thermostats', 'Defrost THERMOSTATS']) {
      expect((await list({ search })).items.map((g) => g.id)).toContain(guide.id);
    }
    // Inside a word is not a word prefix, nor is a longer word; every word must match.
    for (const search of ['frost', 'defrost belt', 'thermostatic']) {
      expect((await list({ search })).items.map((g) => g.id)).not.toContain(guide.id);
    }
  });

  it('finds "dryer belt" in any order and not a title with only one of the words', async () => {
    const both = await createGuide({ title: 'Dryer drum belt snapped', category: 'Dryers' });
    const reversed = await createGuide({ title: 'Belt squeal on a Whirlpool dryer', category: 'Dryers' });
    const onlyDryer = await createGuide({ title: 'Dryer will not heat', category: 'Dryers' });
    const found = (await list({ search: 'dryer belt' })).items.map((g) => g.id);
    expect(found).toEqual([reversed.id, both.id]);
    expect(found).not.toContain(onlyDryer.id);
    expect((await list({ search: 'BELT Dry' })).items.map((g) => g.id)).toEqual([reversed.id, both.id]);
  });

  it('finds a brand written with initials by its initials, not every title with words starting with them', async () => {
    const smith = await createGuide({ title: 'A.O. Smith water heater pilot goes out', category: 'HVAC' });
    const other = await createGuide({ title: 'Anode rod odor in a Rheem water heater', category: 'HVAC' });
    for (const search of ['A.O.', 'a.o', 'AO', 'ao smith'])
      expect((await list({ search })).items.map((g) => g.id)).toEqual([smith.id]);
    // The letters alone still find both, as any two words do.
    expect((await list({ search: 'a o water' })).items.map((g) => g.id)).toEqual([other.id, smith.id]);
  });

  it("finds a guide by its category's name as well as its title", async () => {
    const furnace = await createGuide({ title: 'Furnace igniter glows but no flame', category: 'HVAC' });
    const hvacQuasar = await createGuide({
      title: 'Quasar thermostat reads 5 degrees high',
      category: 'HVAC',
    });
    const fridgeQuasar = await createGuide({ title: 'Quasar thermostat clicks', category: 'Refrigerators' });
    const hvac = (await list({ search: 'hvac' })).items.map((g) => g.id);
    expect(hvac).toEqual(expect.arrayContaining([furnace.id, hvacQuasar.id]));
    expect(hvac).not.toContain(fridgeQuasar.id);
    expect((await list({ search: 'HVAC quasar' })).items.map((g) => g.id)).toEqual([hvacQuasar.id]);
    expect((await list({ search: 'refrigerators quasar' })).items.map((g) => g.id)).toEqual([
      fridgeQuasar.id,
    ]);
    expect((await list({ search: 'quasar' })).items.map((g) => g.id)).toEqual([
      fridgeQuasar.id,
      hvacQuasar.id,
    ]);
  });

  it('combines search and category', async () => {
    const dryer = await createGuide({ title: 'Squeaky drum rollers', category: 'Dryers' });
    await createGuide({ title: 'Squeaky door hinge', category: 'Ovens' });
    const { items } = await list({ search: 'squeaky', category: 'Dryers' });
    expect(items.map((g) => g.id)).toEqual([dryer.id]);
  });

  it('treats search text literally (no regular expressions); punctuation alone matches nothing', async () => {
    const guide = await createGuide({ title: 'Fix (and test) a 240V [range] outlet?' });
    const { items } = await list({ search: '(and test) a 240V [range]' });
    expect(items.map((g) => g.id)).toEqual([guide.id]);
    expect((await list({ search: '.*' })).items).toEqual([]);
    expect((await list({ search: 'zzqx' })).items).toEqual([]);
  });

  it('answers a search from the prefix index, never by reading every guide', async () => {
    const explain = await collection('repair_guides')
      .find({ titlePrefixes: { $all: ['dryer', 'belt'] } })
      .sort({ createdAt: -1, _id: -1 })
      .limit(25)
      .explain('executionStats');
    expect(JSON.stringify(explain.queryPlanner.winningPlan)).toContain('titlePrefixes_1_createdAt_-1__id_-1');
    expect(JSON.stringify(explain.queryPlanner.winningPlan)).not.toContain('COLLSCAN');
  });

  it('rejects an unknown category, a bad limit and a bad cursor with 400', async () => {
    for (const query of [
      'category=Toasters',
      'limit=0',
      'limit=1000',
      'cursor=%%%',
      `cursor=${Buffer.from('nonsense').toString('base64url')}`,
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/guides?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toMatch(/validation_failed|bad_request/);
    }
  });

  it('pages with a cursor, stable while new guides are inserted', async () => {
    const category = 'Dishwashers';
    for (let i = 0; i < 7; i += 1) await createGuide({ title: `Paging check ${i}`, category });
    const everything = (await list({ category, limit: 48 })).items.map((g) => g.id);

    const first = await list({ category, limit: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    // Others keep adding guides while the reader scrolls.
    const inserted = await Promise.all(
      [1, 2, 3].map((i) => createGuide({ title: `Inserted meanwhile ${i}`, category })),
    );

    const seen = first.items.map((g) => g.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await list({ category, limit: 3, cursor });
      seen.push(...page.items.map((g) => g.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(everything);
    expect(new Set(seen).size).toBe(seen.length);
    for (const guide of inserted) expect(seen).not.toContain(guide.id);
    expect((await list({ category, limit: 3 })).items.map((g) => g.id)).toEqual(
      expect.arrayContaining(inserted.map((g) => g.id)),
    );
  });

  it('keeps guides with the same creation time apart by id', async () => {
    const createdAt = new Date('2024-03-01T12:00:00Z');
    const ids = await app.guidesRepository.insertGenerated(
      Array.from({ length: 5 }, (_, i) => ({
        title: `Same instant ${i}`,
        description: 'Tie-break check',
        category: 'Ovens' as const,
        difficulty: 'Easy' as const,
        timeRequired: '10 minutes',
        imageUrl: null,
        toolsNeeded: [],
        partsNeeded: [],
        views: 0,
        likes: 0,
        steps: [],
      })),
      { userId: null, createdAt: () => createdAt },
    );
    expect(ids).toBe(5);
    const titles: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await list({ search: 'Same instant', limit: 2, ...(cursor ? { cursor } : {}) });
      titles.push(...page.items.map((g) => g.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toHaveLength(5);
    expect(new Set(titles).size).toBe(5);
  });
});

describe('GET /api/guides/:id', () => {
  it('answers 404 Guide not found for an unknown or malformed id', async () => {
    for (const id of ['6650f0c2a1b2c3d4e5f6ffff', 'not-a-guide', '123', 'abcdefghijkl', 'a'.repeat(90)]) {
      const response = await app.inject({ method: 'GET', url: `/api/guides/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Guide not found' } });
    }
  });

  it('returns the steps ordered by step number', async () => {
    const guide = await createGuide({
      steps: Array.from({ length: 12 }, (_, i) => ({
        title: `Step title ${i + 1}`,
        description: `Do thing ${i + 1}`,
      })),
    });
    const detail: GuideDetail = (await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` })).json();
    expect(detail.steps.map((s) => s.stepNumber)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(detail.steps.map((s) => s.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Step title ${i + 1}`),
    );
  });
});

describe('guide categories', () => {
  it('accepts exactly the seven categories of the spec and refuses any other', async () => {
    const spec = ['Refrigerators', 'Washers', 'Dryers', 'Dishwashers', 'Ovens', 'HVAC', 'Small Appliances'];
    for (const category of spec) {
      expect((await post('/api/guides', guideBody({ category: category as never }), author)).statusCode).toBe(
        201,
      );
    }
    for (const category of ['Microwaves', 'Water Heaters', 'Toasters', 'hvac']) {
      const response = await post('/api/guides', guideBody({ category: category as never }), author);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('category');
    }
    const query = await app.inject({ method: 'GET', url: '/api/guides?category=Microwaves' });
    expect(query.statusCode).toBe(400);
  });
});

describe('steps stored out of order', () => {
  it('come back ordered by step number, whatever order the database keeps them in', async () => {
    const guide = await createGuide({ steps: [] });
    const guideId = new Types.ObjectId(guide.id);
    // Written last step first, so the natural order of the collection is the reverse of the step order.
    await collection('guide_steps').insertMany(
      [3, 1, 2].map((n) => ({
        guideId,
        stepNumber: n,
        title: `Step ${n}`,
        description: `Do ${n}`,
        imageUrl: null,
      })),
    );
    const detail: GuideDetail = (await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` })).json();
    expect(detail.steps.map((s) => s.title)).toEqual(['Step 1', 'Step 2', 'Step 3']);
  });
});

describe('PUT and DELETE /api/guides/:id (author and admins)', () => {
  const put = (id: string, payload: object, user?: TestUser) =>
    app.inject({
      method: 'PUT',
      url: `/api/guides/${id}`,
      payload,
      headers: user ? tokens.authHeader(user) : {},
    });
  const remove = (id: string, user?: TestUser) =>
    app.inject({ method: 'DELETE', url: `/api/guides/${id}`, headers: user ? tokens.authHeader(user) : {} });
  const read = (id: string) => app.inject({ method: 'GET', url: `/api/guides/${id}` });

  it('lets the author replace the overview and the steps', async () => {
    const guide = await createGuide();
    const response = await put(
      guide.id,
      guideBody({
        title: 'Edited: replace the gasket',
        description: 'Edited description.',
        steps: [
          { title: 'Only step', description: 'Now one step.' },
          { title: '', description: '' },
        ],
      }),
      author,
    );
    expect(response.statusCode).toBe(200);
    const detail: GuideDetail = (await read(guide.id)).json();
    expect(detail.title).toBe('Edited: replace the gasket');
    expect(detail.steps).toEqual([
      { stepNumber: 1, title: 'Only step', description: 'Now one step.', imageUrl: null },
    ]);
    expect(await collection('guide_steps').countDocuments({ guideId: new Types.ObjectId(guide.id) })).toBe(1);
    const listed = (await list({ search: 'edited gasket' })).items;
    expect(listed.map((g) => [g.id, g.description])).toEqual([[guide.id, 'Edited description.']]);
  });

  it('lets an admin edit and delete a guide someone else wrote', async () => {
    const guide = await createGuide();
    expect((await put(guide.id, guideBody({ title: 'Admin fixed the title' }), admin)).statusCode).toBe(200);
    expect((await remove(guide.id, admin)).statusCode).toBe(204);
    expect((await read(guide.id)).statusCode).toBe(404);
  });

  it('refuses everyone else with 403 and 401, changing nothing', async () => {
    const guide = await createGuide();
    const edit = await put(guide.id, guideBody({ title: 'Hijacked' }), otherUser);
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      error: { code: 'forbidden', message: 'Only the author of this guide or an admin can change it' },
    });
    expect((await remove(guide.id, otherUser)).statusCode).toBe(403);
    expect((await put(guide.id, guideBody(), undefined)).statusCode).toBe(401);
    expect((await remove(guide.id)).statusCode).toBe(401);
    expect(((await read(guide.id)).json() as GuideDetail).title).toBe(guide.title);
  });

  it('deletes the steps and likes with the guide, and answers 404 after', async () => {
    const guide = await createGuide();
    await app.inject({
      method: 'PUT',
      url: `/api/guides/${guide.id}/like`,
      headers: tokens.authHeader(otherUser),
    });
    expect((await remove(guide.id, author)).statusCode).toBe(204);
    const guideId = new Types.ObjectId(guide.id);
    expect(await collection('guide_steps').countDocuments({ guideId: guideId })).toBe(0);
    expect(await collection('guide_likes').countDocuments({ guideId: guideId })).toBe(0);
    expect((await remove(guide.id, author)).statusCode).toBe(404);
    expect((await put('not-a-guide', guideBody(), admin)).statusCode).toBe(404);
  });

  it('validates an edit like a new guide', async () => {
    const guide = await createGuide();
    const response = await put(guide.id, guideBody({ title: '' }), author);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('title');
  });

  it('refuses an edit begun from a revision someone has saved over, keeping their save', async () => {
    const guide = await createGuide();
    expect(guide.revision).toBe(0);
    // Two tabs open the edit form of revision 0; the first saves a new title.
    const first = await put(guide.id, guideBody({ title: 'Saved first', revision: 0 }), author);
    expect(first.statusCode).toBe(200);
    expect(first.json<GuideDetail>().revision).toBe(1);
    // The second, still showing revision 0, changes only the time required: refused, the first save stays.
    const stale = await put(guide.id, guideBody({ timeRequired: '3 hours', revision: 0 }), author);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: {
        code: 'conflict',
        message:
          'This guide was changed after you opened it. Reload the page to see the current guide with your changes kept on top of it.',
      },
    });
    const current: GuideDetail = (await read(guide.id)).json();
    expect([current.title, current.revision]).toEqual(['Saved first', 1]);
    // From the current revision the edit goes through.
    const again = await put(
      guide.id,
      guideBody({ title: 'Saved first', timeRequired: '3 hours', revision: 1 }),
      author,
    );
    expect(again.statusCode).toBe(200);
    expect((await read(guide.id)).json<GuideDetail>()).toMatchObject({
      timeRequired: '3 hours',
      revision: 2,
    });
  });

  it('saves one of two edits of the same revision sent together, and refuses the other', async () => {
    const guide = await createGuide();
    const answers = await Promise.all(
      ['Tab A', 'Tab B'].map((title) =>
        put(
          guide.id,
          guideBody({
            title,
            revision: 0,
            steps: [1, 2, 3].map((n) => ({ title: `${title} step ${n}`, description: 'Do it.' })),
          }),
          author,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const saved: GuideDetail = (await read(guide.id)).json();
    // The guide and its steps are one edit's, whole.
    expect(saved.steps.map((step) => step.title)).toEqual([1, 2, 3].map((n) => `${saved.title} step ${n}`));
  });
});

describe('POST /api/guides/:id/views', () => {
  const view = (id: string, from: { address?: string; browser?: string; user?: TestUser } = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/guides/${id}/views`,
      payload: {},
      remoteAddress: from.address ?? '198.51.100.7',
      headers: {
        'user-agent': from.browser ?? 'Chromium 156',
        ...(from.user ? tokens.authHeader(from.user) : {}),
      },
    });

  it('counts a visitor once per guide: a reload or a return adds no view', async () => {
    const guide = await createGuide();
    const first = await view(guide.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ views: 1 });
    expect((await view(guide.id)).json()).toEqual({ views: 1 });
    // Another guide is another count.
    const other = await createGuide({ title: 'Another counted guide' });
    expect((await view(other.id)).json()).toEqual({ views: 1 });
    expect((await view(guide.id)).json()).toEqual({ views: 1 });
  });

  it('counts different visitors: another address, a signed-in user once wherever they are', async () => {
    const guide = await createGuide();
    await view(guide.id);
    expect((await view(guide.id, { address: '198.51.100.8' })).json()).toEqual({ views: 2 });
    expect((await view(guide.id, { user: otherUser })).json()).toEqual({ views: 3 });
    expect((await view(guide.id, { user: otherUser, address: '192.0.2.44' })).json()).toEqual({ views: 3 });
    // The marks keep no address: only the user's id or a hash.
    const marks = await collection('guide_views')
      .find({ guideId: new Types.ObjectId(guide.id) })
      .toArray();
    expect(marks).toHaveLength(3);
    expect(JSON.stringify(marks)).not.toMatch(/198\.51|192\.0\.2|Chromium/);
  });

  it('keeps a mark that hashing every address cannot turn back into the address', async () => {
    const guide = await createGuide();
    await view(guide.id, { address: '198.51.100.7' });
    const [mark] = await collection('guide_views')
      .find({ guideId: new Types.ObjectId(guide.id) })
      .toArray();
    const plain = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);
    const day = new Date().toISOString().slice(0, 10);
    expect(mark!.visitor).toMatch(/^visitor:[\w-]{22}$/);
    expect([plain('198.51.100.7'), plain(`${day} 198.51.100.7`)]).not.toContain(
      mark!.visitor.slice('visitor:'.length),
    );
  });

  it('counts a visitor once across instances sharing VIEW_HASH_KEY, and again on an instance with its own key', async () => {
    const key = 'k'.repeat(40);
    const first = await build({ env: { VIEW_HASH_KEY: key } });
    const second = await build({ env: { VIEW_HASH_KEY: key }, shareWith: first });
    const third = await build({ shareWith: first });
    try {
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/guides',
        payload: guideBody(),
        headers: first.tokens.authHeader(author),
      });
      const id = created.json().id as string;
      const viewOn = (instance: TestContext) =>
        instance.app.inject({
          method: 'POST',
          url: `/api/guides/${id}/views`,
          payload: {},
          remoteAddress: '203.0.113.9',
        });
      expect((await viewOn(first)).json()).toEqual({ views: 1 });
      expect((await viewOn(second)).json()).toEqual({ views: 1 });
      expect((await viewOn(third)).json()).toEqual({ views: 2 });
    } finally {
      await third.close();
      await second.close();
      await first.close();
    }
  });

  it('refuses a VIEW_HASH_KEY too short to be a secret', async () => {
    await expect(build({ env: { VIEW_HASH_KEY: 'short' }, shareWith: ctx })).rejects.toThrow(/VIEW_HASH_KEY/);
  });

  it('counts one address once however its browser names itself', async () => {
    const guide = await createGuide();
    for (const browser of ['Chromium 156', 'Firefox 150', 'Safari 19', 'curl/8.9', '']) {
      expect((await view(guide.id, { browser })).json()).toEqual({ views: 1 });
    }
  });

  it('counts one IPv6 visitor once across the addresses of its /64 network, and another network again', async () => {
    const guide = await createGuide();
    expect((await view(guide.id, { address: '2001:db8:4:5::1' })).json()).toEqual({ views: 1 });
    expect((await view(guide.id, { address: '2001:db8:4:5:a:b:c:d' })).json()).toEqual({ views: 1 });
    expect((await view(guide.id, { address: '2001:db8:4:6::1' })).json()).toEqual({ views: 2 });
  });

  it('counts the visitor again once the window has passed, and the window is 30 minutes', async () => {
    const guide = await createGuide();
    await view(guide.id);
    // What MongoDB's expiry does when the window ends.
    await collection('guide_views').deleteMany({ guideId: new Types.ObjectId(guide.id) });
    expect((await view(guide.id)).json()).toEqual({ views: 2 });
    const indexes = await collection('guide_views').indexes();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { createdAt: 1 }, expireAfterSeconds: 30 * 60 }),
    );
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { guideId: 1, visitor: 1 }, unique: true }),
    );
  });

  it('counts one view for a visitor whose page asks twice at once', async () => {
    const guide = await createGuide();
    const answers = await Promise.all([view(guide.id), view(guide.id), view(guide.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` })).json().views).toBe(1);
  });

  it("a deleted guide's view marks go with it", async () => {
    const guide = await createGuide();
    await view(guide.id);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/guides/${guide.id}`,
      headers: tokens.authHeader(author),
    });
    expect(removed.statusCode).toBe(204);
    expect(await collection('guide_views').countDocuments({ guideId: new Types.ObjectId(guide.id) })).toBe(0);
    expect((await view(guide.id)).statusCode).toBe(404);
  });

  it('counts nothing for an unknown or malformed id', async () => {
    const before = await collection('repair_guides')
      .find({}, { projection: { views: 1 } })
      .toArray();
    for (const id of ['6650f0c2a1b2c3d4e5f6ffff', 'abcdefghijkl', 'x'.repeat(90)]) {
      const response = await post(`/api/guides/${id}/views`, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Guide not found' } });
    }
    expect(
      await collection('repair_guides')
        .find({}, { projection: { views: 1 } })
        .toArray(),
    ).toEqual(before);
    expect(
      await collection('repair_guides').countDocuments({
        _id: new Types.ObjectId('6650f0c2a1b2c3d4e5f6ffff'),
      }),
    ).toBe(0);
  });
});

describe('PUT/DELETE /api/guides/:id/like', () => {
  const like = (id: string, user?: TestUser, method: 'PUT' | 'DELETE' = 'PUT') =>
    app.inject({ method, url: `/api/guides/${id}/like`, headers: user ? tokens.authHeader(user) : {} });

  it('answers 401 when signed out', async () => {
    const guide = await createGuide();
    expect((await like(guide.id)).statusCode).toBe(401);
    expect((await like(guide.id, undefined, 'DELETE')).statusCode).toBe(401);
  });

  it('counts one like per user, however often they press it', async () => {
    const guide = await createGuide();
    expect((await like(guide.id, author)).json()).toEqual({ likes: 1, likedByMe: true });
    expect((await like(guide.id, author)).json()).toEqual({ likes: 1, likedByMe: true });
    const concurrent = await Promise.all([
      like(guide.id, otherUser),
      like(guide.id, otherUser),
      like(guide.id, otherUser),
    ]);
    expect(concurrent.every((r) => r.statusCode === 200)).toBe(true);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/guides/${guide.id}`,
      headers: tokens.authHeader(otherUser),
    });
    expect(detail.json()).toMatchObject({ likes: 2, likedByMe: true });
    const anonymous = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` });
    expect(anonymous.json()).toMatchObject({ likes: 2, likedByMe: false });
  });

  it('unlikes once; unliking again changes nothing', async () => {
    const guide = await createGuide();
    await like(guide.id, author);
    expect((await like(guide.id, author, 'DELETE')).json()).toEqual({ likes: 0, likedByMe: false });
    expect((await like(guide.id, author, 'DELETE')).json()).toEqual({ likes: 0, likedByMe: false });
    expect((await like(guide.id, author)).json()).toEqual({ likes: 1, likedByMe: true });
  });

  it('answers 404 for an unknown guide', async () => {
    expect((await like('6650f0c2a1b2c3d4e5f6ffff', author)).statusCode).toBe(404);
  });

  it('keeps the count equal to the likes stored when one user likes and unlikes many times at once', async () => {
    const guide = await createGuide();
    const presses = Array.from({ length: 40 }, (_, n) =>
      like(guide.id, author, n % 2 === 0 ? 'PUT' : 'DELETE'),
    );
    expect((await Promise.all(presses)).every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await like(guide.id, author, 'DELETE')).json()).toEqual({ likes: 0, likedByMe: false });
    const detail = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` });
    expect(detail.json()).toMatchObject({ likes: 0 });
  });

  it("counts an unlike that lands between a like's stored pair and its count, and shows no negative count", async () => {
    const guide = await createGuide();
    const guideId = new Types.ObjectId(guide.id);
    // A like in flight: its pair is stored, its +1 not yet applied.
    await collection('guide_likes').insertOne({ guideId, userId: author.sub, createdAt: new Date() });
    expect((await like(guide.id, author, 'DELETE')).json()).toEqual({ likes: 0, likedByMe: false });
    expect((await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` })).json()).toMatchObject({
      likes: 0,
    });
    // The like's +1 lands now.
    await collection('repair_guides').updateOne({ _id: guideId }, { $inc: { likes: 1 } });
    expect((await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` })).json()).toMatchObject({
      likes: 0,
    });
  });

  it('counts every user who likes a guide, whatever their presses raced with', async () => {
    const guide = await createGuide();
    const users: TestUser[] = Array.from({ length: 6 }, (_, n) => ({
      sub: `6650f0c2a1b2c3d4e5f601${String(n).padStart(2, '0')}`,
      roles: ['customer'],
    }));
    const presses = users.flatMap((user) =>
      Array.from({ length: 8 }, (_, n) => like(guide.id, user, n % 2 === 0 ? 'PUT' : 'DELETE')),
    );
    expect((await Promise.all(presses)).every((answer) => answer.statusCode === 200)).toBe(true);
    // Then four of the six like it and two do not, one press each.
    const final = await Promise.all(users.map((user, n) => like(guide.id, user, n < 4 ? 'PUT' : 'DELETE')));
    expect(final.every((answer) => answer.statusCode === 200)).toBe(true);
    const detail = await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` });
    expect(detail.json()).toMatchObject({ likes: 4 });
    expect(await collection('guide_likes').countDocuments({ guideId: new Types.ObjectId(guide.id) })).toBe(4);
  });
});

describe('POST /api/guides/generate', () => {
  it('answers 401 when signed out and 403 for a non-admin', async () => {
    expect((await post('/api/guides/generate', { count: 5 })).statusCode).toBe(401);
    for (const user of [author, otherUser]) {
      const response = await post('/api/guides/generate', { count: 5 }, user);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });

  it.each([0, 2001, 12.5, 'abc', -3, null])('rejects count %p with 400', async (count) => {
    const before = await collection('repair_guides').countDocuments();
    const response = await post('/api/guides/generate', { count }, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { count: 'Please enter a number between 1 and 2,000' },
    });
    expect(await collection('repair_guides').countDocuments()).toBe(before);
  });

  it('accepts the smallest count, 1, and generates exactly one guide', async () => {
    const before = await collection('repair_guides').countDocuments();
    const response = await post('/api/guides/generate', { count: 1, category: 'washer' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ generated: 1, message: 'Generated 1 sample guide with steps.' });
    expect(await collection('repair_guides').countDocuments()).toBe(before + 1);
  });

  it('answers a run asked again with its key (a page reloaded while it ran) with that run, generating nothing more', async () => {
    const before = await collection('repair_guides').countDocuments();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/guides/generate',
        payload: { count: 3, category: 'oven' },
        headers: { ...tokens.authHeader(admin), 'idempotency-key': 'generator-run-reloaded-1' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await collection('repair_guides').countDocuments()).toBe(before + 3);
  });

  it('rejects an unknown category with 400', async () => {
    const response = await post('/api/guides/generate', { count: 3, category: 'toaster' }, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.category).toBeDefined();
  });

  it('generates guides with 3 to 10 numbered steps each, in the mapped category', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/guides/stats' })).json().total;
    const response = await post('/api/guides/generate', { count: 12, category: 'washer' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ generated: 12, message: expect.stringContaining('12') });
    expect((await app.inject({ method: 'GET', url: '/api/guides/stats' })).json().total).toBe(before + 12);

    const { items } = await list({ limit: 12 });
    expect(items).toHaveLength(12);
    for (const guide of items) {
      expect(guide.category).toBe('Washers');
      expect(guide.userId).toBe(admin.sub);
      const detail: GuideDetail = (
        await app.inject({ method: 'GET', url: `/api/guides/${guide.id}` })
      ).json();
      expect(detail.steps.length).toBeGreaterThanOrEqual(3);
      expect(detail.steps.length).toBeLessThanOrEqual(10);
      expect(detail.steps.map((s) => s.stepNumber)).toEqual(detail.steps.map((_, i) => i + 1));
    }
  });

  it.each([
    ['microwave', 'Small Appliances'],
    ['air_conditioner', 'HVAC'],
    ['water_heater', 'HVAC'],
    ['other', 'Small Appliances'],
    ['oven', 'Ovens'],
  ])('maps generator category %s to %s', async (category, expected) => {
    await post('/api/guides/generate', { count: 2, category }, admin);
    const { items } = await list({ limit: 2 });
    expect(items.map((g) => g.category)).toEqual([expected, expected]);
  });

  it('defaults to category all', async () => {
    const response = await post('/api/guides/generate', { count: 40 }, admin);
    expect(response.json().generated).toBe(40);
    const { items } = await list({ limit: 40 });
    expect(new Set(items.map((g) => g.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('writes 2,000 guides in bulk', async () => {
    const before = await collection('repair_guides').countDocuments();
    const response = await post('/api/guides/generate', { count: 2000, category: 'all' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().generated).toBe(2000);
    expect(await collection('repair_guides').countDocuments()).toBe(before + 2000);
  }, 60_000);
});
