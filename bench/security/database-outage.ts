/** A service on its own embedded database, which is stopped and started again under it. */
import { createServiceApp } from '@claims/service-kit';
import { createTestTokens, startTestDatabase, testEnv } from '@claims/service-kit/testing';
import { Schema } from 'mongoose';

type DevDbModule = {
  startDevDb: (options: { port: number; host: string }) => Promise<{ stop: () => Promise<void> }>;
};

export async function measureDatabaseOutage(): Promise<{
  status: number;
  code: string;
  ms: number;
  recoveredMs?: number;
}> {
  const database = await startTestDatabase({ embedded: true });
  const app = await createServiceApp({
    area: 'probe',
    defaultPort: 0,
    env: testEnv(database, createTestTokens()),
    register: async (service) => {
      const Item = service.db.model('Item', new Schema({ name: String }, { collection: 'items' }));
      service.get('/api/probe/items', async () => ({ items: await Item.find().lean() }));
    },
  });
  let restarted: { stop: () => Promise<void> } | undefined;
  try {
    await app.ready();
    await app.inject({ url: '/api/probe/items' });
    await database.stop();
    const started = performance.now();
    const answer = await app.inject({ url: '/api/probe/items' });
    const ms = performance.now() - started;
    const code = (answer.json() as { error?: { code?: string } }).error?.code ?? '';

    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { startDevDb } = require('@claims/devdb') as DevDbModule;
    restarted = await startDevDb({ port: Number(new URL(database.uri).port), host: '127.0.0.1' });
    const back = performance.now();
    let recoveredMs: number | undefined;
    while (performance.now() - back < 30_000) {
      if ((await app.inject({ url: '/readyz' })).statusCode === 200) {
        recoveredMs = performance.now() - back;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { status: answer.statusCode, code, ms, recoveredMs };
  } finally {
    await app.close();
    await restarted?.stop();
  }
}
