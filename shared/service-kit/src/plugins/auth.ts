import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessTokenClaimsSchema, type AccessTokenClaims, type Role } from '@claims/contracts';
import { forbidden, unauthorized } from '../errors';

/** A route hook: `onRequest: app.authenticate` or `onRequest: app.requireRole('admin')`. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AccessTokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Accepts a valid access token (Bearer) and sets `request.user`; otherwise 401. */
    authenticate: AuthHook;
    /** Like `authenticate`, then 403 unless the user has at least one of `roles`. */
    requireRole: (...roles: Role[]) => AuthHook;
  }
}

export type AuthOptions = {
  /** PEM (SPKI) EC P-256 public key of the identity service. */
  publicKey: string;
  /** PEM (PKCS#8) private key: only the identity service has it, to sign access tokens. */
  privateKey?: string;
};

/** A signed-out session, or one whose roles changed: the client renews (new roles) or signs in again. */
export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

const expiredCodes = new Set(['FST_JWT_AUTHORIZATION_TOKEN_EXPIRED']);
const missingCodes = new Set(['FST_JWT_NO_AUTHORIZATION_IN_HEADER', 'FST_JWT_BAD_REQUEST']);

/** ES256 access tokens: verified everywhere with the public key, signed only where the private key is given. */
export default fp<AuthOptions>(
  async (app, { publicKey, privateKey }) => {
    await app.register(jwt, {
      secret: privateKey ? { public: publicKey, private: privateKey } : { public: publicKey },
      sign: { algorithm: 'ES256' },
      // A token that never expires, or names no session (so could never be revoked), is refused.
      verify: { algorithms: ['ES256'], requiredClaims: ['exp', 'sid'] },
    });

    const authenticate: AuthHook = async (request) => {
      let claims: unknown;
      try {
        claims = await request.jwtVerify();
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (missingCodes.has(code)) throw unauthorized('Please sign in to continue');
        if (expiredCodes.has(code)) throw unauthorized('Your session has expired. Please sign in again.');
        throw unauthorized('Your session is not valid. Please sign in again.');
      }
      const parsed = accessTokenClaimsSchema.safeParse(claims);
      if (!parsed.success) throw unauthorized('Your session is not valid. Please sign in again.');
      if (app.hasDecorator('sessionRevocations') && app.sessionRevocations.has(parsed.data.sid)) {
        throw unauthorized(sessionEndedMessage);
      }
      request.user = parsed.data;
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: Role[]): AuthHook => {
      return async (request, reply) => {
        await authenticate(request, reply);
        if (!request.user.roles.some((role) => roles.includes(role))) throw forbidden();
      };
    });
  },
  { name: 'service-kit-auth' },
);
