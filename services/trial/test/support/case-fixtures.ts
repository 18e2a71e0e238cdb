import type { Role } from '@claims/contracts';
import type { ServiceApp } from '@claims/service-kit';
import type { TestTokens } from '@claims/service-kit/testing';

export type TestUser = {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  headers: { authorization: string };
};

let counter = 0;

/** Signs a real account up (so names and roles are in the database) and returns a token for it with `roles`. */
export async function createUser(
  app: ServiceApp,
  tokens: TestTokens,
  roles: Role[],
  name = `User ${roles.join(' ')} ${++counter}`,
): Promise<TestUser> {
  const email = `${roles.join('.')}.${Date.now()}.${++counter}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { fullName: name, email, password: 'kettle-rust-9' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const id: string = response.json().user.id;
  await app.usersRepository.setRoles(id, roles);
  return { id, name, email, roles, headers: tokens.authHeader({ sub: id, name, email, roles }) };
}

export const validCase = {
  deviceType: 'Refrigerator',
  modelNumber: 'WRF555SDFZ',
  serialNumber: 'K41503219',
  issueDescription: 'Not cooling in the fresh-food section',
};

let casesFiled = 0;

/** `validCase` with a serial number of its own: one customer's cases are not the same case filed twice. */
export const anotherCase = () => ({
  ...validCase,
  serialNumber: `K4150${String(++casesFiled).padStart(4, '0')}`,
});

export async function fileCase(app: ServiceApp, customer: TestUser, body: object = anotherCase()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/trial/cases',
    headers: customer.headers,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`case not created: ${response.body}`);
  return response.json();
}
