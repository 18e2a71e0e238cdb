import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '../src/testing';
import type { ServiceApp } from '../src';
import { buildDemoApp, logCollector } from './support/demo-app';

let database: TestDatabase;
let app: ServiceApp;
const logs = logCollector();
const tokens = createTestTokens();

beforeAll(async () => {
  database = await startTestDatabase();
  app = await buildDemoApp(testEnv(database, tokens, { LOG_LEVEL: 'info' }), { logStream: logs.stream });
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const itemCount = () => app.db.collection('items').countDocuments();

describe('validation', () => {
  it('answers 400 validation_failed with a message per field and writes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/items',
      payload: { name: ' ', quantity: -1, tags: ['ok', ''] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Name is required. Quantity must be greater than 0. Tag cannot be empty.',
        fields: {
          name: 'Name is required',
          quantity: 'Quantity must be greater than 0',
          'tags.1': 'Tag cannot be empty',
        },
      },
    });
    expect(await itemCount()).toBe(0);
  });

  it('names the body when it is missing altogether', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/demo/items' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { body: 'The request body must be a JSON object' },
    });
  });

  it('answers 400 bad_request for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
    expect(typeof response.json().error.message).toBe('string');
  });

  it('accepts valid input', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/items',
      payload: { name: 'Hinge', quantity: 2 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('error shapes', () => {
  it('maps a duplicate key to 409 conflict and keeps the first record', async () => {
    await app.inject({ method: 'POST', url: '/api/demo/items', payload: { name: 'Gasket', quantity: 1 } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/items',
      payload: { name: 'Gasket', quantity: 5 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: 'This record already exists' } });
    expect(await app.db.collection('items').countDocuments({ name: 'Gasket' })).toBe(1);
  });

  it('hides unexpected errors behind 500 internal and logs them with the request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/demo/boom',
      headers: { 'x-request-id': 'boom-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong' } });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
    const logged = logs.lines.find((line) => line.reqId === 'boom-1' && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('secret internal detail');
  });

  it('logs a refused request at info with its method and route as written, never the address it was asked at', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/demo/items/secret-token-123?q=private',
      headers: { 'x-request-id': 'refused-1' },
    });
    expect(response.statusCode).toBe(404);
    const lines = logs.lines.filter((line) => line.reqId === 'refused-1');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        route: '/api/demo/items/:name',
        statusCode: 404,
        code: 'not_found',
        msg: 'No such item',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret-token-123|private/);
  });

  it('logs a request for no route with its path and without its query', async () => {
    await app.inject({
      method: 'DELETE',
      url: '/api/demo/nowhere?token=abc',
      headers: { 'x-request-id': 'lost-1' },
    });
    const lines = logs.lines.filter((line) => line.reqId === 'lost-1');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'DELETE',
        route: '/api/demo/nowhere (no route)',
        statusCode: 404,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('abc');
  });

  it('logs a failure at error with its method and route', async () => {
    await app.inject({ method: 'GET', url: '/api/demo/boom', headers: { 'x-request-id': 'boom-2' } });
    expect(logs.lines.find((line) => line.reqId === 'boom-2' && line.level === 50)).toMatchObject({
      method: 'GET',
      route: '/api/demo/boom',
    });
  });

  it('treats a response that breaks its own schema as 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/demo/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal');
  });

  it('answers unknown routes with 404 not_found in the same shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/demo/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/demo/nothing-here' },
    });
  });
});

describe('server timeouts', () => {
  it('keeps no slow or idle client past the limits fastify/demo sets', () => {
    expect(app.server.requestTimeout).toBe(60_000);
    expect(app.server.headersTimeout).toBe(15_000);
    expect(app.server.timeout).toBe(120_000);
    expect(app.server.keepAliveTimeout).toBe(10_000);
  });
});

describe('request ids', () => {
  it('keeps the caller’s x-request-id and echoes it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-42.a' },
    });
    expect(response.headers['x-request-id']).toBe('edge-42.a');
  });

  it('replaces a missing or unsafe id with a fresh one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/healthz' });
    const unsafe = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nforged' },
    });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health', () => {
  it('reports the process and the database', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('docs', () => {
  it('publishes OpenAPI generated from the zod schemas under /api/<area>/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/demo/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/demo/items'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['name', 'quantity']);
    expect(document.paths['/healthz']).toBeUndefined();
    const ui = await app.inject({ method: 'GET', url: '/api/demo/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('security headers and CORS', () => {
  it('sends helmet headers and no CORS grant by default (same origin only)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins listed in CORS_ORIGINS', async () => {
    const other = await buildDemoApp(
      testEnv(database, tokens, { CORS_ORIGINS: 'https://app.example, https://admin.example' }),
    );
    try {
      const allowed = await other.inject({
        method: 'OPTIONS',
        url: '/api/demo/items',
        headers: { origin: 'https://admin.example', 'access-control-request-method': 'POST' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example');
      const refused = await other.inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: 'https://evil.example' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('starting', () => {
  it('gives plugins and onReady hooks 60 s, since writing the demo data on a loaded host has taken over 10 s', () => {
    expect(app.initialConfig.pluginTimeout).toBe(60_000);
  });
});
