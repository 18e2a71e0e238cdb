import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv } from '../src/config/env';

let service: FastifyInstance;
let edge: FastifyInstance;
const received: number[] = [];

beforeAll(async () => {
  service = Fastify({ bodyLimit: 16 * 1024 * 1024 });
  service.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp'],
    { parseAs: 'buffer' },
    (_r, body, done) => done(null, body),
  );
  service.post('/api/guides/images', async (request, reply) => {
    received.push((request.body as Buffer).length);
    return reply.code(201).send({ bytes: (request.body as Buffer).length });
  });
  service.post('/api/guides', async () => ({ stored: true }));
  const serviceUrl = await service.listen({ host: '127.0.0.1', port: 0 });
  edge = await buildApp({
    config: {
      env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: path.join(os.tmpdir(), 'no-shell-here') }),
      localRemoteDirs: {},
      remoteUpstreams: {},
      remotes: {},
      upstreams: { guides: serviceUrl },
    },
  });
});

afterAll(async () => {
  await edge.close();
  await service.close();
});

const post = (url: string, contentType: string, bytes: number) =>
  edge.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: Buffer.alloc(bytes, 1),
  });

describe('edge body limits', () => {
  it('forwards a picture upload of 8 MB (image/jpeg, image/png, image/webp) to its service', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      const answer = await post('/api/guides/images', type, 8 * 1024 * 1024);
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ bytes: 8 * 1024 * 1024 });
    }
  });

  it('refuses a picture over 9 MiB, and any other body over 1 MiB, before forwarding it', async () => {
    const before = received.length;
    const tooBig = await post('/api/guides/images', 'image/jpeg', 9 * 1024 * 1024 + 1);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: { code: 'bad_request', message: 'The request is too large' } });
    const json = await post('/api/guides', 'application/json', 1024 * 1024 + 1);
    expect(json.statusCode).toBe(413);
    const gif = await post('/api/guides/images', 'image/gif', 2 * 1024 * 1024);
    expect(gif.statusCode).toBe(413);
    expect(received.length).toBe(before);
  });

  it('forwards an upload sent with "Expect: 100-continue" (curl and many HTTP clients do for bodies over 1 MB)', async () => {
    const answer = await edge.inject({
      method: 'POST',
      url: '/api/guides/images',
      headers: { 'content-type': 'image/jpeg', expect: '100-continue' },
      payload: Buffer.alloc(2 * 1024 * 1024, 1),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ bytes: 2 * 1024 * 1024 });
  });
});
