import mongoose, { Types, type Connection } from 'mongoose';
import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { caseModel } from '../../src/models/case';
import {
  CasesRepository,
  caseListFilter,
  caseListProjection,
  caseListSort,
  encodeCaseCursor,
} from '../../src/repositories/cases-repository';

let database: TestDatabase;
let db: Connection;
let repository: CasesRepository;
const customerId = new Types.ObjectId().toHexString();
const otherCustomerId = new Types.ObjectId().toHexString();
const base = Date.UTC(2026, 10, 2, 15, 0, 0);

/** Three cases share each minute, so pages must break ties by id. */
function caseAt(index: number, owner = customerId) {
  const createdAt = new Date(base - Math.floor(index / 3) * 60_000);
  return {
    _id: new Types.ObjectId(),
    caseNumber: `CA-2026-${String(index + 1).padStart(6, '0')}${owner === customerId ? '' : '-other'}`,
    customerId: owner,
    techId: null,
    insuranceId: null,
    deviceType: 'Washer',
    modelNumber: '',
    serialNumber: '',
    issueDescription: 'Leaks.',
    status: index % 4 === 0 ? 'completed' : 'pending',
    history: [],
    photos: [],
    createdAt,
    updatedAt: createdAt,
  };
}

beforeAll(async () => {
  database = await startTestDatabase();
  db = await mongoose.createConnection(database.uri, { dbName: database.dbName }).asPromise();
  repository = await CasesRepository.open(db, { readCacheTtlMs: 0 });
  await caseModel(db).collection.insertMany([
    ...Array.from({ length: 300 }, (_, index) => caseAt(index)),
    ...Array.from({ length: 30 }, (_, index) => caseAt(index, otherCustomerId)),
  ]);
});

afterAll(async () => {
  await db?.close();
  await database?.stop();
});

describe('case list pages', () => {
  it('pages through every case of the scope once, newest first, across equal creation times', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await repository.list({ customerId }, { limit: 7, cursor });
      seen.push(...page.items.map((item) => item._id.toHexString()));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const expected = await caseModel(db)
      .collection.find({ customerId })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
    expect(seen).toEqual(expected.map((doc) => doc._id.toHexString()));
  });

  it('reads a deep page as a seek on the scope index: about a page of keys, no sort stage', async () => {
    const all = await caseModel(db).collection.find({ customerId }).sort(caseListSort).toArray();
    const after = all[200];
    const filter = caseListFilter(
      { customerId },
      { cursor: encodeCaseCursor({ createdAt: after.createdAt, id: after._id }) },
    );
    const explain = (await caseModel(db)
      .collection.find(filter, { projection: caseListProjection })
      .sort(caseListSort)
      .limit(21)
      .explain('executionStats')) as {
      queryPlanner: { winningPlan: unknown };
      executionStats: { nReturned: number; totalKeysExamined: number };
    };
    const plan = JSON.stringify(explain.queryPlanner.winningPlan);
    expect(plan).toContain('"indexName":"customerId_1_createdAt_-1__id_-1"');
    expect(plan).not.toContain('"stage":"SORT"');
    expect(explain.executionStats.nReturned).toBe(21);
    // 21 rows, the three keys of the cursor's minute (the cursor and its ties) and the key that ends the walk;
    // never the 200 keys before the cursor.
    expect(explain.executionStats.totalKeysExamined).toBeLessThanOrEqual(25);
  });

  it('lists only open cases when asked, and shows a row only the fields the list needs', async () => {
    const page = await repository.list({ customerId }, { limit: 5, open: true });
    expect(page.items.map((item) => item.status)).toEqual(Array(5).fill('pending'));
    expect(Object.keys(page.items[0]).sort()).toEqual(
      [
        '_id',
        'caseNumber',
        'createdAt',
        'deviceType',
        'issueDescription',
        'modelNumber',
        'serialNumber',
        'status',
      ].sort(),
    );
  });
});
