import http from 'node:http';
import path from 'node:path';
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv, type EdgeConfig } from '../src/config/env';

/** A stand-in area service: trusts forwarding headers from loopback only (the services' default), limits forms per IP. */
let service: FastifyInstance;
let serviceUrl: string;
const formBudget = 3;

function edgeConfig(env: Record<string, string> = {}): EdgeConfig {
  return {
    env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: path.join(os.tmpdir(), 'no-shell-here'), ...env }),
    localRemoteDirs: {},
    remoteUpstreams: {},
    remotes: {},
    upstreams: { marketing: serviceUrl },
  };
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as { port: number }).port;
}

/** A request from a chosen local address (Linux routes all of 127.0.0.0/8 to loopback). */
function request(
  port: number,
  options: { path: string; method?: string; from: string; headers?: Record<string, string> },
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: options.from,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  service = Fastify({ trustProxy: 'loopback' });
  const formsByIp = new Map<string, number>();
  service.get('/api/marketing/whoami', async (req) => ({
    ip: req.ip,
    forwardedFor: req.headers['x-forwarded-for'],
    realIp: req.headers['x-real-ip'],
  }));
  service.post('/api/marketing/forms', async (req, reply) => {
    const used = (formsByIp.get(req.ip) ?? 0) + 1;
    formsByIp.set(req.ip, used);
    if (used > formBudget)
      return reply.code(429).send({ error: { code: 'rate_limited', message: 'Too many' } });
    return reply.code(201).send({ ok: true });
  });
  serviceUrl = `http://127.0.0.1:${await listen(service)}`;
});

afterAll(async () => {
  await service.close();
});

describe('client identity at the edge', () => {
  let edge: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    edge = await buildApp({ config: edgeConfig() });
    port = await listen(edge);
  });
  afterAll(() => edge.close());

  it('tells the service the socket address of each client, whatever the client claims', async () => {
    const spoofed = await request(port, {
      path: '/api/marketing/whoami',
      from: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', forwarded: 'for=203.0.113.9' },
    });
    expect(JSON.parse(spoofed.body)).toEqual({
      ip: '127.0.0.2',
      forwardedFor: '127.0.0.2',
      realIp: '127.0.0.2',
    });

    const other = await request(port, { path: '/api/marketing/whoami', from: '127.0.0.3' });
    expect(JSON.parse(other.body)).toEqual({
      ip: '127.0.0.3',
      forwardedFor: '127.0.0.3',
      realIp: '127.0.0.3',
    });
  });

  it('gives two clients separate budgets: one exhausting its forms does not block the other', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < formBudget + 2; i++) {
      // Rotating a forged X-Forwarded-For does not buy a fresh budget.
      const res = await request(port, {
        path: '/api/marketing/forms',
        method: 'POST',
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);

    const bystander = await request(port, {
      path: '/api/marketing/forms',
      method: 'POST',
      from: '127.0.0.3',
    });
    expect(bystander.status).toBe(201);
  });
});

describe('client identity behind a load balancer (TRUSTED_PROXIES)', () => {
  let edge: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    edge = await buildApp({ config: edgeConfig({ TRUSTED_PROXIES: '127.0.0.2' }) });
    port = await listen(edge);
  });
  afterAll(() => edge.close());

  it('believes the address reported by the trusted proxy', async () => {
    const res = await request(port, {
      path: '/api/marketing/whoami',
      from: '127.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(JSON.parse(res.body)).toMatchObject({ ip: '198.51.100.20', forwardedFor: '198.51.100.20' });
  });

  it('sends Strict-Transport-Security only over HTTPS: as the trusted proxy reports it, never over plain HTTP', async () => {
    const hsts = async (from: string, headers: Record<string, string> = {}) =>
      (await request(port, { path: '/api/marketing/whoami', from, headers })).headers[
        'strict-transport-security'
      ];
    expect(await hsts('127.0.0.2', { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts('127.0.0.2')).toBeUndefined();
    // Only the trusted proxy may say the visitor came over HTTPS.
    expect(await hsts('127.0.0.3', { 'x-forwarded-proto': 'https' })).toBeUndefined();
    // Pages too, not only the APIs.
    const page = await request(port, {
      path: '/',
      from: '127.0.0.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    const res = await request(port, {
      path: '/api/marketing/whoami',
      from: '127.0.0.3',
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(JSON.parse(res.body)).toMatchObject({ ip: '127.0.0.3', forwardedFor: '127.0.0.3' });
  });
});
