import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { demoAccounts, seedDemoAccounts } from '../../src/identity/demo-accounts';
import { buildTrialApp } from '../support/trial-app';

// Every case hashes passwords (scrypt, 32 MiB each): slow on a busy machine, so more than the default 5 s.
jest.setTimeout(30_000);

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
});

afterAll(async () => {
  await database?.stop();
});

describe('demo accounts', () => {
  it('are created on start when SEED_DEMO_DATA=true, one per role, and can sign in', async () => {
    const { app } = await buildTrialApp(database, { SEED_DEMO_DATA: 'true' });
    try {
      for (const demo of demoAccounts) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: demo.email, password: 'demo1234' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().roles).toEqual([demo.role]);
      }
    } finally {
      await app.close();
    }
  });

  it('are seeded idempotently, and take the current DEMO_PASSWORD', async () => {
    const { app } = await buildTrialApp(database, { SEED_DEMO_DATA: 'true', DEMO_PASSWORD: 'changed99' });
    try {
      expect(await app.db.collection('users').countDocuments({ email: /@demo\.local$/ })).toBe(4);
      expect(await app.db.collection('user_roles').countDocuments()).toBe(4);
      const again = await seedDemoAccounts(app.usersRepository, 'changed99');
      expect(again.map((account) => account.created)).toEqual([false, false, false, false]);
      expect(await app.db.collection('users').countDocuments()).toBe(4);
      const signIn = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'admin@demo.local', password },
          remoteAddress: '192.0.2.1',
        });
      expect((await signIn('changed99')).statusCode).toBe(200);
      expect((await signIn('demo1234')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('gives a demo account its role back if it was taken away', async () => {
    const { app } = await buildTrialApp(database);
    try {
      const admin = await app.usersRepository.findAccountByEmail('admin@demo.local');
      await app.usersRepository.setRoles(admin!.id, ['customer']);
      await seedDemoAccounts(app.usersRepository, 'demo1234');
      expect(await app.usersRepository.rolesOf(admin!.id)).toEqual(['customer', 'admin']);
    } finally {
      await app.close();
    }
  });

  it('are never created in production', async () => {
    const fresh = await startTestDatabase();
    const { app } = await buildTrialApp(fresh, { SEED_DEMO_DATA: 'true', NODE_ENV: 'production' });
    try {
      expect(await app.db.collection('users').countDocuments()).toBe(0);
    } finally {
      await app.close();
      await fresh.stop();
    }
  });
});
