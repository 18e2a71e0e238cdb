import { MongoClient } from 'mongodb';
import { startDevDb, type DevDb } from '../src/index';
import { describeDevDbOnly } from './support/target';

jest.setTimeout(60_000);

let devdb: DevDb;
let client: MongoClient;
let other: MongoClient;

/** A filter devdb cannot serve from an index: every document is tested against 30 regular expressions. */
const slowFilter = {
  $or: Array.from({ length: 30 }, (_, i) => ({ text: { $regex: `zz${i}q`, $options: 'i' } })),
};

describeDevDbOnly('long scans do not freeze anyone else', () => {
  beforeAll(async () => {
    devdb = await startDevDb();
    client = await MongoClient.connect(devdb.uri);
    other = await MongoClient.connect(devdb.uri);
    const coll = client.db('slow').collection('docs');
    for (let batch = 0; batch < 10; batch++) {
      await coll.insertMany(
        Array.from({ length: 10_000 }, (_, i) => ({
          n: batch * 10_000 + i,
          text: `Document number ${batch * 10_000 + i} about washing machines`,
        })),
      );
    }
    await coll.createIndex({ n: 1 });
  });

  afterAll(async () => {
    await client.close();
    await other.close();
    await devdb.stop();
  });

  // How long anyone waits during a scan is measured in bench/devdb; here only who gets answered meanwhile.
  it('the embedding process keeps running while the server scans (the server has its own thread)', async () => {
    let scanning = true;
    const found = client
      .db('slow')
      .collection('docs')
      .countDocuments(slowFilter)
      .finally(() => (scanning = false));
    // Turns of this thread's event loop while the scan is under way: a scan on this thread would allow a handful.
    let turns = 0;
    while (scanning) {
      await new Promise((resolve) => setImmediate(resolve));
      turns++;
    }
    expect(await found).toBe(0);
    expect(turns).toBeGreaterThan(100);
  });

  it('other clients are answered while one client runs a long scan', async () => {
    let scanning = true;
    const slow = client
      .db('slow')
      .collection('docs')
      .find(slowFilter)
      .toArray()
      .finally(() => (scanning = false));
    // Lookups answered before the scan's answer: a server that scans before anything else answers at most the first.
    let answeredDuringScan = 0;
    while (scanning) {
      const doc = await other.db('slow').collection('docs').findOne({ n: 4242 });
      expect(doc!.n).toBe(4242);
      if (scanning) answeredDuringScan++;
    }
    expect(await slow).toEqual([]);
    expect(answeredDuringScan).toBeGreaterThan(5);
  });
});
