import mongoose, { Schema, type Connection } from 'mongoose';
import { startTestDatabase, type TestDatabase } from '../src/testing';
import { findPage } from '../src/lib/find-page';

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

describe('findPage', () => {
  it('answers one page in the asked order, with the projected fields as stored types', async () => {
    const Item = db.model('Item', new Schema({ n: Number, shelf: String, note: String, at: Date }));
    const base = Date.UTC(2026, 0, 1);
    await Item.insertMany(
      Array.from({ length: 60 }, (_, n) => ({
        n,
        shelf: n % 2 ? 'odd' : 'even',
        note: `item ${n}`,
        at: new Date(base + n * 1000),
      })),
    );
    const page = await findPage<{ _id: unknown; n: number; at: Date; note?: string }>(
      Item,
      { shelf: 'even', n: { $lt: 50 } },
      { projection: { n: 1, at: 1 }, sort: { at: -1 }, limit: 4 },
    );
    expect(page.map((item) => item.n)).toEqual([48, 46, 44, 42]);
    expect(page[0].at).toEqual(new Date(base + 48_000));
    expect(page[0].note).toBeUndefined();
    expect(page[0]._id).toBeInstanceOf(mongoose.Types.ObjectId);
    // A page larger than the driver's default first batch is still one answer.
    expect(await findPage(Item, {}, { sort: { n: 1 }, limit: 60 })).toHaveLength(60);
  });
});
