/**
 * The library list (a page of 24) over 100,000 guides under 50 concurrent connections, with autocannon:
 * plain, by category, by search, category + search; and a bare Fastify hello-world measured in the same run.
 * Then, on an instance without the list cache: 1,000 different searches and random deep pages.
 * Targets: plain list p99 <= 20 ms; filtered + search p99 <= 100 ms; uncached searches p99 <= 30 ms;
 * uncached deep pages p99 <= 50 ms. Each row also gives the server's processor time per request (the service's
 * process and devdb's), which queueing does not inflate: under 50 connections the p50 is about 50
 * requests' worth of the busiest thread's time.
 */
import autocannon from 'autocannon';
import { startBenchServer, type BenchServer } from './support/start-bench-server';
import { searchTerms } from './search-terms';

const guides = Number(process.env.BENCH_LIST_GUIDES ?? 100_000);
/** `BENCH_SCENARIOS=uncached` measures only the scenarios whose name contains the word. */
const only = process.env.BENCH_SCENARIOS;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
/** BENCH_CONNECTIONS: concurrent connections (50 unless set; the targets are for 50). */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_ROUNDS: how many times the chosen scenarios are measured in turn on the same library (1 unless set). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const warmUpSeconds = 2;

/** What changes on every request: the page (a random cursor) or the search (one of 1,000 terms in turn). */
type Vary = 'cursor' | 'search';
type Scenario = { name: string; path: string; p99TargetMs?: number; vary?: Vary; uncached?: boolean };
const terms = searchTerms();

const scenarios: Scenario[] = [
  { name: 'list, newest 24', path: '/api/guides?limit=24', p99TargetMs: 20 },
  { name: 'list, category', path: '/api/guides?limit=24&category=Dryers', p99TargetMs: 100 },
  { name: 'list, search', path: '/api/guides?limit=24&search=capacitor', p99TargetMs: 100 },
  {
    name: 'list, category + search',
    path: '/api/guides?limit=24&category=HVAC&search=capacitor',
    p99TargetMs: 100,
  },
  // Every request a different search or a different page, on the instance without the list cache.
  {
    name: 'search, 1,000 different terms (uncached)',
    path: '/api/guides?limit=24',
    vary: 'search',
    uncached: true,
    p99TargetMs: 30,
  },
  {
    name: 'category + search, 1,000 terms (uncached)',
    path: '/api/guides?limit=24&category=Dryers',
    vary: 'search',
    uncached: true,
    p99TargetMs: 30,
  },
  {
    name: 'list, random deeper page (uncached)',
    path: '/api/guides?limit=24',
    vary: 'cursor',
    uncached: true,
    p99TargetMs: 50,
  },
  {
    name: 'list, category, random deeper page (uncached)',
    path: '/api/guides?limit=24&category=Dryers',
    vary: 'cursor',
    uncached: true,
    p99TargetMs: 50,
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
  /** Processor time of the service's process and devdb's per request, in µs. */
  cpuMicros: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
  p99TargetMs?: number;
};

let nextTerm = 0;
function varyPath(path: string, vary: Vary): string {
  if (vary === 'cursor') return `${path}&cursor=${randomCursor()}`;
  const term = terms[nextTerm++ % terms.length];
  return `${path}&search=${encodeURIComponent(term)}`;
}

async function measure(
  server: BenchServer,
  name: string,
  url: string,
  vary?: Vary,
  seconds = durationSeconds,
): Promise<Row> {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: vary
      ? [{ setupRequest: (request) => ({ ...request, path: varyPath(request.path ?? '/', vary) }) }]
      : undefined,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    cpuMicros: Math.round(((server.cpuMs() - cpuBefore) * 1000) / result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

export async function benchList() {
  process.stdout.write(`\nStarting the guides service with ${guides.toLocaleString('en-US')} guides ...\n`);
  const server = await startBenchServer(guides);
  process.stdout.write(`  seeded in ${(server.seedMs / 1000).toFixed(1)} s (${server.database})\n`);
  const rows: Row[] = [];
  try {
    // Every scenario (and the hello-world) is measured after its own 2-second warm-up under the same
    // load, so the figures are steady-state: JIT-compiled paths, a filled list cache where it applies.
    const warmUp = (url: string, vary?: Vary) => measure(server, 'warm-up', url, vary, warmUpSeconds);
    await warmUp(server.helloUrl);
    const hello = await measure(server, 'bare Fastify hello-world', server.helloUrl);
    rows.push(hello);
    for (let round = 1; round <= rounds; round += 1) {
      for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
        const url = `${scenario.uncached ? server.uncachedApiUrl : server.apiUrl}${scenario.path}`;
        await warmUp(url, scenario.vary);
        const name = rounds > 1 ? `${scenario.name}, round ${round}` : scenario.name;
        const row = await measure(server, name, url, scenario.vary);
        // With a log being written, the time each scenario ended, to read the log against.
        if (process.env.BENCH_DEVDB_OUTPUT || process.env.BENCH_SERVER_LOG)
          process.stdout.write(`${new Date().toISOString()} ${name}: p99 ${row.p99} ms\n`);
        rows.push({
          ...row,
          ratio: row.requestsPerSecond / hello.requestsPerSecond,
          p99TargetMs: scenario.p99TargetMs,
        });
      }
    }
  } finally {
    await server.stop();
  }
  process.stdout.write(
    `\n${connections} connections, ${durationSeconds} s each, ${guides.toLocaleString('en-US')} guides\n`,
  );
  process.stdout.write(
    '| scenario | req/s | p50 ms | p99 ms | vs hello-world | server CPU µs/request | p99 target | errors |\n|---|---|---|---|---|---|---|---|\n',
  );
  for (const row of rows) {
    const ratio = row.ratio === undefined ? '1.00' : row.ratio.toFixed(2);
    const target =
      row.p99TargetMs === undefined
        ? ''
        : `<= ${row.p99TargetMs} ms ${row.errors === 0 && row.p99 <= row.p99TargetMs ? '(met)' : '(NOT met)'}`;
    process.stdout.write(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${ratio} | ${row.cpuMicros} | ${target} | ${row.errors} |\n`,
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
