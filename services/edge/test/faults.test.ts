import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv, type EdgeConfig } from '../src/config/env';

let service: FastifyInstance;
const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-faults-shell-'));
fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
let serviceUrl: string;
let serviceReady = true;
let edge: FastifyInstance;
let edgePort: number;

function config(): EdgeConfig {
  return {
    env: parseEdgeEnv({
      NODE_ENV: 'test',
      SHELL_DIST: shellDir,
      UPSTREAM_TIMEOUT_MS: '300',
    }),
    localRemoteDirs: {},
    remoteUpstreams: {},
    remotes: {},
    upstreams: { guides: serviceUrl },
  };
}

beforeAll(async () => {
  service = Fastify();
  service.get('/readyz', async (_request, reply) =>
    serviceReady ? { status: 'ok' } : reply.code(503).send({ error: { code: 'unavailable', message: 'db' } }),
  );
  service.post('/api/guides', async () => ({ stored: true }));
  // A service that has stopped answering (a hung process): the request is taken and never answered.
  service.get('/api/guides/hung', () => new Promise(() => undefined));
  serviceUrl = await service.listen({ host: '127.0.0.1', port: 0 });
  edge = await buildApp({ config: config() });
  await edge.listen({ host: '127.0.0.1', port: 0 });
  edgePort = (edge.server.address() as { port: number }).port;
});

afterAll(async () => {
  await edge.close();
  await service.close();
});

/** Sends a 2 MiB body over a real socket and reports the answer and whether the connection was closed. */
function postLargeBody(): Promise<{ status: number; body: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    const req = http.request({
      host: '127.0.0.1',
      port: edgePort,
      method: 'POST',
      path: '/api/guides',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
      agent: false,
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text, closed: res.headers.connection === 'close' }),
      );
    });
    // The edge may close while the rest of the body is still being written: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

describe('edge faults', () => {
  it('refuses a 2 MiB body with 413 in the error shape and closes the connection', async () => {
    const answer = await postLargeBody();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'bad_request', message: 'The request is too large' },
    });
    expect(answer.closed).toBe(true);
  });

  it('answers 503 in the error shape when a service takes the request and never answers', async () => {
    const answer = await edge.inject({ url: '/api/guides/hung' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'The guides service is unavailable right now. Please try again shortly.',
      },
    });
  });

  it('reports in /readyz that the site is not built', async () => {
    const unbuilt = await buildApp({
      config: { ...config(), env: { ...config().env, SHELL_DIST: path.join(os.tmpdir(), 'no-shell-here') } },
    });
    const notBuilt = await unbuilt.inject({ url: '/readyz' });
    await unbuilt.close();
    expect(notBuilt.statusCode).toBe(503);
    expect(notBuilt.json()).toEqual({
      error: { code: 'unavailable', message: "Not ready: the site's pages (no build in SHELL_DIST)" },
      services: { guides: 'ok' },
      shell: 'not built',
    });
  });

  it('reports in /readyz whether every service is ready', async () => {
    const ready = await edge.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', services: { guides: 'ok' } });

    serviceReady = false;
    try {
      const notReady = await edge.inject({ url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({
        error: { code: 'unavailable', message: 'Not ready: guides' },
        services: { guides: 'unavailable' },
      });
    } finally {
      serviceReady = true;
    }
  });

  it('answers framework errors in the one error shape', async () => {
    const badUrl = await edge.inject({ url: '/api/guides/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      error: { code: 'bad_request', message: 'The request was not understood' },
    });

    const badJson = await edge.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{ nope',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({
      error: { code: 'bad_request', message: 'The request was not understood' },
    });
  });
});

describe('client error reports', () => {
  it('are limited per client address (30 a minute) and refused in the error shape beyond', async () => {
    const report = { kind: 'not_found', message: 'No page at /nope', path: '/nope' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await edge.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: report,
        remoteAddress: '198.51.100.8',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    const refused = await edge.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: report,
      remoteAddress: '198.51.100.8',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many error reports. Please wait a minute.' },
    });
    // Another visitor still reports.
    const other = await edge.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: report,
      remoteAddress: '198.51.100.9',
    });
    expect(other.statusCode).toBe(204);
  });

  it('refuses a report over 8 KB with 413', async () => {
    const res = await edge.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { kind: 'render', message: 'x'.repeat(9000), path: '/' },
      remoteAddress: '198.51.100.10',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'The request is too large' } });
  });
});
