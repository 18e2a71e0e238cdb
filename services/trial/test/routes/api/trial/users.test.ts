import { startTestDatabase, type TestDatabase, type TestTokens } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import { buildTrialApp } from '../../../support/trial-app';
import { createUser, type TestUser } from '../../../support/case-fixtures';

let database: TestDatabase;
let app: ServiceApp;
let tokens: TestTokens;
let admin: TestUser;

// Accounts hash their passwords before the suite starts; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

beforeAll(async () => {
  database = await startTestDatabase();
  ({ app, tokens } = await buildTrialApp(database));
  admin = await createUser(app, tokens, ['admin'], 'Ada Admin');
  await createUser(app, tokens, ['tech'], 'Tina Tech');
  await createUser(app, tokens, ['customer', 'tech'], 'Carl Both');
  await createUser(app, tokens, ['insurance'], 'Ian Insurer');
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const list = (query: string, user: TestUser = admin) =>
  app.inject({ method: 'GET', url: `/api/trial/users${query}`, headers: user.headers });

describe('GET /api/trial/users', () => {
  it('lists every user with their roles, in sign-up order', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    expect(
      response.json().items.map((user: { fullName: string; roles: string[] }) => [user.fullName, user.roles]),
    ).toEqual([
      ['Ada Admin', ['admin']],
      ['Tina Tech', ['tech']],
      ['Carl Both', ['customer', 'tech']],
      ['Ian Insurer', ['insurance']],
    ]);
  });

  it('filters by role and by a piece of the name or email, case-insensitively', async () => {
    const techs = await list('?role=tech');
    expect(techs.json().items.map((user: { fullName: string }) => user.fullName)).toEqual([
      'Tina Tech',
      'Carl Both',
    ]);
    const search = await list('?search=INSURER');
    expect(search.json().items.map((user: { fullName: string }) => user.fullName)).toEqual(['Ian Insurer']);
    const byEmail = await list('?search=admin.');
    expect(byEmail.json().items.map((user: { fullName: string }) => user.fullName)).toEqual(['Ada Admin']);
  });

  it('pages with a cursor', async () => {
    const first = await list('?limit=3');
    expect(first.json().items).toHaveLength(3);
    const second = await list(`?limit=3&cursor=${first.json().nextCursor}`);
    expect(second.json().items.map((user: { fullName: string }) => user.fullName)).toEqual(['Ian Insurer']);
    expect(second.json().nextCursor).toBeNull();
  });

  it('is for admins only', async () => {
    const customer = await createUser(app, tokens, ['customer']);
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/trial/users' })).statusCode).toBe(401);
  });
});
