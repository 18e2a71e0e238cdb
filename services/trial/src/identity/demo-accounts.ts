import type { Role } from '@claims/contracts';
import { EmailTakenError, type UsersRepository } from '../repositories/users-repository';
import { hashPassword, verifyPassword } from './passwords';

/** One account per role, so every screen can be tried at once. */
export const demoAccounts: ReadonlyArray<{ email: string; fullName: string; role: Role }> = [
  { email: 'admin@demo.local', fullName: 'Demo Admin', role: 'admin' },
  { email: 'tech@demo.local', fullName: 'Demo Technician', role: 'tech' },
  { email: 'insurance@demo.local', fullName: 'Demo Insurance Agent', role: 'insurance' },
  { email: 'customer@demo.local', fullName: 'Demo Customer', role: 'customer' },
];

/**
 * Makes sure every demo account exists, has its role and signs in with `password`.
 * Safe to run on every start and from several instances at once.
 */
export async function seedDemoAccounts(
  users: UsersRepository,
  password: string,
): Promise<Array<{ email: string; role: Role; created: boolean }>> {
  const results = [];
  for (const demo of demoAccounts) {
    let created = false;
    let credentials = await users.findCredentialsByEmail(demo.email);
    if (!credentials) {
      try {
        await users.createAccount({
          fullName: demo.fullName,
          email: demo.email,
          passwordHash: await hashPassword(password),
          roles: [demo.role],
        });
        created = true;
      } catch (error) {
        // Another instance created it a moment ago; fall through and check it like an existing one.
        if (!(error instanceof EmailTakenError)) throw error;
      }
      credentials = await users.findCredentialsByEmail(demo.email);
    }
    if (!credentials) throw new Error(`Demo account ${demo.email} could not be created`);
    if (!created) {
      await users.addRole(credentials.id, demo.role);
      if (!(await verifyPassword(password, credentials.passwordHash))) {
        await users.setPasswordHash(credentials.id, await hashPassword(password));
      }
    }
    results.push({ email: demo.email, role: demo.role, created });
  }
  return results;
}
