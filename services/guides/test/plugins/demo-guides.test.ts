import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { buildGuidesApp } from '../support/guides-app';

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
});

afterAll(async () => {
  await database?.stop();
});

describe('sample guides on first start', () => {
  it('fills an empty library once, with steps, and never again', async () => {
    const first = await buildGuidesApp(database, { SEED_DEMO_DATA: 'true', DEMO_GUIDE_COUNT: '30' });
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
      await first.app.close();
    }

    const second = await buildGuidesApp(database, { SEED_DEMO_DATA: 'true', DEMO_GUIDE_COUNT: '30' });
    try {
      expect((await second.app.inject({ method: 'GET', url: '/api/guides/stats' })).json()).toEqual({
        total: 30,
      });
    } finally {
      await second.app.close();
    }
  });

  it('does nothing without SEED_DEMO_DATA or in production', async () => {
    const other = await startTestDatabase();
    try {
      for (const env of [{}, { SEED_DEMO_DATA: 'true', NODE_ENV: 'production' }]) {
        const { app } = await buildGuidesApp(other, env);
        try {
          expect((await app.inject({ method: 'GET', url: '/api/guides/stats' })).json()).toEqual({
            total: 0,
          });
        } finally {
          await app.close();
        }
      }
    } finally {
      await other.stop();
    }
  });
});
