/**
 * Child process of the gateway benchmark: an in-memory devdb (or MONGODB_URI) and one gateway watching the
 * benchmark's `cases` collection. Prints one `READY {json}` line with the gateway URL, the database URI and names,
 * and an access token per benchmark user; stops on SIGTERM.
 */
import { createTestTokens, startTestDatabase, testEnv } from '@claims/service-kit/testing';
import type { Role } from '@claims/contracts';
import { buildApp } from '../../../services/gateway/src/app';

type BenchUser = { sub: string; roles: Role[] };

async function main() {
  const users = JSON.parse(process.env.BENCH_USERS ?? '[]') as BenchUser[];
  const database = await startTestDatabase();
  const tokens = createTestTokens();
  const casesDbName = `${database.dbName}_trial`;
  const app = await buildApp({
    env: testEnv(database, tokens, {
      CASES_DB_NAME: casesDbName,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000000',
    }),
  });
  // Gateway-side figures: commit (the event's wall time) → fan-out done, and the fan-out's own time.
  const commitToFanout: number[] = [];
  const fanoutTimes: number[] = [];
  app.liveEvents.listeners.add((change, delivered) => {
    if (change.committedAt) commitToFanout.push(Date.now() - change.committedAt.getTime());
    fanoutTimes.push(delivered.fanoutMs);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const userTokens = users.map((user) =>
    tokens.accessToken({ sub: user.sub, roles: user.roles, name: user.sub }, { expiresInSeconds: 4 * 3600 }),
  );
  process.stdout.write(
    `READY ${JSON.stringify({ url: `ws://127.0.0.1:${port}/ws`, uri: database.uri, casesDbName, userTokens, embedded: database.embedded })}\n`,
  );

  const stop = async () => {
    const sortedLag = commitToFanout.sort((a, b) => a - b);
    const sortedFanout = fanoutTimes.sort((a, b) => a - b);
    const at = (values: number[], p: number) =>
      values[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;
    process.stderr.write(
      `gateway side, all ${sortedLag.length} events: commit → fan-out done p50 ${at(sortedLag, 50)} ms, p99 ${at(sortedLag, 99)} ms (1 ms clock); ` +
        `fan-out itself p50 ${at(sortedFanout, 50).toFixed(2)} ms, p99 ${at(sortedFanout, 99).toFixed(2)} ms\n`,
    );
    const cpu = process.cpuUsage();
    process.stderr.write(
      `gateway + devdb process CPU: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s over ${process.uptime().toFixed(1)} s\n`,
    );
    await app.close().catch(() => undefined);
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
