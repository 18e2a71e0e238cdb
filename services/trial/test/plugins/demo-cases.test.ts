import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { buildTrialApp } from '../support/trial-app';

let database: TestDatabase;

// Four demo accounts hash their passwords on start: generous on a busy machine.
jest.setTimeout(60_000);

beforeAll(async () => {
  database = await startTestDatabase();
});

afterAll(async () => {
  await database?.stop();
});

async function signIn(app: Awaited<ReturnType<typeof buildTrialApp>>['app'], email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: 'demo1234' },
  });
  return { authorization: `Bearer ${response.json().accessToken}` };
}

describe('demo cases', () => {
  it('are filed once on first start for the demo customer, in several statuses, and each role sees them', async () => {
    const first = await buildTrialApp(database, { SEED_DEMO_DATA: 'true' });
    try {
      const stored = await first.app.db.collection('cases').find().sort({ createdAt: -1 }).toArray();
      expect(stored.map((record) => [record.deviceType, record.status])).toEqual([
        ['Microwave', 'pending'],
        ['Refrigerator', 'pending'],
        ['Washer', 'in_call'],
        ['Dishwasher', 'parts_ordered'],
        ['Dryer', 'completed'],
      ]);
      const counts: Record<string, number> = {};
      for (const role of ['customer', 'tech', 'insurance', 'admin']) {
        const headers = await signIn(first.app, `${role}@demo.local`);
        const list = await first.app.inject({ method: 'GET', url: '/api/trial/cases', headers });
        counts[role] = list.json().items.length;
      }
      expect(counts).toEqual({ customer: 5, tech: 4, insurance: 4, admin: 5 });
      const dishwasher = stored.find((record) => record.deviceType === 'Dishwasher');
      expect(
        dishwasher?.history.map((entry: { kind: string; status?: string }) => entry.status ?? entry.kind),
      ).toEqual(['pending', 'assignment', 'assessment', 'parts_order', 'parts_ordered']);
      // Its parts were ordered from the demo dealer by the technician: the order is on the case, the stock taken.
      const orders = await first.app.db.collection('parts_orders').find().toArray();
      expect(orders).toMatchObject([
        {
          caseId: dishwasher?._id.toHexString(),
          status: 'pending',
          orderedByName: 'Demo Technician',
          totalCents: 2999,
          parts: [{ partId: 'door-gasket', name: 'Dishwasher Door Gasket', quantity: 1 }],
        },
      ]);
      expect(orders[0].createdAt.getTime()).toBeLessThan(Date.now() - 60 * 60 * 1000);
      expect(dishwasher?.history.at(-2).note).toMatch(/^1 × Dishwasher Door Gasket \(\$29\.99\), due /);
      expect(
        (await first.app.db.collection('dealer_parts').findOne({ _id: 'door-gasket' as never }))?.stock,
      ).toBe(24);
    } finally {
      await first.app.close();
    }
    const second = await buildTrialApp(database, { SEED_DEMO_DATA: 'true' });
    try {
      expect(await second.app.db.collection('cases').countDocuments()).toBe(5);
    } finally {
      await second.app.close();
    }
  });

  it('are not filed again in a database seeded before the shared marker (its marker in counters)', async () => {
    const legacy = await startTestDatabase();
    try {
      const { app } = await buildTrialApp(legacy);
      await app.db.collection('counters').insertOne({ _id: 'demo-cases-seeded' as never, seq: 1 });
      await app.close();
      const seeded = await buildTrialApp(legacy, { SEED_DEMO_DATA: 'true' });
      try {
        expect(await seeded.app.db.collection('cases').countDocuments()).toBe(0);
      } finally {
        await seeded.app.close();
      }
    } finally {
      await legacy.stop();
    }
  });
});
