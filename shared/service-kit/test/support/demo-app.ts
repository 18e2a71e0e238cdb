import { Writable } from 'node:stream';
import { Schema } from 'mongoose';
import { z } from 'zod';
import { createServiceApp, notFound, type ServiceApp } from '../../src';

const itemBody = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  quantity: z.number().int().positive('Quantity must be greater than 0'),
  tags: z.array(z.string().min(1, 'Tag cannot be empty')).optional(),
});

/** Collects the app's JSON log lines. */
export function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream: { write: (message: string) => stream.write(message) } };
}

/**
 * An answer the test holds: `arrived` resolves when the request reached its handler, and the handler answers
 * only after `release()` (so a test acts while a request is in flight without waiting on a clock).
 */
export function heldAnswer() {
  let markArrived!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (markArrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { arrived, markArrived, released, release };
}
export type HeldAnswer = ReturnType<typeof heldAnswer>;

/** A small service exercising every part of the kit. */
export function buildDemoApp(
  env: Record<string, string | undefined>,
  options: { logStream?: { write: (msg: string) => void }; slowAnswer?: HeldAnswer } = {},
): Promise<ServiceApp> {
  return createServiceApp({
    area: 'demo',
    defaultPort: 0,
    env,
    logStream: options.logStream,
    register: async (app) => {
      const Item = app.db.model(
        'Item',
        new Schema({ name: { type: String, unique: true }, quantity: Number }, { collection: 'items' }),
      );
      await Item.init();

      app.post(
        '/api/demo/items',
        {
          config: { idempotency: true },
          schema: { body: itemBody, response: { 201: z.object({ id: z.string() }) } },
        },
        async (request, reply) => {
          const item = await Item.create(request.body);
          return reply.code(201).send({ id: String(item._id) });
        },
      );
      app.post('/api/demo/items/:name/notes', { config: { idempotency: true } }, async (request, reply) => {
        const { name } = request.params as { name: string };
        const item = await Item.findOneAndUpdate({ name }, { $inc: { quantity: 1 } }, { new: true }).lean();
        if (!item) throw notFound('No such item');
        return reply.code(201).send({ name, quantity: item.quantity });
      });
      app.get('/api/demo/items/:name', async (request) => {
        const { name } = request.params as { name: string };
        const item = await Item.findOne({ name }).lean();
        if (!item) throw notFound('No such item');
        return { name: item.name, quantity: item.quantity };
      });
      app.get('/api/demo/boom', async () => {
        throw new Error('secret internal detail');
      });
      app.get(
        '/api/demo/bad-response',
        { schema: { response: { 200: z.object({ id: z.string() }) } } },
        async () => {
          return { id: 42 } as unknown as { id: string };
        },
      );
      app.get('/api/demo/me', { onRequest: app.authenticate }, async (request) => request.user);
      app.get('/api/demo/staff', { onRequest: app.requireRole('admin', 'insurance') }, async (request) => ({
        roles: request.user.roles,
      }));
      // In flight until the test releases it (answers at once when no test holds it).
      app.get('/api/demo/slow', async () => {
        options.slowAnswer?.markArrived();
        await options.slowAnswer?.released;
        return { done: true, items: await Item.countDocuments() };
      });
    },
  });
}
