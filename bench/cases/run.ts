/**
 * `npm run bench -- cases`: the trial service's case list for a customer with 10,000 cases (a page of 20, newest
 * first and random deeper pages) and filing a case, each under 50 concurrent connections with autocannon, beside a
 * bare Fastify hello-world measured in the same run. Targets: list p99 <= 50 ms; create p99 <= 100 ms.
 * Then Lighthouse on the signed-in pages: /trial-dashboard, a case page, /dealer-portal and /admin/users (pages.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchPages } from './pages';

const seedCases = Number(process.env.BENCH_SEED_CASES ?? 10_000);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const warmUpSeconds = 2;

type Ready = { apiPort: number; helloPort: number; customerToken: string; seedMs: number; embedded: boolean };
type Scenario = {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  deepPages?: boolean;
  /** Each request's body made by this (a new case each time), instead of `body`. */
  bodyOf?: (sequence: number) => string;
  p99TargetMs?: number;
};
type Row = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  p99TargetMs?: number;
};

const scenarios: Scenario[] = [
  { name: 'case list, newest 20', path: '/api/trial/cases?limit=20', p99TargetMs: 50 },
  {
    name: 'case list, random deeper page of 20',
    path: '/api/trial/cases?limit=20',
    deepPages: true,
    p99TargetMs: 50,
  },
  { name: 'Active Cases count', path: '/api/trial/cases/summary' },
  {
    name: 'file a case',
    method: 'POST',
    path: '/api/trial/cases',
    // A case of its own each time (its serial number), so every request also runs the check for the same case
    // filed within the day, over the customer's newest open cases.
    bodyOf: (sequence) =>
      JSON.stringify({
        deviceType: 'Washer',
        modelNumber: 'WTW5000DW',
        serialNumber: `C9${String(sequence).padStart(8, '0')}`,
        issueDescription: 'Drum does not spin on the final cycle.',
      }),
    p99TargetMs: 100,
  },
];

function startServer(): Promise<Ready & { stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_NODE_ARGS: extra flags for the service process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(__dirname, 'support', 'bench-server.ts'),
    ],
    {
      env: { ...process.env, BENCH_SEED_CASES: String(seedCases), NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (!line) return;
      resolve({
        ...(JSON.parse(line.slice(6)) as Ready),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code}):\n${output}`)));
  });
}

/** A cursor somewhere in the seeded range (one case every ten minutes back from the seed time). */
function randomCursor(): string {
  const createdAt = Date.now() - Math.floor(Math.random() * seedCases * 0.9) * 600_000;
  const id = Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return Buffer.from(`${createdAt}.${id}`).toString('base64url');
}

async function measure(
  name: string,
  url: string,
  scenario?: Scenario,
  token?: string,
  seconds = durationSeconds,
): Promise<Row> {
  let sequence = 0;
  const bodyOf = scenario?.bodyOf;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: scenario?.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(scenario?.body || bodyOf ? { 'content-type': 'application/json' } : {}),
    },
    body: scenario?.body,
    requests: scenario?.deepPages
      ? [{ setupRequest: (request) => ({ ...request, path: `${request.path}&cursor=${randomCursor()}` }) }]
      : bodyOf
        ? [{ setupRequest: (request) => ({ ...request, body: bodyOf(sequence++) }) }]
        : undefined,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  // BENCH_PART=api or BENCH_PART=pages runs one half.
  const part = process.env.BENCH_PART;
  if (part !== 'pages') await benchApi();
  if (part !== 'api') {
    const table = await benchPages();
    process.stdout.write(`\n${table.lines.join('\n')}\n`);
    if (!table.met) process.exitCode = 1;
  }
}

async function benchApi() {
  process.stdout.write(
    `Starting the trial service with ${seedCases.toLocaleString('en-US')} cases for one customer ...\n`,
  );
  const server = await startServer();
  process.stdout.write(
    `  seeded in ${(server.seedMs / 1000).toFixed(1)} s (${server.embedded ? 'devdb, in memory' : 'MongoDB at MONGODB_URI'})\n`,
  );
  const api = `http://127.0.0.1:${server.apiPort}`;
  const helloUrl = `http://127.0.0.1:${server.helloPort}/hello`;
  const rows: Row[] = [];
  try {
    await measure('warm-up', helloUrl, undefined, undefined, warmUpSeconds);
    rows.push(await measure('bare Fastify hello-world', helloUrl));
    // BENCH_SCENARIOS: a comma-separated part of the names, e.g. `file,deeper` (default: all).
    const wanted = process.env.BENCH_SCENARIOS?.split(',').filter(Boolean);
    for (const scenario of scenarios.filter(
      (candidate) => !wanted || wanted.some((part) => candidate.name.includes(part)),
    )) {
      await measure('warm-up', api + scenario.path, scenario, server.customerToken, warmUpSeconds);
      rows.push({
        ...(await measure(scenario.name, api + scenario.path, scenario, server.customerToken)),
        p99TargetMs: scenario.p99TargetMs,
      });
    }
  } finally {
    await server.stop();
  }
  process.stdout.write(`\n${connections} connections, ${durationSeconds} s each\n`);
  process.stdout.write(
    '| scenario | req/s | p50 ms | p99 ms | p99 target | errors |\n|---|---|---|---|---|---|\n',
  );
  for (const row of rows) {
    const target =
      row.p99TargetMs === undefined
        ? ''
        : `<= ${row.p99TargetMs} ms ${row.p99 <= row.p99TargetMs ? '(met)' : '(NOT met)'}`;
    process.stdout.write(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${target} | ${row.errors} |\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
