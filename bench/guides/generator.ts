/**
 * The sample-guide generator end to end: POST /api/guides/generate with 2,000 guides (and their steps)
 * over HTTP, as the admin page sends it. Target: at most 2 s per run.
 */
import { startBenchServer } from './support/start-bench-server';

const runs = Number(process.env.BENCH_GENERATOR_RUNS ?? 5);
const count = 2000;

export async function benchGenerator() {
  const server = await startBenchServer(0);
  const timings: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const response = await fetch(`${server.apiUrl}/api/guides/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.adminToken}` },
        body: JSON.stringify({ count, category: 'all' }),
      });
      const body = (await response.json()) as { generated?: number };
      const ms = performance.now() - started;
      if (response.status !== 200 || body.generated !== count)
        throw new Error(`run ${run + 1}: ${response.status} ${JSON.stringify(body)}`);
      timings.push(ms);
    }
  } finally {
    await server.stop();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const result = {
    database: server.database,
    guidesPerRun: count,
    runs: timings.map((ms) => Math.round(ms)),
    medianMs: Math.round(median),
    maxMs: Math.round(sorted.at(-1)!),
    target: '<= 2000 ms',
    met: sorted.at(-1)! <= 2000,
  };
  process.stdout.write(`\nGenerator, ${count} guides per request (${result.database})\n`);
  process.stdout.write(
    `  runs (ms): ${result.runs.join(', ')}\n  median ${result.medianMs} ms, max ${result.maxMs} ms, target ${result.target}: ${result.met ? 'met' : 'NOT met'}\n`,
  );
  return result;
}

if (require.main === module) {
  benchGenerator().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
