import type { FastifyBaseLogger } from 'fastify';
import type { JWT } from '@fastify/jwt';
import type { AccessTokenClaims, Session, User } from '@claims/contracts';
import { unauthorized, type SessionRevocations } from '@claims/service-kit';
import type { Account, UsersRepository } from '../repositories/users-repository';
import type { RefreshTokensRepository } from '../repositories/refresh-tokens-repository';

export type SessionsOptions = {
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** How long a just-rotated refresh token still yields its successor (parallel renewals from two tabs). */
  refreshGraceSeconds: number;
};

/** What a client gets when its refresh token cannot be used: always the same words, whatever the reason. */
export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

export function toUser(account: Account): User {
  return {
    id: account.id,
    email: account.email,
    fullName: account.fullName,
    createdAt: account.createdAt.toISOString(),
  };
}

/**
 * Issues sessions (access JWT + rotating refresh token), renews them and ends them. Every access token names its
 * session (`sid`: the id of the refresh token it was issued with), so ending a session, reuse of a stolen refresh
 * token and a change of roles revoke the access tokens still alive, in every service within seconds.
 */
export class Sessions {
  constructor(
    private readonly jwt: JWT,
    private readonly users: UsersRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly revocations: SessionRevocations,
    private readonly options: SessionsOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A new session (a new refresh-token family) for an account that just proved who it is. */
  async start(account: Account): Promise<Session> {
    const refresh = await this.refreshTokens.issue({
      userId: account.id,
      ttlDays: this.options.refreshTokenTtlDays,
    });
    return this.session(account, refresh.token, refresh.id);
  }

  /** Exchanges a refresh token for a new session; the old token stops working (after the grace window). */
  async refresh(refreshToken: string): Promise<Session> {
    const rotation = await this.refreshTokens.rotate(refreshToken, {
      graceMs: this.options.refreshGraceSeconds * 1000,
    });
    if (rotation.outcome === 'reused') {
      this.log.warn(
        { userId: rotation.userId, familyId: rotation.familyId },
        'refresh token reused: session family revoked',
      );
      await this.revokeAccess({ familyId: rotation.familyId });
    }
    if (rotation.outcome === 'invalid' || rotation.outcome === 'reused')
      throw unauthorized(sessionExpiredMessage);

    const account = await this.users.findAccount(rotation.userId);
    if (!account) {
      await this.refreshTokens.revokeFamily(rotation.familyId);
      throw unauthorized(sessionExpiredMessage);
    }
    if (rotation.outcome === 'successor') return this.session(account, rotation.token, rotation.sessionId);

    const next = await this.refreshTokens.issue({
      userId: account.id,
      familyId: rotation.familyId,
      ttlDays: this.options.refreshTokenTtlDays,
    });
    await this.refreshTokens.recordSuccessor(refreshToken, next.token);
    return this.session(account, next.token, next.id);
  }

  /** Sign-out: the refresh token's whole family stops working, and so do its access tokens. */
  async end(refreshToken: string): Promise<void> {
    const ended = await this.refreshTokens.revokeByToken(refreshToken);
    if (ended) await this.revokeAccess({ familyId: ended.familyId });
  }

  /**
   * The user's roles changed: every access token of theirs still alive is refused from now on, so the next
   * request renews (with the new roles) through the refresh token, which keeps working.
   */
  async rolesChanged(userId: string): Promise<void> {
    await this.revokeAccess({ userId });
  }

  /** Revokes the session ids whose access tokens may still be alive (issued within one access-token lifetime). */
  private async revokeAccess(filter: { familyId: string } | { userId: string }): Promise<void> {
    const lifetimeMs = (this.options.accessTokenTtlSeconds + this.options.refreshGraceSeconds + 60) * 1000;
    const now = Date.now();
    const ids = await this.refreshTokens.sessionIdsSince(filter, new Date(now - lifetimeMs));
    await this.revocations.revoke(ids, new Date(now + lifetimeMs));
  }

  private session(account: Account, refreshToken: string, sessionId: string): Session {
    const claims: AccessTokenClaims = {
      sub: account.id,
      sid: sessionId,
      email: account.email,
      name: account.fullName,
      roles: account.roles,
    };
    const accessToken = this.jwt.sign(claims, { expiresIn: this.options.accessTokenTtlSeconds });
    const { exp } = this.jwt.decode<{ exp: number }>(accessToken) ?? { exp: 0 };
    return {
      accessToken,
      accessTokenExpiresAt: exp * 1000,
      accessTokenExpiresIn: Math.max(0, exp - Math.floor(Date.now() / 1000)),
      refreshToken,
      user: toUser(account),
      roles: account.roles,
    };
  }
}
