/** The whole site started like `npm start` for the security probe, and HTTP from a chosen loopback address. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export type ProbeSite = {
  url: string;
  port: number;
  dataDir: string;
  mongoUri: string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Default settings (rate limits, throttles) as a deployment has them; demo accounts for the role matrix. */
export async function startProbeSite(): Promise<ProbeSite> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-probe-'));
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
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
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
  const mongoUri = /mongodb:\/\/[^\s]+/.exec(output)?.[0] ?? '';
  return {
    url,
    port,
    dataDir,
    mongoUri,
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

export type Answer = {
  status: number;
  body: string;
  ms: number;
  headers: http.IncomingHttpHeaders;
  closed: boolean;
};

export type RequestOptions = {
  method?: string;
  path: string;
  /** Local address to send from (all of 127.0.0.0/8 is this machine): one "visitor" per address. */
  from?: string;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  token?: string;
};

/** One request with a fresh connection, from a chosen address; network errors answer status 0. */
export function request(port: number, options: RequestOptions): Promise<Answer> {
  const started = performance.now();
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...(payload !== undefined && typeof options.body !== 'string'
      ? { 'content-type': 'application/json' }
      : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            ms: performance.now() - started,
            headers: res.headers,
            closed: res.headers.connection === 'close',
          }),
        );
      },
    );
    req.on('error', () =>
      resolve({ status: 0, body: '', ms: performance.now() - started, headers: {}, closed: true }),
    );
    req.end(payload);
  });
}

export const json = <T = Record<string, unknown>>(answer: Answer): T => {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return {} as T;
  }
};
