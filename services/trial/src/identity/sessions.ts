import type { FastifyBaseLogger } from 'fastify';
import type { JWT } from '@fastify/jwt';
import type { AccessTokenClaims, Session, User } from '@claims/contracts';
import { unauthorized } from '@claims/service-kit';
import type { Account, UsersRepository } from '../repositories/users-repository';
import type { RefreshTokensRepository } from '../repositories/refresh-tokens-repository';

export type SessionsOptions = { accessTokenTtlSeconds: number; refreshTokenTtlDays: number };

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

/** Issues sessions (access JWT + rotating refresh token), renews them and ends them. */
export class Sessions {
  constructor(
    private readonly jwt: JWT,
    private readonly users: UsersRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly options: SessionsOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A new session (a new refresh-token family) for an account that just proved who it is. */
  async start(account: Account): Promise<Session> {
    const refresh = await this.refreshTokens.issue({
      userId: account.id,
      ttlDays: this.options.refreshTokenTtlDays,
    });
    return this.session(account, refresh.token);
  }

  /** Exchanges a refresh token for a new session; the old token stops working. */
  async refresh(refreshToken: string): Promise<Session> {
    const rotation = await this.refreshTokens.rotate(refreshToken);
    if (rotation.outcome === 'reused') {
      this.log.warn(
        { userId: rotation.userId, familyId: rotation.familyId },
        'refresh token reused: session family revoked',
      );
    }
    if (rotation.outcome !== 'rotated') throw unauthorized(sessionExpiredMessage);

    const account = await this.users.findAccount(rotation.userId);
    if (!account) {
      await this.refreshTokens.revokeFamily(rotation.familyId);
      throw unauthorized(sessionExpiredMessage);
    }
    const next = await this.refreshTokens.issue({
      userId: account.id,
      familyId: rotation.familyId,
      ttlDays: this.options.refreshTokenTtlDays,
    });
    return this.session(account, next.token);
  }

  /** Sign-out: the refresh token's whole family stops working. */
  async end(refreshToken: string): Promise<void> {
    await this.refreshTokens.revokeByToken(refreshToken);
  }

  private session(account: Account, refreshToken: string): Session {
    const claims: AccessTokenClaims = {
      sub: account.id,
      email: account.email,
      name: account.fullName,
      roles: account.roles,
    };
    const accessToken = this.jwt.sign(claims, { expiresIn: this.options.accessTokenTtlSeconds });
    const { exp } = this.jwt.decode<{ exp: number }>(accessToken) ?? { exp: 0 };
    return {
      accessToken,
      accessTokenExpiresAt: exp * 1000,
      refreshToken,
      user: toUser(account),
      roles: account.roles,
    };
  }
}
