/** The whole site started like `npm start` for the security probe, and HTTP from a chosen loopback address. */
import http from 'node:http';
import { startLocalSite } from '../support/site';

export type ProbeSite = {
  url: string;
  port: number;
  dataDir: string;
  mongoUri: string;
  stop: () => Promise<void>;
};

/** Default settings (rate limits, throttles) as a deployment has them; demo accounts for the role matrix. */
export async function startProbeSite(): Promise<ProbeSite> {
  const site = await startLocalSite({
    dataDirPrefix: 'security-probe-',
    env: { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' },
  });
  const mongoUri = /mongodb:\/\/[^\s]+/.exec(site.output)?.[0] ?? '';
  return { url: site.url, port: site.port, dataDir: site.dataDir, mongoUri, stop: site.stop };
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
