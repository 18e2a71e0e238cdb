import fp from 'fastify-plugin';
import { Sessions, type SessionsOptions } from '../identity/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

/** Session issuing, renewal and sign-out, signing with the private key given to service-kit's auth plugin. */
export default fp<SessionsOptions>(
  async (app, options) => {
    // This service owns the revocation list: its entries disappear once the tokens they name have expired.
    await app.sessionRevocations.ensureIndexes();
    app.decorate(
      'sessions',
      new Sessions(
        app.jwt,
        app.usersRepository,
        app.refreshTokensRepository,
        app.sessionRevocations,
        options,
        app.log,
      ),
    );
  },
  {
    name: 'identity-sessions',
    dependencies: ['service-kit-auth', 'service-kit-session-revocations', 'identity-repositories'],
  },
);
