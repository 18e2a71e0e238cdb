import { monitorEventLoopDelay } from 'node:perf_hooks';
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

  it('the embedding process keeps running while the server scans (the server has its own thread)', async () => {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const started = performance.now();
    const found = await client.db('slow').collection('docs').countDocuments(slowFilter);
    const elapsed = performance.now() - started;
    histogram.disable();
    expect(found).toBe(0);
    expect(elapsed).toBeGreaterThan(150);
    // The main thread only waited on a socket: its event loop never stalled for the scan's duration.
    expect(histogram.max / 1e6).toBeLessThan(Math.min(100, elapsed / 2));
  });

  it('other clients are answered while one client runs a long scan', async () => {
    const slow = client.db('slow').collection('docs').find(slowFilter).toArray();
    const scanStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const latencies: number[] = [];
    let scanning = true;
    void slow.then(() => (scanning = false));
    while (scanning) {
      const t = performance.now();
      const doc = await other.db('slow').collection('docs').findOne({ n: 4242 });
      latencies.push(performance.now() - t);
      expect(doc!.n).toBe(4242);
    }
    await slow;
    const scan = performance.now() - scanStarted;
    expect(scan).toBeGreaterThan(150);
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(Math.max(60, scan / 3));
  });
});
