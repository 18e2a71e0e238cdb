/**
 * Child process of the guides benchmarks: the guides service on a database (MONGODB_URI, or an in-memory devdb),
 * optionally filled with BENCH_SEED_GUIDES guides (a second instance of the service on the same database runs
 * without the list cache), plus a bare Fastify hello-world for comparison.
 * Prints one `READY {json}` line with the ports and an admin token, and stops on SIGTERM.
 */
import Fastify from 'fastify';
import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '@claims/service-kit/testing';
import { buildApp } from '../../../services/guides/src/app';
import { seedLibrary } from './seed-library';

const seedCount = Number(process.env.BENCH_SEED_GUIDES ?? 0);
/**
 * BENCH_DB_NAME (with MONGODB_URI): a database kept between runs. It is seeded only when empty and never dropped, so
 * repeated runs against a long-lived server (for example a devdb with a data directory) skip the minutes of seeding.
 */
const keptDbName = process.env.BENCH_DB_NAME;

async function openDatabase(): Promise<TestDatabase> {
  const external = process.env.MONGODB_URI;
  if (!keptDbName) return startTestDatabase();
  if (!external) throw new Error('BENCH_DB_NAME needs MONGODB_URI (a server that outlives the benchmark)');
  return {
    uri: external,
    dbName: keptDbName,
    env: { MONGODB_URI: external, MONGODB_DB_NAME: keptDbName },
    embedded: false,
    stop: async () => {},
  };
}

async function main() {
  const database = await openDatabase();
  const tokens = createTestTokens();
  // On a shared, busy machine seeding can starve the database for long stretches: the driver must not give up.
  const patient = database.embedded
    ? { MONGODB_URI: `${database.env.MONGODB_URI}/?connectTimeoutMS=600000&serverSelectionTimeoutMS=600000` }
    : {};
  const app = await buildApp({
    env: testEnv(database, tokens, { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'silent', ...patient }),
  });

  // A second instance on the same database without the list cache: every request is a database query.
  const uncached = await buildApp({
    env: testEnv(database, tokens, {
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'silent',
      LIST_CACHE_TTL_MS: '0',
    }),
  });

  const startedSeeding = Date.now();
  const held = keptDbName ? await app.guidesRepository.count() : 0;
  if (held !== 0 && held !== seedCount)
    throw new Error(`${keptDbName} holds ${held} guides, not ${seedCount}: name another BENCH_DB_NAME`);
  if (held === 0) await seedLibrary(app.guidesRepository, seedCount);
  const seedMs = Date.now() - startedSeeding;

  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));

  await app.listen({ host: '127.0.0.1', port: 0 });
  await uncached.listen({ host: '127.0.0.1', port: 0 });
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const portOf = (server: typeof hello) => (server.server.address() as { port: number }).port;
  const adminToken = tokens.accessToken({ roles: ['admin'] }, { expiresInSeconds: 4 * 3600 });
  process.stdout.write(
    `READY ${JSON.stringify({ apiPort: portOf(app as unknown as typeof hello), uncachedApiPort: portOf(uncached as unknown as typeof hello), helloPort: portOf(hello), adminToken, seedMs })}\n`,
  );

  const stop = async () => {
    await Promise.allSettled([app.close(), uncached.close(), hello.close()]);
    await database.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
