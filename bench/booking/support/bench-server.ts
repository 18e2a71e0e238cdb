/**
 * Child process of the booking benchmark: the booking service on a database (MONGODB_URI, or an in-memory devdb)
 * holding a realistic load of bookings, plus a bare Fastify hello-world for comparison.
 * Prints one `READY {json}` line with the ports, and stops on SIGTERM.
 */
import crypto from 'node:crypto';
import Fastify from 'fastify';
import { addDays, chicagoDay, timeWindows } from '@claims/contracts';
import { createTestTokens, startTestDatabase, testEnv } from '@claims/service-kit/testing';
import { buildApp } from '../../../services/booking/src/app';

async function main() {
  const database = await startTestDatabase();
  const tokens = createTestTokens();
  const app = await buildApp({
    env: testEnv(database, tokens, {
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'silent',
      // Enough places that the creation benchmark books instead of hitting "full" after a few hundred.
      TECHNICIAN_CAPACITY_PER_WINDOW: String(process.env.BENCH_CAPACITY_PER_WINDOW ?? 1000),
    }),
  });

  // A busy calendar: 2 pickups on every day and a visit in every window of the next 30 days.
  const today = chicagoDay(new Date());
  const contact = {
    name: 'Seed Customer',
    phone: '(817) 555-0100',
    email: 'seed@example.com',
    address: '1 Main St',
  };
  const startedSeeding = Date.now();
  for (let i = 1; i <= 30; i += 1) {
    const day = addDays(today, i);
    for (let n = 0; n < 2; n += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/booking/recycling/pickups',
        payload: {
          zip: '76114',
          items: ['freezer'],
          floor: 'ground',
          installed: 'disconnected',
          access: 'easy',
          termsAccepted: true,
          pickupDate: day,
          // A customer per booking: the service asks before booking one customer the same pickup twice.
          contact: { ...contact, email: `seed-${day}-${n}@example.com` },
          idempotencyKey: crypto.randomUUID(),
        },
      });
    }
    for (const window of timeWindows) {
      await app.inject({
        method: 'POST',
        url: '/api/booking/technician/visits',
        payload: {
          zip: '76114',
          serviceId: 'washer-repair',
          date: day,
          windowId: window.id,
          contact: { ...contact, email: `seed-${day}-${window.id}@example.com` },
          consent: true,
          idempotencyKey: crypto.randomUUID(),
        },
      });
    }
  }
  const seedMs = Date.now() - startedSeeding;
  const seeded = await app.db.collection('bookings').countDocuments();

  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  // For the report: confirmation emails written, and bookings whose email is still to be written (after the answer).
  hello.get('/confirmations', async () => ({
    bookings: await app.db.collection('bookings').countDocuments(),
    pending: await app.db.collection('bookings').countDocuments({ confirmationPending: true }),
    written: await app.db
      .collection('outbox_emails')
      .countDocuments({ subject: { $regex: '^Booking confirmed' } }),
  }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const portOf = (server: typeof hello) => (server.server.address() as { port: number }).port;
  process.stdout.write(
    `READY ${JSON.stringify({ apiPort: portOf(app as unknown as typeof hello), helloPort: portOf(hello), seedMs, seeded, today, embedded: database.embedded })}\n`,
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
