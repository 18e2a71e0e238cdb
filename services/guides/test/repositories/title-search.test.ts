import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { build } from '../helper';
import { olderStoredGuide } from '../support/guide-fixtures';
import {
  normalizedWords,
  searchTerms,
  singularStem,
  searchPrefixes,
  titlePrefixes,
} from '../../src/repositories/title-search';

describe('title search keys', () => {
  it('splits a title into lower-case words without accents or punctuation', () => {
    expect(normalizedWords('Sécheuse: Courroie CASSÉE (WED4815EW1)')).toEqual([
      'secheuse',
      'courroie',
      'cassee',
      'wed4815ew1',
    ]);
  });

  it('reads initials written with dots as one word', () => {
    expect(normalizedWords('A.O. Smith water heater')).toEqual(['ao', 'smith', 'water', 'heater']);
    expect(normalizedWords('u.s.a made; e.g. this')).toEqual(['usa', 'made', 'eg', 'this']);
    // Not initials: a decimal, a model number, an abbreviation of a word.
    expect(normalizedWords('2.5 A model WED4815.EW1 no.5 St.Louis')).toEqual([
      '2',
      '5',
      'a',
      'model',
      'wed4815',
      'ew1',
      'no',
      '5',
      'st',
      'louis',
    ]);
    expect(searchTerms('A.O.')).toEqual(['ao']);
    const keys = titlePrefixes('A.O. Smith');
    for (const key of ['a', 'ao', 'o', 'smith']) expect(keys).toContain(key);
  });

  it('stores every prefix of every word once', () => {
    expect(titlePrefixes('Dryer drum')).toEqual(['d', 'dr', 'dry', 'drye', 'dryer', 'dru', 'drum']);
  });

  it("adds the category's words to the title's", () => {
    const keys = searchPrefixes({ title: 'Thermostat reads high', category: 'HVAC' });
    expect(keys).toEqual(expect.arrayContaining(['thermostat', 'high', 'h', 'hv', 'hva', 'hvac']));
    expect(searchPrefixes({ title: 'Motor hums', category: 'Small Appliances' })).toEqual(
      expect.arrayContaining(['small', 'appliances']),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('caps a long word at 24 characters, in the title and in the search alike', () => {
    const word = 'a'.repeat(30);
    expect(Math.max(...titlePrefixes(word).map((prefix) => prefix.length))).toBe(24);
    expect(searchTerms(word)).toEqual(['a'.repeat(24)]);
  });

  it('searches a plural word as the start its singular shares, so it finds both', () => {
    const stems = [
      'washers',
      'Dryers',
      'switches',
      'boxes',
      'dishes',
      'batteries',
      'appliances',
      'ovens',
    ].map((word) => singularStem(word.toLowerCase()));
    expect(stems).toEqual(['washer', 'dryer', 'switch', 'box', 'dish', 'batter', 'appliance', 'oven']);
    for (const [plural, singular] of [
      ['washers', 'Washer'],
      ['batteries', 'Battery'],
      ['switches', 'Switch'],
    ])
      expect(titlePrefixes(singular)).toContain(searchTerms(plural)[0]);
    // Not plurals, or too short to cut.
    for (const word of ['glass', 'status', 'axis', 'gas', 'pies', 'belt'])
      expect(singularStem(word)).toBe(word);
    expect(searchTerms('Small Appliances')).toEqual(['appliance', 'small']);
  });

  it('turns a search into distinct words, longest first, at most 8', () => {
    expect(searchTerms('belt  DRYER belt')).toEqual(['dryer', 'belt']);
    expect(searchTerms('belts dryer BELT')).toEqual(['dryer', 'belt']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('?!')).toEqual([]);
  });
});

describe('guides stored before the search index', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase();
  });
  afterAll(async () => {
    await database?.stop();
  });

  it('get their title prefixes when the service starts, and are found by a search', async () => {
    const first = await build({ shareWith: { database } });
    await first.app.db
      .collection('repair_guides')
      .insertOne(olderStoredGuide('Older guide: washer pump', 'Stored before the index existed.'));
    await first.close();
    const second = await build({ shareWith: { database } });
    const response = await second.app.inject({ method: 'GET', url: '/api/guides?search=pump%20older' });
    expect(response.json().items.map((guide: { title: string }) => guide.title)).toEqual([
      'Older guide: washer pump',
    ]);
    await second.close();
  });
});
