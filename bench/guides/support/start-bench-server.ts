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
  /** Where the library is kept, for the report. */
  database: string;
  /** Processor time the service's process and devdb's (when the bench started one) have used so far, in ms. */
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

const repoRoot = path.resolve(__dirname, '../../..');

type DevDbProcess = { uri: string; child: ChildProcess };

/**
 * devdb in memory as a process of its own, as `npm start` runs it (and as MongoDB runs beside the services):
 * the service's thread serves requests while the database's thread answers its queries.
 */
function startDevDbProcess(): Promise<DevDbProcess> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_DEVDB_NODE_ARGS: extra Node options for devdb's process (for example `--cpu-prof`).
      ...(process.env.BENCH_DEVDB_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      path.join(repoRoot, 'shared/devdb/bin/devdb.js'),
      '--port',
      '0',
      '--host',
      '127.0.0.1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    // BENCH_DEVDB_OUTPUT: a file that receives everything devdb's process prints (with `--trace-gc`, say).
    const copy = process.env.BENCH_DEVDB_OUTPUT
      ? fs.createWriteStream(process.env.BENCH_DEVDB_OUTPUT)
      : undefined;
    if (copy) {
      child.stdout!.pipe(copy);
      child.stderr!.pipe(copy);
    }
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const uri = /mongodb:\/\/\S+/.exec(output)?.[0];
      if (uri) resolve({ uri, child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`devdb exited early (code ${code}):\n${output}`)));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * Starts support/bench-server.ts in its own process, so load generation and serving do not share a thread, on
 * MONGODB_URI when set, else on a devdb process started here. BENCH_DEVDB=embedded runs devdb inside the service's
 * process instead (how the figures before 2026-11-27 were made).
 */
export async function startBenchServer(seedGuides: number): Promise<BenchServer> {
  const external = process.env.MONGODB_URI;
  const embedded = !external && process.env.BENCH_DEVDB === 'embedded';
  const devdb = external || embedded ? undefined : await startDevDbProcess();
  const database = external
    ? 'MongoDB at MONGODB_URI'
    : embedded
      ? 'devdb in memory, inside the service process'
      : 'devdb in memory, its own process';
  try {
    return await startServerProcess(seedGuides, database, devdb);
  } catch (error) {
    if (devdb) await stopProcess(devdb.child);
    throw error;
  }
}

function startServerProcess(
  seedGuides: number,
  database: string,
  devdb?: DevDbProcess,
): Promise<BenchServer> {
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
      env: {
        ...process.env,
        ...(devdb ? { MONGODB_URI: devdb.uri } : {}),
        BENCH_SEED_GUIDES: String(seedGuides),
        NODE_ENV: 'production',
      },
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
        database,
        cpuMs: () => processCpuMs(child.pid) + (devdb ? processCpuMs(devdb.child.pid) : 0),
        stop: async () => {
          await stopProcess(child);
          if (devdb) await stopProcess(devdb.child);
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code}):\n${output}`)));
  });
}
