/** The whole site (devdb, services, edge) started like `npm start`, on free ports and a throwaway data directory. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/ports';

const repoRoot = path.resolve(__dirname, '../..');

export type StartedSite = {
  url: string;
  port: number;
  dataDir: string;
  /** What the site printed while it started (the database address, the demo accounts). */
  output: string;
  stop: () => Promise<void>;
};

export type StartOptions = {
  /** Variables on top of the bench's own environment (NODE_ENV defaults to production). */
  env?: Record<string, string>;
  /** Name prefix of the throwaway data directory under the system's temporary folder. */
  dataDirPrefix?: string;
};

export async function startLocalSite(options: StartOptions = {}): Promise<StartedSite> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.dataDirPrefix ?? 'bench-site-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts/start.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        INTERNAL_PORTS: 'auto',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it stops every service and worker it started.
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the site did not start within 240 s:\n${output.slice(-2000)}`)),
      240_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Site: ${url}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the site exited (code ${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
  return {
    url,
    port,
    dataDir,
    output,
    stop: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
