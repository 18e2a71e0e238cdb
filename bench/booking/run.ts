/**
 * `npm run bench -- booking`: the booking service under 50 concurrent connections, with autocannon:
 * pickup and technician availability, and booking creation (every request a new booking on a random day and
 * window, each with its confirmation email and calendar invitation, written to the outbox just after the answer).
 * BENCH_SCENARIOS=create runs only the matching scenarios; BENCH_SKIP_PAGES=1 skips Lighthouse (A/B runs of the API).
 * Targets: availability p99 <= 30 ms; creation p99 <= 100 ms. Figures go in services/booking/README.md.
 * Then Lighthouse on the three public pages (pages.ts; figures in mfe-booking/README.md).
 */
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, timeWindowIds } from '@claims/contracts';
import { benchPages } from './pages';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const warmUpSeconds = 2;
/** BENCH_SCENARIOS=create runs only the scenarios whose name contains one of the comma-separated words. */
const onlyScenarios = (process.env.BENCH_SCENARIOS ?? '').split(',').filter(Boolean);
/** BENCH_SKIP_PAGES=1 skips the Lighthouse part (A/B runs of the API). */
const skipPages = process.env.BENCH_SKIP_PAGES === '1';

type Ready = {
  apiPort: number;
  helloPort: number;
  seedMs: number;
  seeded: number;
  today: string;
  embedded: boolean;
};

function startServer(): Promise<{ ready: Ready; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'support/bench-server.ts')],
    {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      resolve({
        ready: JSON.parse(line.slice(6)) as Ready,
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

type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  p99TargetMs?: number;
  body?: () => string;
};
type Row = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  p99TargetMs?: number;
};

async function measure(base: string, scenario: Scenario, seconds: number): Promise<Row> {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    connections,
    duration: seconds,
    method: scenario.method,
    headers: { 'content-type': 'application/json' },
    requests: scenario.body
      ? [{ setupRequest: (request) => ({ ...request, body: scenario.body!() }) }]
      : undefined,
  });
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    p99TargetMs: scenario.p99TargetMs,
  };
}

async function main() {
  process.stdout.write('\nStarting the booking service with a busy 30-day calendar ...\n');
  const server = await startServer();
  const { ready } = server;
  process.stdout.write(
    `  ${ready.seeded} bookings seeded in ${(ready.seedMs / 1000).toFixed(1)} s (${ready.embedded ? 'devdb, in memory' : 'MongoDB at MONGODB_URI'})\n`,
  );
  const base = `http://127.0.0.1:${ready.apiPort}`;
  // Visits from 2 to 29 days ahead (never today, whose windows may have started; never a Sunday).
  const visitBody = () => {
    let date = addDays(ready.today, 2 + Math.floor(Math.random() * 28));
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
    return JSON.stringify({
      zip: '76137',
      serviceId: 'ac-repair',
      date,
      windowId: timeWindowIds[Math.floor(Math.random() * timeWindowIds.length)],
      contact: {
        name: 'Bench Customer',
        phone: '(817) 555-0134',
        // A customer per booking: the service asks before booking one customer the same visit twice.
        email: `bench-${crypto.randomUUID()}@example.com`,
        address: '1 Main St',
      },
      consent: true,
      idempotencyKey: crypto.randomUUID(),
    });
  };
  const scenarios: Scenario[] = [
    {
      name: 'recycling availability',
      method: 'GET',
      path: '/api/booking/recycling/availability',
      p99TargetMs: 30,
    },
    {
      name: 'technician availability',
      method: 'GET',
      path: '/api/booking/technician/availability',
      p99TargetMs: 30,
    },
    {
      name: 'create technician visit',
      method: 'POST',
      path: '/api/booking/technician/visits',
      p99TargetMs: 100,
      body: visitBody,
    },
  ];
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    const helloBase = `http://127.0.0.1:${ready.helloPort}`;
    const hello: Scenario = { name: 'bare Fastify hello-world', method: 'GET', path: '/hello' };
    await measure(helloBase, hello, warmUpSeconds);
    rows.push(await measure(helloBase, hello, durationSeconds));
    for (const scenario of scenarios) {
      if (onlyScenarios.length && !onlyScenarios.some((word) => scenario.name.includes(word))) continue;
      await measure(base, scenario, warmUpSeconds);
      rows.push(await measure(base, scenario, durationSeconds));
    }
    // Confirmations are written after each answer: how far behind the bookings they were when the load stopped.
    const confirmations = (await (await fetch(`${helloBase}/confirmations`)).json()) as {
      bookings: number;
      pending: number;
      written: number;
    };
    notes.push(
      `confirmation emails when the load stopped: ${confirmations.written} written, ${confirmations.pending} of ${confirmations.bookings} bookings still to write`,
    );
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
  for (const note of notes) process.stdout.write(`${note}\n`);
}

main()
  .then(() => (skipPages ? undefined : benchPages()))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
