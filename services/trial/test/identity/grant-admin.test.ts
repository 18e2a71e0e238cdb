import mongoose from 'mongoose';
import { startTestDatabase, type TestDatabase } from '@claims/service-kit/testing';
import { grantAdmin } from '../../src/identity/grant-admin';
import { UsersRepository } from '../../src/repositories/users-repository';

let database: TestDatabase;
let connection: mongoose.Connection;
let users: UsersRepository;

beforeAll(async () => {
  database = await startTestDatabase();
  connection = await mongoose.createConnection(database.uri, { dbName: database.dbName }).asPromise();
  users = await UsersRepository.open(connection);
});

afterAll(async () => {
  await connection.close();
  await database.stop();
});

describe('grantAdmin (the first admin of a deployment)', () => {
  it('adds the admin role to a signed-up account and keeps its other roles', async () => {
    const account = await users.createAccount({
      fullName: 'Owner Person',
      email: 'owner@example.com',
      passwordHash: 'not-a-real-hash',
      roles: ['customer'],
    });

    const result = await grantAdmin(database, '  Owner@Example.com ');

    expect(result).toEqual({ outcome: 'granted', email: 'owner@example.com', roles: ['customer', 'admin'] });
    expect(await users.rolesOf(account.id)).toEqual(['customer', 'admin']);
  });

  it('changes nothing for an account that is already an admin', async () => {
    const result = await grantAdmin(database, 'owner@example.com');

    expect(result).toEqual({
      outcome: 'already-admin',
      email: 'owner@example.com',
      roles: ['customer', 'admin'],
    });
  });

  it('creates nothing when no account has the email', async () => {
    const before = await users.countUsersWithRole('admin');

    const result = await grantAdmin(database, 'nobody@example.com');

    expect(result).toEqual({ outcome: 'no-account', email: 'nobody@example.com' });
    expect(await users.countUsersWithRole('admin')).toBe(before);
    expect(await users.findAccountByEmail('nobody@example.com')).toBeNull();
  });
});
