import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv } from '../src/config/env';

// A page showing one public record (a guide) is answered 404 when its service says the record does not exist
// (PrerenderedPage.record).

let tmp: string;
let guides: FastifyInstance;
let edge: FastifyInstance;
const seen: { method: string; url: string; authorization?: string }[] = [];
let releaseSlow: () => void;
const slowAnswer = new Promise<void>((resolve) => (releaseSlow = resolve));

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-record-'));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.mkdirSync(path.join(tmp, 'guides'));
  fs.writeFileSync(
    path.join(tmp, 'shell/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>',
  );
  fs.writeFileSync(path.join(tmp, 'guides/mf-manifest.json'), '{"name":"guides"}');
  fs.writeFileSync(
    path.join(tmp, 'guides/prerender.json'),
    JSON.stringify([
      { path: '/repair-guide/:id', html: '<p>Loading guide</p>', css: '.g{}', record: '/api/guides/:id' },
    ]),
  );
  guides = Fastify({ maxParamLength: 100 });
  guides.get('/api/guides/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization });
    if (id === 'slow') await slowAnswer;
    if (id === 'broken') return reply.code(500).send({ error: { code: 'internal', message: 'Down' } });
    if (id !== 'g1')
      return reply.code(404).send({ error: { code: 'not_found', message: 'Guide not found' } });
    return { id: 'g1', title: 'Replace a dryer belt' };
  });
  const guidesUrl = await guides.listen({ port: 0, host: '127.0.0.1' });
  edge = await buildApp({
    config: {
      env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: path.join(tmp, 'shell') }),
      localRemoteDirs: { guides: path.join(tmp, 'guides') },
      remoteUpstreams: {},
      remotes: { guides: '/mfe/guides/mf-manifest.json' },
      upstreams: { guides: guidesUrl },
    },
  });
});

afterAll(async () => {
  releaseSlow();
  await edge.close();
  await guides.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

describe('a page showing a public record', () => {
  it('is answered 200 with its first screen when the record exists, asked for without the visitor’s token', async () => {
    const res = await edge.inject({
      url: '/repair-guide/g1',
      headers: { cookie: 'claims_session=1; claims_access=token-ann' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>Loading guide</p>');
    expect(seen).toEqual([{ method: 'HEAD', url: '/api/guides/g1', authorization: undefined }]);
  });

  it('is answered 404, still with the page (which says the guide is not found), when the record does not exist', async () => {
    const res = await edge.inject({ url: '/repair-guide/6650f0c2a1b2c3d4e5f6ffff' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<p>Loading guide</p>');
    // An id longer than the service takes in a path (fastify answers 414): no guide has it either.
    expect((await edge.inject({ url: `/repair-guide/${'a'.repeat(300)}` })).statusCode).toBe(404);
  });

  it('is answered 200 as usual when the service fails or is slow: only a 404 says the record is missing', async () => {
    expect((await edge.inject({ url: '/repair-guide/broken' })).statusCode).toBe(200);
    expect((await edge.inject({ url: '/repair-guide/slow' })).statusCode).toBe(200);
  });
});
