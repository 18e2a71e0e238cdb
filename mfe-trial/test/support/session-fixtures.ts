import type { MeResponse, Role, Session } from '@claims/contracts';
import { makeSession } from '@claims/ui/testing';

/** The user these tests sign in as: the customer of the case fixtures (`customerId`, `customer`). */
export const ann: Session['user'] = {
  id: '65f1c0ffee0000000000abcd',
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  createdAt: '2024-05-01T10:00:00.000Z',
};

/** Ann's session with these roles (the shared kit's session factory), optionally as another user. */
export function annSession(roles: Role[] = ['customer'], user: Partial<Session['user']> = {}): Session {
  return makeSession(roles, { ...ann, ...user });
}

/** What `GET /api/auth/me` answers for this session. */
export function meFor(session: Session, roles = session.roles): MeResponse {
  return {
    user: session.user,
    profile: { ...session.user, updatedAt: session.user.createdAt },
    roles,
  };
}
