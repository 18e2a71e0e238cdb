import mongoose, { type Connection } from 'mongoose';
import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { counterModel, SequenceBlocks } from '../../src/models/counter';

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

describe('SequenceBlocks (case numbers reserved by block)', () => {
  it('hands out increasing numbers from one block per process, reserved with one counter write per block', async () => {
    const counters = counterModel(db);
    const blocks = new SequenceBlocks(counters, 10);
    const first = await Promise.all(Array.from({ length: 12 }, () => blocks.next('case:first')));
    expect(first).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Two blocks of ten were reserved: the stored counter says 20, so no other process can get 13-20.
    expect((await counters.findById('case:first').lean())?.seq).toBe(20);
  });

  it('never gives the same number to two processes, and a restarted process skips what its last block left', async () => {
    const counters = counterModel(db);
    const processA = new SequenceBlocks(counters, 5);
    const processB = new SequenceBlocks(counters, 5);
    const numbers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? processA : processB).next('case:shared')),
    );
    expect(new Set(numbers).size).toBe(40);
    expect(Math.max(...numbers)).toBe(40);

    await processA.next('case:shared'); // a block 41-45, of which only 41 is used before a "restart"
    const restarted = new SequenceBlocks(counters, 5);
    expect(await restarted.next('case:shared')).toBe(46);
  });
});
