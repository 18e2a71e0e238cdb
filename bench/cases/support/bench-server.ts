/**
 * Child process of the cases benchmark: the trial service on a database (MONGODB_URI, or an in-memory devdb) with
 * BENCH_SEED_CASES cases filed by one customer, plus a bare Fastify hello-world for comparison.
 * Prints one `READY {json}` line with the ports and the customer's token, and stops on SIGTERM.
 */
import Fastify from 'fastify';
import { Types } from 'mongoose';
import { createTestTokens, startTestDatabase, testEnv } from '@claims/service-kit/testing';
import { buildApp } from '../../../services/trial/src/app';
import { formatCaseNumber } from '../../../services/trial/src/repositories/cases-repository';

const seedCount = Number(process.env.BENCH_SEED_CASES ?? 10_000);
const batchSize = 500;
const statuses = ['pending', 'in_call', 'assessment', 'parts_ordered', 'completed', 'cancelled'];

async function main() {
  const database = await startTestDatabase();
  const tokens = createTestTokens();
  const app = await buildApp({
    env: testEnv(database, tokens, {
      JWT_PRIVATE_KEY: tokens.privateKey,
      RATE_LIMIT_MAX: '100000000',
      // The benchmark files every case as one customer.
      CASE_FILINGS_PER_ACCOUNT_MAX: '100000000',
      LOG_LEVEL: 'silent',
    }),
  });
  await app.ready();

  const customerId = new Types.ObjectId().toHexString();
  const cases = app.db.collection('cases');
  const startedSeeding = Date.now();
  const now = Date.now();
  for (let offset = 0; offset < seedCount; offset += batchSize) {
    const count = Math.min(batchSize, seedCount - offset);
    await cases.insertMany(
      Array.from({ length: count }, (_, index) => {
        const n = offset + index;
        // One case every ten minutes back in time: a long-time customer's whole history.
        const createdAt = new Date(now - n * 600_000);
        const status = statuses[n % statuses.length];
        return {
          caseNumber: formatCaseNumber(2000, n + 1),
          customerId,
          techId: null,
          insuranceId: null,
          deviceType: ['Refrigerator', 'Washer', 'Dryer', 'Dishwasher'][n % 4],
          modelNumber: `M-${n}`,
          serialNumber: `S-${n}`,
          issueDescription: 'Stopped working after a power cut; makes a clicking noise.',
          status,
          history: [
            { kind: 'status', status, at: createdAt, byUserId: customerId, byName: 'Bench Customer' },
          ],
          photos: [],
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }
  const seedMs = Date.now() - startedSeeding;

  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const portOf = (server: typeof hello) => (server.server.address() as { port: number }).port;
  const customerToken = tokens.accessToken(
    { sub: customerId, name: 'Bench Customer', roles: ['customer'] },
    { expiresInSeconds: 4 * 3600 },
  );
  process.stdout.write(
    `READY ${JSON.stringify({ apiPort: portOf(app as unknown as typeof hello), helloPort: portOf(hello), customerToken, seedMs, embedded: database.embedded })}\n`,
  );

  const stop = async () => {
    await Promise.allSettled([app.close(), hello.close()]);
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
