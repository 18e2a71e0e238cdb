import { Types } from 'mongoose';
import { guideListResponseSchema } from '@claims/contracts';
import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { build } from '../helper';
import { guideBody, olderStoredGuide } from '../support/guide-fixtures';
import { descriptionExcerpt } from '../../src/repositories/excerpt';
import { derivedFieldsVersion } from '../../src/repositories/derived-fields';
import { listPageJson, summaryJson, type SummarySource } from '../../src/repositories/summary-json';
import { normalizedWords, searchPrefixes, titlePrefixes } from '../../src/repositories/title-search';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

const source = (overrides: Partial<SummarySource> = {}): SummarySource => ({
  _id: new Types.ObjectId('6650f0c2a1b2c3d4e5f60001'),
  userId: null,
  title: 'Dryer belt "quick" swap',
  description: `${words(60)} and more`,
  category: 'Dryers',
  difficulty: 'Easy',
  timeRequired: '',
  imageUrl: null,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

describe('a stored list card', () => {
  it('holds what a card shows except the counters, with the excerpt as the description', () => {
    const guide = source();
    expect(JSON.parse(summaryJson(guide))).toEqual({
      id: '6650f0c2a1b2c3d4e5f60001',
      userId: null,
      title: 'Dryer belt "quick" swap',
      description: descriptionExcerpt(guide.description),
      category: 'Dryers',
      difficulty: 'Easy',
      timeRequired: '',
      imageUrl: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('is refused for a guide that breaks the contract', () => {
    expect(() => summaryJson(source({ category: 'Toasters' as SummarySource['category'] }))).toThrow();
  });

  it('makes a page that is a valid list answer, with each guide’s counters (whole numbers, else 0)', () => {
    const first = summaryJson(source());
    const second = summaryJson(
      source({ _id: new Types.ObjectId('6650f0c2a1b2c3d4e5f60002'), title: 'Ünïcode ✓' }),
    );
    const page = JSON.parse(
      listPageJson(
        [
          { summaryJson: first, views: 12, likes: 3 },
          { summaryJson: second, views: 1.5 },
        ],
        'next',
      ),
    );
    expect(guideListResponseSchema.parse(page)).toEqual(page);
    expect(page.items.map((item: { views: number; likes: number }) => [item.views, item.likes])).toEqual([
      [12, 3],
      [0, 0],
    ]);
    expect(page.items[1].title).toBe('Ünïcode ✓');
    expect(page.nextCursor).toBe('next');
    expect(JSON.parse(listPageJson([], null))).toEqual({ items: [], nextCursor: null });
  });
});

describe('the list read from stored cards', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase();
  });
  afterAll(async () => {
    await database?.stop();
  });

  it('shows views and likes as they are now, not as they were when the card was stored', async () => {
    const running = await build({ shareWith: { database }, env: { LIST_CACHE_TTL_MS: '0' } });
    try {
      const token = running.tokens.accessToken({ sub: 'counter-author' });
      const created = await running.app.inject({
        method: 'POST',
        url: '/api/guides',
        headers: { authorization: `Bearer ${token}` },
        payload: guideBody({ title: 'Counted guide zeta' }),
      });
      const { id } = created.json();
      // Two visitors (a view counts once per visitor).
      for (const remoteAddress of ['203.0.113.1', '203.0.113.2']) {
        await running.app.inject({
          method: 'POST',
          url: `/api/guides/${id}/views`,
          payload: {},
          remoteAddress,
        });
      }
      await running.app.inject({
        method: 'PUT',
        url: `/api/guides/${id}/like`,
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      const listed = await running.app.inject({ method: 'GET', url: '/api/guides?search=counted%20zeta' });
      expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(listed.json().items).toEqual([
        expect.objectContaining({ id, title: 'Counted guide zeta', views: 2, likes: 1 }),
      ]);
    } finally {
      await running.close();
    }
  });

  it('are made when the service starts for guides an earlier version stored, whose old excerpt is removed', async () => {
    const first = await build({ shareWith: { database } });
    const description = `${words(80)}\nThe end of a long description.`;
    await first.app.db
      .collection('repair_guides')
      .insertOne(
        olderStoredGuide('Older guide without a card', description, { excerpt: 'old excerpt', views: 7 }),
      );
    await first.close();
    const second = await build({ shareWith: { database } });
    try {
      const stored = await second.app.db
        .collection('repair_guides')
        .findOne({ title: 'Older guide without a card' });
      expect(stored).toMatchObject({
        derivedFieldsVersion,
        titlePrefixes: searchPrefixes({ title: stored!.title, category: stored!.category }),
      });
      // The category's words became search keys too.
      expect(stored!.titlePrefixes).toContain(normalizedWords(stored!.category)[0]);
      expect(stored).not.toHaveProperty('excerpt');
      expect(JSON.parse(stored!.summaryJson).description).toBe(descriptionExcerpt(description));
      const response = await second.app.inject({ method: 'GET', url: '/api/guides?search=older%20card' });
      expect(response.json().items).toEqual([
        expect.objectContaining({ description: descriptionExcerpt(description), views: 7 }),
      ]);
    } finally {
      await second.close();
    }
  });

  it('are made at the next start for guides an earlier version changed, and never for a guide that breaks the contract', async () => {
    const first = await build({ shareWith: { database } });
    const guides = first.app.db.collection('repair_guides');
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/guides',
      headers: { authorization: `Bearer ${first.tokens.accessToken({ sub: 'old-editor' })}` },
      payload: guideBody({ title: 'Renamed later omega' }),
    });
    const _id = new Types.ObjectId(created.json().id as string);
    // The version before the stored card edits the title: it writes the excerpt and title prefixes it knows, and
    // leaves the card and its version as they were.
    const title = 'Renamed by an older omega';
    await guides.updateOne(
      { _id },
      { $set: { title, titlePrefixes: titlePrefixes(title), excerpt: 'Old excerpt.' } },
    );
    await guides.insertOne(
      olderStoredGuide('Broken omega', 'Not a category we sell.', { category: 'Toasters' }),
    );
    await first.close();
    const second = await build({ shareWith: { database } });
    try {
      const response = await second.app.inject({ method: 'GET', url: '/api/guides?search=older%20omega' });
      expect(response.json().items.map((item: { title: string }) => item.title)).toEqual([
        'Renamed by an older omega',
      ]);
      expect(
        await second.app.db.collection('repair_guides').findOne({ title: 'Broken omega' }),
      ).not.toHaveProperty('summaryJson');
      await second.app.db.collection('repair_guides').deleteOne({ title: 'Broken omega' });
    } finally {
      await second.close();
    }
  });

  it('are made while the service runs for guides an earlier version writes meanwhile', async () => {
    const running = await build({ shareWith: { database }, env: { LIST_CACHE_TTL_MS: '0' } });
    try {
      const description = `Written meanwhile. ${words(70)}`;
      await running.app.db.collection('repair_guides').insertOne(
        olderStoredGuide('Meanwhile guide', description, {
          titlePrefixes: titlePrefixes('Meanwhile guide'),
        }),
      );
      const response = await running.app.inject({
        method: 'GET',
        url: '/api/guides?search=meanwhile&limit=1',
      });
      const page = response.json();
      expect(page.items).toEqual([
        expect.objectContaining({ title: 'Meanwhile guide', description: descriptionExcerpt(description) }),
      ]);
      expect(guideListResponseSchema.parse(page)).toEqual(page);
    } finally {
      await running.close();
    }
  });
});
