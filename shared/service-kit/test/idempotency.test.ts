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

  it('refuses the same key and body sent to the same route at another address, and writes nothing there', async () => {
    await create({ name: 'hob', quantity: 1 });
    await create({ name: 'oven', quantity: 1 });
    const note = (name: string) =>
      app.inject({
        method: 'POST',
        url: `/api/demo/items/${name}/notes`,
        payload: { text: 'same body' },
        headers: { 'idempotency-key': 'one-key-two-addresses-01' },
      });
    expect((await note('hob')).statusCode).toBe(201);
    const elsewhere = await note('oven');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(elsewhere.json().error.message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
    const quantities = await app.db
      .collection('items')
      .find({ name: { $in: ['hob', 'oven'] } }, { sort: { name: 1 } })
      .toArray();
    expect(quantities.map((item) => [item.name, item.quantity])).toEqual([
      ['hob', 2],
      ['oven', 1],
    ]);
    // The same address again is still a replay.
    expect((await note('hob')).headers['idempotent-replayed']).toBe('true');
  });

  it('lets a retry run again when the first attempt was refused', async () => {
    const key = 'first-attempt-was-invalid-1';
    expect((await create({ name: 'mixer', quantity: 0 }, key)).statusCode).toBe(400);
    expect((await create({ name: 'mixer', quantity: 0 }, key)).statusCode).toBe(400);
    expect(await count('mixer')).toBe(0);
  });

  it('runs a repeat again once the first run is past its lease without an answer (its process died)', async () => {
    const key = 'first-run-died-midway-0001';
    expect((await create({ name: 'waffle iron', quantity: 1 }, key)).statusCode).toBe(201);
    // What a process killed mid-request leaves: the key still pending, no answer stored (and here no item written).
    const keys = app.db.collection('idempotency_keys');
    const [record] = await keys.find({}).sort({ expiresAt: -1 }).limit(1).toArray();
    const died = async (pendingUntil: Date) => {
      await app.db.collection('items').deleteOne({ name: 'waffle iron' });
      await keys.updateOne(
        { _id: record!._id },
        { $set: { state: 'pending', pendingUntil }, $unset: { body: 1 } },
      );
    };
    await died(new Date(Date.now() + 60_000));
    const tooSoon = await create({ name: 'waffle iron', quantity: 1 }, key);
    expect(tooSoon.statusCode).toBe(409);
    // Its own code: the outcome is not known yet (unlike a refusal), so a page keeps the key and says so.
    expect(tooSoon.json().error).toEqual({
      code: 'in_progress',
      message: 'This request is still being processed. Please try again in a moment.',
    });
    await died(new Date(Date.now() - 1));
    const again = await create({ name: 'waffle iron', quantity: 1 }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    // From then on the new answer is replayed.
    const replay = await create({ name: 'waffle iron', quantity: 1 }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(again.json());
    expect(await count('waffle iron')).toBe(1);
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
