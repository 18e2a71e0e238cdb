import mongoose from 'mongoose';
import { UsersRepository } from '../repositories/users-repository';

export type GrantAdminOutcome =
  | { outcome: 'granted' | 'already-admin'; email: string; roles: string[] }
  | { outcome: 'no-account'; email: string };

/**
 * Gives the account registered under `email` the admin role, keeping its other roles. This is how a deployment gets
 * its first admin: production seeds no demo accounts, and otherwise only an admin can change roles. The person signs
 * up on the site first, so the password is only ever theirs.
 */
export async function grantAdmin(
  database: { uri: string; dbName: string },
  email: string,
): Promise<GrantAdminOutcome> {
  const connection = await mongoose
    .createConnection(database.uri, { dbName: database.dbName, serverSelectionTimeoutMS: 5_000 })
    .asPromise();
  try {
    const users = await UsersRepository.open(connection);
    const account = await users.findAccountByEmail(email);
    if (!account) return { outcome: 'no-account', email };
    if (account.roles.includes('admin'))
      return { outcome: 'already-admin', email: account.email, roles: account.roles };
    const roles = await users.setRoles(account.id, [...account.roles, 'admin']);
    return { outcome: 'granted', email: account.email, roles };
  } finally {
    await connection.close();
  }
}
