import type { MeResponse, Session } from '@claims/contracts';

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    accessToken: 'access-1',
    accessTokenExpiresAt: Date.now() + 15 * 60_000,
    refreshToken: 'refresh-1',
    user: {
      id: '65f1c0ffee0000000000abcd',
      email: 'ann@example.com',
      fullName: 'Ann Lee',
      createdAt: '2024-05-01T10:00:00.000Z',
    },
    roles: ['customer'],
    ...overrides,
  };
}

export function meFor(session: Session, roles = session.roles): MeResponse {
  return {
    user: session.user,
    profile: { ...session.user, updatedAt: session.user.createdAt },
    roles,
  };
}
