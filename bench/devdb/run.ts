/**
 * devdb benchmark: the figures the package README quotes.
 *   npx tsx bench/devdb/run.ts            (also run by `npm run bench` through bench/run.ts)
 * Runs against an embedded devdb with a data directory (durable writes, as under `npm start`);
 * set MONGODB_URI to measure a real MongoDB the same way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import mongoose, { Schema } from 'mongoose';
import { startDevDb, type DevDb } from '@claims/devdb';

export interface BenchFigure {
  name: string;
  target: string;
  value: number;
  unit: string;
  pass: boolean;
  detail: string;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const median = (samples: number[]) => percentile(samples, 50);
const round = (n: number) => Math.round(n * 100) / 100;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export async function runDevDbBench(
  log: (line: string) => void = (line) => console.log(line),
): Promise<BenchFigure[]> {
  let devdb: DevDb | undefined;
  let dataDir: string | undefined;
  let uri = process.env.MONGODB_URI;
  if (!uri) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devdb-bench-'));
    devdb = await startDevDb({ dataDir });
    uri = devdb.uri;
  }
  const connection = await mongoose
    .createConnection(uri, { dbName: `devdb_bench_${process.pid}` })
    .asPromise();
  const figures: BenchFigure[] = [];
  try {
    const Small = connection.model('Small', new Schema({ name: String, n: Number, active: Boolean }));
    const People = connection.model(
      'Person',
      new Schema({ email: { type: String, unique: true }, name: String, city: String, age: Number }),
    );
    await Small.init();
    await People.init();

    // 1. insertMany of 2,000 small documents.
    const insertRuns: number[] = [];
    for (let run = 0; run < 15; run++) {
      await Small.deleteMany({});
      const docs = Array.from({ length: 2000 }, (_, i) => ({ name: `item ${i}`, n: i, active: i % 2 === 0 }));
      insertRuns.push(await timed(() => Small.insertMany(docs)));
    }
    const insertMedian = median(insertRuns);
    figures.push({
      name: 'insertMany, 2,000 small documents (mongoose, durable)',
      target: '≤ 150 ms median',
      value: round(insertMedian),
      unit: 'ms',
      pass: insertMedian <= 150 && (await Small.countDocuments()) === 2000,
      detail: `median of ${insertRuns.length} runs; first (cold) run ${round(insertRuns[0])} ms`,
    });

    // 2. Case-insensitive regex find over 100,000 documents.
    await People.deleteMany({});
    for (let batch = 0; batch < 20; batch++) {
      const docs = Array.from({ length: 5000 }, (_, i) => {
        const n = batch * 5000 + i;
        return {
          email: `person${n}@example.com`,
          name: `Person Number ${n}`,
          city: ['Fort Worth', 'Dallas', 'Austin', 'Houston'][n % 4],
          age: n % 90,
        };
      });
      await People.collection.insertMany(docs);
    }
    const regexRuns: number[] = [];
    let matched = 0;
    for (let run = 0; run < 12; run++) {
      regexRuns.push(
        await timed(async () => {
          matched = (await People.find({ name: /number 4242\d$/i }).lean()).length;
        }),
      );
    }
    const regexMedian = median(regexRuns);
    figures.push({
      name: 'case-insensitive regex find over 100,000 documents (mongoose)',
      target: '≤ 80 ms median',
      value: round(regexMedian),
      unit: 'ms',
      pass: regexMedian <= 80 && matched === 10,
      detail: `${matched} matches; median of ${regexRuns.length} runs`,
    });

    // 3. Indexed equality lookup.
    const lookups: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const n = (i * 7919) % 100_000;
      lookups.push(
        await timed(async () => {
          const person = await People.findOne({ email: `person${n}@example.com` }).lean();
          if (!person) throw new Error(`person${n} not found`);
        }),
      );
    }
    const lookupMedian = median(lookups);
    figures.push({
      name: 'indexed equality lookup, findOne on a unique field (mongoose)',
      target: '≤ 1 ms median',
      value: round(lookupMedian),
      unit: 'ms',
      pass: lookupMedian <= 1,
      detail: `p99 ${round(percentile(lookups, 99))} ms over ${lookups.length} lookups`,
    });

    // 4. Change-event latency from write to watcher.
    const Events = connection.model('BenchEvent', new Schema({ seq: Number, at: Number }));
    await Events.init();
    const stream = Events.watch([{ $match: { operationType: 'insert' } }], { maxAwaitTimeMS: 10_000 });
    const arrivals = new Map<number, number>();
    const waiters = new Map<number, () => void>();
    stream.on('change', (event: { fullDocument: { seq: number } }) => {
      arrivals.set(event.fullDocument.seq, performance.now());
      waiters.get(event.fullDocument.seq)?.();
    });
    await new Promise((resolve) => stream.once('resumeTokenChanged', resolve));
    const latencies: number[] = [];
    for (let seq = 0; seq < 300; seq++) {
      const seen = new Promise<void>((resolve) => waiters.set(seq, resolve));
      const written = performance.now();
      await Events.collection.insertOne({ seq, at: Date.now() });
      await seen;
      latencies.push(arrivals.get(seq)! - written);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await stream.close();
    const p99 = percentile(latencies, 99);
    figures.push({
      name: 'change event latency, write to watcher (mongoose Model.watch)',
      target: '≤ 20 ms p99',
      value: round(p99),
      unit: 'ms',
      pass: p99 <= 20,
      detail: `p50 ${round(median(latencies))} ms, max ${round(Math.max(...latencies))} ms over ${latencies.length} events`,
    });

    // 5. Indexed lookups from another client while one client scans everything (the server has its own thread,
    //    and the embedding process's event loop never waits for a scan).
    const slowFilter = {
      $or: Array.from({ length: 30 }, (_, i) => ({ name: { $regex: `zz${i}q`, $options: 'i' } })),
    };
    const stall = monitorEventLoopDelay({ resolution: 5 });
    stall.enable();
    let scanning = true;
    const scanStarted = performance.now();
    const scan = People.collection
      .find(slowFilter)
      .toArray()
      .finally(() => (scanning = false));
    const duringScan: number[] = [];
    while (scanning) {
      duringScan.push(
        await timed(async () => {
          if (!(await People.findOne({ email: 'person4242@example.com' }).lean()))
            throw new Error('not found');
        }),
      );
    }
    await scan;
    const scanMs = performance.now() - scanStarted;
    stall.disable();
    const worstLookup = Math.max(...duringScan);
    const worstStall = stall.max / 1e6;
    figures.push({
      name: 'indexed lookup while another client scans 100,000 documents (worst of all lookups)',
      target: '≤ 60 ms, event loop stall ≤ 100 ms',
      value: round(worstLookup),
      unit: 'ms',
      pass: worstLookup <= 60 && worstStall <= 100 && duringScan.length > 3,
      detail: `${duringScan.length} lookups during a ${round(scanMs)} ms scan; p50 ${round(median(duringScan))} ms; worst event loop stall ${round(worstStall)} ms`,
    });
  } finally {
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
    await devdb?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  log(
    `devdb benchmark (${process.env.MONGODB_URI ? 'MONGODB_URI' : 'embedded devdb with a data directory'}, ${os.cpus().length} CPUs, Node ${process.version})`,
  );
  log('| measurement | target | result | |');
  log('|---|---|---|---|');
  for (const f of figures)
    log(`| ${f.name} | ${f.target} | ${f.value} ${f.unit} (${f.detail}) | ${f.pass ? 'pass' : 'FAIL'} |`);
  return figures;
}

if (require.main === module) {
  runDevDbBench().then(
    (figures) => process.exit(figures.every((f) => f.pass) ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
