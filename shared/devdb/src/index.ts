/**
 * @claims/devdb: an embedded server that speaks the MongoDB wire protocol, so mongoose and the official
 * driver use it exactly as they use MongoDB. It runs in a worker thread so long queries never block the
 * process that embeds it, with heap settings of its own (`heap-settings.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { startWorkerWithServerHeap } from './heap-settings';

export interface DevDbOptions {
  /** Directory for durable data (journal and lock); omit to keep everything in memory. */
  dataDir?: string;
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
}

export interface DevDb {
  /** Connection string without a database name, e.g. mongodb://127.0.0.1:27217 */
  uri: string;
  port: number;
  /** With a data directory: what was read back from it at start. */
  recovered?: { documents: number; replayedRecords: number };
  /** Lets running commands finish, flushes the journal, releases the data directory. */
  stop(): Promise<void>;
  /** Settles when the server's thread has ended, after `stop()` or because it failed. */
  ended: Promise<void>;
}

type WorkerMessage =
  | { type: 'ready'; port: number; uri: string; recovered?: DevDb['recovered'] }
  | { type: 'error'; message: string }
  | { type: 'stopped'; error?: string };

/** The compiled worker next to this file, or the TypeScript source run through tsx (tests from source). */
function workerEntry(): { file: string; execArgv: string[] } {
  const compiled = path.join(__dirname, 'worker.js');
  if (fs.existsSync(compiled)) return { file: compiled, execArgv: [] };
  const source = path.join(__dirname, 'worker.ts');
  return { file: source, execArgv: ['--require', require.resolve('tsx/cjs')] };
}

/** Data directories owned by servers of this process, so a second start fails even from the same process. */
const ownedDirectories: Set<string> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('@claims/devdb.dataDirs')
] ??= new Set<string>()) as Set<string>;

export async function startDevDb(options: DevDbOptions = {}): Promise<DevDb> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir && ownedDirectories.has(dataDir)) {
    throw new Error(
      `devdb: the data directory ${dataDir} is already in use by another devdb server in this process`,
    );
  }
  if (dataDir) ownedDirectories.add(dataDir);
  const { file, execArgv } = workerEntry();
  const worker = startWorkerWithServerHeap(file, {
    workerData: { dataDir, port: options.port ?? 0, host: options.host ?? '127.0.0.1' },
    execArgv,
    env: process.env,
  });
  const release = () => {
    if (dataDir) ownedDirectories.delete(dataDir);
  };
  let ready: Pick<DevDb, 'port' | 'uri' | 'recovered'>;
  try {
    ready = await new Promise((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready')
          resolve({ port: message.port, uri: message.uri, recovered: message.recovered });
        else if (message.type === 'error') reject(new Error(`devdb: ${message.message}`));
      };
      worker.on('message', onMessage);
      worker.once('error', (error) => reject(error));
      worker.once('exit', (code) =>
        reject(new Error(`devdb: the server thread exited during start (code ${code})`)),
      );
    });
  } catch (error) {
    release();
    await worker.terminate();
    throw error;
  }
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  worker.on('error', (error) => process.stderr.write(`devdb: the server thread failed: ${error.message}\n`));
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      release();
      resolve();
    }),
  );
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const timer = setTimeout(() => void worker.terminate(), 15_000);
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'stopped') void worker.terminate();
      });
      worker.postMessage({ type: 'stop' });
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  return { ...ready, stop, ended: exited };
}
