/**
 * The library list (a page of 24) over 100,000 guides under 50 concurrent connections, with autocannon:
 * plain, by category, by search, category + search; and a bare Fastify hello-world measured in the same run.
 * Targets: plain list p99 <= 20 ms; filtered + search p99 <= 100 ms.
 */
import autocannon from 'autocannon';
import { startBenchServer } from './support/start-bench-server';

const guides = Number(process.env.BENCH_LIST_GUIDES ?? 100_000);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const warmUpSeconds = 2;

type Scenario = { name: string; path: string; p99TargetMs?: number; varyCursor?: boolean };

const scenarios: Scenario[] = [
  { name: 'list, newest 24', path: '/api/guides?limit=24', p99TargetMs: 20 },
  { name: 'list, category', path: '/api/guides?limit=24&category=Dryers', p99TargetMs: 100 },
  { name: 'list, search', path: '/api/guides?limit=24&search=capacitor', p99TargetMs: 100 },
  {
    name: 'list, category + search',
    path: '/api/guides?limit=24&category=HVAC&search=capacitor',
    p99TargetMs: 100,
  },
  // Every request a different page deep in the library: never answered from the list cache.
  { name: 'list, random deeper page (uncached)', path: '/api/guides?limit=24', varyCursor: true },
  {
    name: 'list, category, random deeper page (uncached)',
    path: '/api/guides?limit=24&category=Dryers',
    varyCursor: true,
  },
];

/** A cursor somewhere in the seeded range (one guide per minute back from the seed time). */
function randomCursor(): string {
  const createdAt = Date.now() - Math.floor(Math.random() * guides * 0.9) * 60_000;
  const id = Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return Buffer.from(`${createdAt}.${id}`).toString('base64url');
}

type Row = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
  p99TargetMs?: number;
};

async function measure(
  name: string,
  url: string,
  varyCursor = false,
  seconds = durationSeconds,
): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: varyCursor
      ? [{ setupRequest: (request) => ({ ...request, path: `${request.path}&cursor=${randomCursor()}` }) }]
      : undefined,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

export async function benchList() {
  process.stdout.write(`\nStarting the guides service with ${guides.toLocaleString('en-US')} guides ...\n`);
  const server = await startBenchServer(guides);
  process.stdout.write(
    `  seeded in ${(server.seedMs / 1000).toFixed(1)} s (${server.embedded ? 'devdb, in memory' : 'MongoDB at MONGODB_URI'})\n`,
  );
  const rows: Row[] = [];
  try {
    // Every scenario (and the hello-world) is measured after its own 2-second warm-up under the same
    // load, so the figures are steady-state: JIT-compiled paths, a filled list cache where it applies.
    const warmUp = (url: string, varyCursor?: boolean) => measure('warm-up', url, varyCursor, warmUpSeconds);
    await warmUp(server.helloUrl);
    const hello = await measure('bare Fastify hello-world', server.helloUrl);
    rows.push(hello);
    for (const scenario of scenarios) {
      await warmUp(`${server.apiUrl}${scenario.path}`, scenario.varyCursor);
      const row = await measure(scenario.name, `${server.apiUrl}${scenario.path}`, scenario.varyCursor);
      rows.push({
        ...row,
        ratio: row.requestsPerSecond / hello.requestsPerSecond,
        p99TargetMs: scenario.p99TargetMs,
      });
    }
  } finally {
    await server.stop();
  }
  process.stdout.write(
    `\n${connections} connections, ${durationSeconds} s each, ${guides.toLocaleString('en-US')} guides\n`,
  );
  process.stdout.write(
    '| scenario | req/s | p50 ms | p99 ms | vs hello-world | p99 target | errors |\n|---|---|---|---|---|---|---|\n',
  );
  for (const row of rows) {
    const ratio = row.ratio === undefined ? '1.00' : row.ratio.toFixed(2);
    const target =
      row.p99TargetMs === undefined
        ? ''
        : `<= ${row.p99TargetMs} ms ${row.p99 <= row.p99TargetMs ? '(met)' : '(NOT met)'}`;
    process.stdout.write(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${ratio} | ${target} | ${row.errors} |\n`,
    );
  }
  return rows;
}

if (require.main === module) {
  benchList().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
