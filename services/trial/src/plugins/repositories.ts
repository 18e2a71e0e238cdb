import fp from 'fastify-plugin';
import { UsersRepository } from '../repositories/users-repository';
import { RefreshTokensRepository } from '../repositories/refresh-tokens-repository';
import { SignInThrottle, type SignInThrottleOptions } from '../repositories/sign-in-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    refreshTokensRepository: RefreshTokensRepository;
    signInThrottle: SignInThrottle;
  }
}

/** Identity data access, bound to this service's database. */
export default fp<{ signInThrottle: SignInThrottleOptions }>(
  async (app, options) => {
    const [users, refreshTokens, throttle] = await Promise.all([
      UsersRepository.open(app.db),
      RefreshTokensRepository.open(app.db),
      SignInThrottle.open(app.db, options.signInThrottle),
    ]);
    app.decorate('usersRepository', users);
    app.decorate('refreshTokensRepository', refreshTokens);
    app.decorate('signInThrottle', throttle);
  },
  { name: 'identity-repositories', dependencies: ['service-kit-database'] },
);
