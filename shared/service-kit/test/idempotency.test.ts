import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '../src/testing';
import type { ServiceApp } from '../src';
import { buildDemoApp } from './support/demo-app';

let database: TestDatabase;
let app: ServiceApp;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await buildDemoApp(testEnv(database, createTestTokens()));
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const create = (payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/demo/items',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });

const count = (name: string) => app.db.collection('items').countDocuments({ name });

describe('Idempotency-Key on creating writes', () => {
  it('stores once and replays the first answer when a retry repeats the key', async () => {
    const key = 'retry-after-lost-answer-0001';
    const first = await create({ name: 'kettle', quantity: 2 }, key);
    expect(first.statusCode).toBe(201);
    const retry = await create({ name: 'kettle', quantity: 2 }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await count('kettle')).toBe(1);
  });

  it('refuses the same key with a different body', async () => {
    const key = 'reused-for-another-body-001';
    expect((await create({ name: 'toaster', quantity: 1 }, key)).statusCode).toBe(201);
    const other = await create({ name: 'blender', quantity: 1 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: { code: 'conflict', message: 'This Idempotency-Key was already used for a different request' },
    });
    expect(await count('blender')).toBe(0);
  });

  it('lets a retry run again when the first attempt was refused', async () => {
    const key = 'first-attempt-was-invalid-1';
    expect((await create({ name: 'mixer', quantity: 0 }, key)).statusCode).toBe(400);
    expect((await create({ name: 'mixer', quantity: 0 }, key)).statusCode).toBe(400);
    expect(await count('mixer')).toBe(0);
  });

  it('refuses a malformed key and leaves requests without one unchanged', async () => {
    const bad = await create({ name: 'grill', quantity: 1 }, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'Idempotency-Key must be 16-100 letters, digits, dashes or underscores',
    );
    expect((await create({ name: 'grill', quantity: 1 })).statusCode).toBe(201);
  });
});
