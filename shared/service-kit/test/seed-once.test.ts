import mongoose, { type Connection } from 'mongoose';
import { startTestDatabase, type TestDatabase } from '../src/testing';
import { seedOnce } from '../src/lib/seed-once';
import { envInteger } from '../src/config/env-integer';

let database: TestDatabase;
let db: Connection;

beforeAll(async () => {
  database = await startTestDatabase();
  db = await mongoose.createConnection(database.uri, { dbName: database.dbName }).asPromise();
});

afterAll(async () => {
  await db?.close();
  await database?.stop();
});

describe('seedOnce', () => {
  it('seeds once even when two instances start together, and never again', async () => {
    const seed = jest.fn(async () => undefined);
    const results = await Promise.all([
      seedOnce(db, { key: 'demo-items', seed }),
      seedOnce(db, { key: 'demo-items', seed }),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(seed).toHaveBeenCalledTimes(1);
    expect(await seedOnce(db, { key: 'demo-items', seed })).toBe(false);
    expect(seed).toHaveBeenCalledTimes(1);
    expect(
      await db.collection('service_markers').findOne({ _id: 'demo-items-seeded' as never }),
    ).toMatchObject({
      createdAt: expect.any(Date),
    });
  });

  it('skips without a marker when shouldSeed says no, so a later start may still seed', async () => {
    const seed = jest.fn(async () => undefined);
    expect(await seedOnce(db, { key: 'demo-later', shouldSeed: async () => false, seed })).toBe(false);
    expect(seed).not.toHaveBeenCalled();
    expect(await seedOnce(db, { key: 'demo-later', shouldSeed: async () => true, seed })).toBe(true);
    expect(seed).toHaveBeenCalledTimes(1);
  });
});

describe('envInteger', () => {
  const count = envInteger({ min: 1, max: 2000, default: 36 });

  it.each([
    ['1', 1],
    ['2000', 2000],
    [undefined, 36],
  ])('accepts %s as %s', (value, expected) => {
    expect(count.parse(value)).toBe(expected);
  });

  it.each([
    ['0', 'must be at least 1'],
    ['2001', 'must be at most 2000'],
    ['1.5', 'must be a whole number'],
    ['many', 'must be a number'],
  ])('refuses %s: %s', (value, message) => {
    const result = count.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('says "0 or more" when 0 is the least, and has no default unless given', () => {
    const ttl = envInteger({ min: 0 });
    expect(ttl.safeParse('-1').error?.issues[0].message).toBe('must be 0 or more');
    expect(ttl.safeParse(undefined).success).toBe(false);
  });
});
