import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { build } from '../helper';

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
});

afterAll(async () => {
  await database?.stop();
});

describe('sample guides on first start', () => {
  it('fills an empty library once, with steps, and never again', async () => {
    const seeding = { SEED_DEMO_DATA: 'true', DEMO_GUIDE_COUNT: '30' };
    const first = await build({ env: seeding, shareWith: { database } });
    try {
      const stats = await first.app.inject({ method: 'GET', url: '/api/guides/stats' });
      expect(stats.json()).toEqual({ total: 30 });
      const { items } = (await first.app.inject({ method: 'GET', url: '/api/guides?limit=48' })).json();
      expect(items).toHaveLength(30);
      // Spread over past weeks, newest first, none in the future.
      expect(new Date(items[0].createdAt).getTime()).toBeLessThan(Date.now());
      expect(new Date(items.at(-1).createdAt).getTime()).toBeLessThan(new Date(items[0].createdAt).getTime());
      const detail = (await first.app.inject({ method: 'GET', url: `/api/guides/${items[0].id}` })).json();
      expect(detail.steps.length).toBeGreaterThanOrEqual(3);
    } finally {
      await first.close();
    }

    const second = await build({ env: seeding, shareWith: { database } });
    try {
      expect((await second.app.inject({ method: 'GET', url: '/api/guides/stats' })).json()).toEqual({
        total: 30,
      });
    } finally {
      await second.close();
    }
  });

  it('does nothing without SEED_DEMO_DATA or in production', async () => {
    const other = await startTestDatabase();
    try {
      const envs: Record<string, string>[] = [{}, { SEED_DEMO_DATA: 'true', NODE_ENV: 'production' }];
      for (const env of envs) {
        const { app, close } = await build({ env, shareWith: { database: other } });
        try {
          expect((await app.inject({ method: 'GET', url: '/api/guides/stats' })).json()).toEqual({
            total: 0,
          });
        } finally {
          await close();
        }
      }
    } finally {
      await other.stop();
    }
  });
});
