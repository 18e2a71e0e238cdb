import { accessTokenClaimsSchema, type AccessTokenClaims } from '@claims/contracts';

export type VerifiedToken = {
  claims: AccessTokenClaims;
  /** Epoch milliseconds at which the token expires (the socket closes then unless renewed). */
  expiresAt: number;
  /** The session the token was issued for, when the token names one (`sid`). */
  sessionId: string | null;
};

export type TokenVerification = { ok: true; token: VerifiedToken } | { ok: false; message: string };
export type TokenVerifier = (token: string) => TokenVerification;

export type TokenVerifierOptions = {
  /** Checks the signature and expiry (service-kit's `app.jwt.verify`); throws when the token is not valid. */
  verify: (token: string) => unknown;
  /** Whether this session was revoked (signed out, password changed); absent: nothing is revoked. */
  isRevoked?: (sessionId: string) => boolean;
};

const expiredCodes = new Set(['FAST_JWT_EXPIRED', 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED']);

/** Verifies an access token sent over the socket with the same key and claims as every service's HTTP routes. */
export function createTokenVerifier({ verify, isRevoked }: TokenVerifierOptions): TokenVerifier {
  return (token) => {
    let payload: unknown;
    try {
      payload = verify(token);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      return {
        ok: false,
        message: expiredCodes.has(code) ? 'Your session has expired' : 'Your session is not valid',
      };
    }
    const claims = accessTokenClaimsSchema.safeParse(payload);
    const raw = payload as { exp?: unknown; sid?: unknown };
    if (!claims.success || typeof raw.exp !== 'number')
      return { ok: false, message: 'Your session is not valid' };
    const sessionId = typeof raw.sid === 'string' ? raw.sid : null;
    if (sessionId && isRevoked?.(sessionId)) return { ok: false, message: 'Your session was signed out' };
    return { ok: true, token: { claims: claims.data, expiresAt: raw.exp * 1000, sessionId } };
  };
}
