import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serializeOnceCompiler } from '../src/lib/serialize-once';

const pageSchema = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) });

async function appServing(page: () => unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get(
    '/page',
    { schema: { response: { 200: pageSchema } }, serializerCompiler: serializeOnceCompiler },
    async () => page() as z.infer<typeof pageSchema>,
  );
  await app.ready();
  return app;
}

describe('serializeOnceCompiler', () => {
  it('answers with the same JSON the schema serializer gives, as application/json', async () => {
    const cached = Object.freeze({ items: [{ id: '1', title: 'Replace the door gasket' }] });
    const app = await appServing(() => cached);
    const first = await app.inject('/page');
    const second = await app.inject('/page');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual(cached);
    expect(second.body).toBe(first.body);
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    await app.close();
  });

  it('serializes a frozen object once: later changes below it are not re-read', async () => {
    const cached = Object.freeze({ items: [{ id: '1', title: 'Before' }] });
    const app = await appServing(() => cached);
    await app.inject('/page');
    cached.items[0].title = 'After';
    expect((await app.inject('/page')).json().items[0].title).toBe('Before');
    await app.close();
  });

  it('serializes an object that is not frozen every time, so a change shows in the next answer', async () => {
    const page = { items: [{ id: '1', title: 'Before' }] };
    const app = await appServing(() => page);
    await app.inject('/page');
    page.items[0].title = 'After';
    expect((await app.inject('/page')).json().items[0].title).toBe('After');
    await app.close();
  });

  it('serializes every new object, and still refuses one that breaks the schema', async () => {
    let n = 0;
    const app = await appServing(() =>
      n++ < 1 ? { items: [{ id: 'a', title: 'First' }] } : { items: [{ id: 2 }] },
    );
    expect((await app.inject('/page')).json().items[0].title).toBe('First');
    expect((await app.inject('/page')).statusCode).toBe(500);
    await app.close();
  });

  it('leaves out what the schema does not name', async () => {
    const app = await appServing(() => ({
      items: [{ id: '1', title: 'Belt', passwordHash: 'x' }],
      debug: true,
    }));
    expect((await app.inject('/page')).body).toBe('{"items":[{"id":"1","title":"Belt"}]}');
    await app.close();
  });
});
