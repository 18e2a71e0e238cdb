import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { build } from '../helper';
import { olderStoredGuide } from '../support/guide-fixtures';
import { descriptionExcerpt, excerptMax } from '../../src/repositories/excerpt';
import { titlePrefixes } from '../../src/repositories/title-search';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

describe('a card excerpt of a description', () => {
  it('keeps a description that fits, with its white space made single spaces', () => {
    expect(descriptionExcerpt('Unplug the dryer.\n\n  Then   open the panel. ')).toBe(
      'Unplug the dryer. Then open the panel.',
    );
    const fits = 'x'.repeat(excerptMax);
    expect(descriptionExcerpt(fits)).toBe(fits);
  });

  it('cuts a longer one after its last whole word and ends it with an ellipsis', () => {
    const long = words(60); // "word0 word1 …", 6 characters a word with its space
    const excerpt = descriptionExcerpt(long);
    expect(excerpt.endsWith('...')).toBe(true);
    const kept = excerpt.slice(0, -3);
    expect(long.startsWith(`${kept} `)).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(excerptMax);
    expect(kept.length).toBeGreaterThan(excerptMax - 6);
  });

  it('keeps the last word whole when the limit falls just after it', () => {
    const head = `${'a'.repeat(excerptMax - 6)} tail5`;
    expect(descriptionExcerpt(`${head} more words follow`)).toBe(`${head}...`);
  });

  it('drops a comma or stop left at the cut, not a closing bracket', () => {
    const base = 'b'.repeat(excerptMax - 20);
    expect(descriptionExcerpt(`${base} valve, ${'c'.repeat(40)}`)).toBe(`${base} valve...`);
    expect(descriptionExcerpt(`${base} (3/4 in) ${'c'.repeat(40)}`)).toBe(`${base} (3/4 in)...`);
  });

  it('cuts inside a word too long to end at, and never splits a character in two', () => {
    const emoji = '🔧'.repeat(excerptMax + 10);
    const excerpt = descriptionExcerpt(emoji);
    expect(Array.from(excerpt)).toHaveLength(excerptMax + 3);
    expect(excerpt).toBe(`${'🔧'.repeat(excerptMax)}...`);
    // With the u flag, only a lone half of a surrogate pair matches.
    expect(/[\uD800-\uDFFF]/u.test(excerpt)).toBe(false);
  });
});

describe('guides stored before the excerpt', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase();
  });
  afterAll(async () => {
    await database?.stop();
  });

  // While the service runs nothing adds the title prefixes, so this guide has them to be found by a search.
  const olderGuide = (title: string, description: string) =>
    olderStoredGuide(title, description, { titlePrefixes: titlePrefixes(title) });

  it('get it when the service starts, and the list shows it', async () => {
    const first = await build({ shareWith: { database } });
    const description = `${words(80)}\nThe end of a long description.`;
    await first.app.db
      .collection('repair_guides')
      .insertOne(olderGuide('Older guide without an excerpt', description));
    await first.close();
    const second = await build({ shareWith: { database } });
    try {
      expect(
        await second.app.db
          .collection('repair_guides')
          .countDocuments({ excerpt: descriptionExcerpt(description) }),
      ).toBe(1);
      const response = await second.app.inject({ method: 'GET', url: '/api/guides?search=older%20without' });
      expect(response.json().items.map((guide: { description: string }) => guide.description)).toEqual([
        descriptionExcerpt(description),
      ]);
    } finally {
      await second.close();
    }
  });

  it('written by an earlier version while the service runs, are listed with an excerpt of their description', async () => {
    const running = await build({ shareWith: { database } });
    try {
      const description = `Written meanwhile. ${words(70)}`;
      await running.app.db.collection('repair_guides').insertOne(olderGuide('Meanwhile guide', description));
      const response = await running.app.inject({ method: 'GET', url: '/api/guides?search=meanwhile' });
      expect(response.json().items.map((guide: { description: string }) => guide.description)).toEqual([
        descriptionExcerpt(description),
      ]);
    } finally {
      await running.close();
    }
  });
});
