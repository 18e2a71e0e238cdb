import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** BENCH_SERVER_LOG: a file that receives the server's output (with `--trace-gc`, its garbage collections). */
const serverLog = process.env.BENCH_SERVER_LOG;

export type BenchServer = {
  apiUrl: string;
  /** The same library served by an instance without the list cache. */
  uncachedApiUrl: string;
  helloUrl: string;
  adminToken: string;
  seedMs: number;
  embedded: boolean;
  /** Processor time the server's process has used so far (all its threads, an embedded devdb's included), in ms. */
  cpuMs: () => number;
  stop: () => Promise<void>;
};

/** Clock ticks a second of `/proc/<pid>/stat` (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return Number.NaN; // not Linux
  }
}

/** Starts support/bench-server.ts in its own process, so load generation and serving do not share a thread. */
export function startBenchServer(seedGuides: number): Promise<BenchServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    // BENCH_SERVER_NODE_ARGS: extra Node options for the server process (for example `--cpu-prof`).
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(__dirname, 'bench-server.ts'),
    ],
    {
      env: { ...process.env, BENCH_SEED_GUIDES: String(seedGuides), NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (serverLog) fs.appendFileSync(serverLog, chunk);
      const line = output.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      const ready = JSON.parse(line.slice(6));
      resolve({
        apiUrl: `http://127.0.0.1:${ready.apiPort}`,
        uncachedApiUrl: `http://127.0.0.1:${ready.uncachedApiPort}`,
        helloUrl: `http://127.0.0.1:${ready.helloPort}/hello`,
        adminToken: ready.adminToken,
        seedMs: ready.seedMs,
        embedded: ready.embedded,
        cpuMs: () => processCpuMs(child.pid),
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
