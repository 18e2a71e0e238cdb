import {
  apiErrorSchema,
  defaultRole,
  meResponseSchema,
  refreshBodySchema,
  sessionSchema,
  signInBodySchema,
  signOutBodySchema,
  signUpBodySchema,
} from '@claims/contracts';
import {
  badRequest,
  conflict,
  tooManyRequests,
  unauthorized,
  type FastifyPluginAsyncZod,
} from '@claims/service-kit';
import { z } from 'zod';
import {
  commonPasswordMessage,
  decoyPasswordHash,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../../identity/passwords';
import { sessionExpiredMessage, toUser } from '../../../identity/sessions';
import { EmailTakenError } from '../../../repositories/users-repository';
import userRoutes from './users';

/** "30 seconds", "1 minute", "15 minutes". */
function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** `/api/auth`: sign-up, sign-in, refresh, sign-out and the signed-in user. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role customer) and start a session',
        body: signUpBodySchema,
        response: { 201: sessionSchema, 400: errors[400], 409: errors[409] },
      },
    },
    async (request, reply) => {
      const { fullName, email, password } = request.body;
      if (isCommonPassword(password)) {
        throw badRequest(commonPasswordMessage, { password: commonPasswordMessage });
      }
      try {
        const account = await app.usersRepository.createAccount({
          fullName,
          email,
          passwordHash: await hashPassword(password),
          roles: [defaultRole],
        });
        return reply.code(201).send(await app.sessions.start(account));
      } catch (error) {
        if (error instanceof EmailTakenError) throw conflict(error.message, { email: error.message });
        throw error;
      }
    },
  );

  app.post(
    '/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInBodySchema,
        response: { 200: sessionSchema, 400: errors[400], 401: errors[401], 429: errors[429] },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const throttle = app.signInThrottle;
      // Counted before the password is checked, in one atomic step: parallel guesses cannot slip past the limit.
      const decision = await throttle.reserve(email, request.ip);
      if (!decision.allowed) {
        void reply.header('retry-after', String(decision.retryAfterSeconds));
        throw tooManyRequests(
          `Too many failed sign-in attempts. Please wait ${waitWords(decision.retryAfterSeconds)} and try again.`,
        );
      }
      const credentials = await app.usersRepository.findCredentialsByEmail(email);
      // Unknown emails cost one hash too, so response time does not tell which emails have accounts.
      const valid = await verifyPassword(password, credentials?.passwordHash ?? (await decoyPasswordHash()));
      const account = credentials && valid ? await app.usersRepository.findAccount(credentials.id) : null;
      if (!account) throw unauthorized('Invalid email or password');
      await throttle.succeeded(email, request.ip);
      return app.sessions.start(account);
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new session (the old token stops working)',
        body: refreshBodySchema,
        response: { 200: sessionSchema, 400: errors[400], 401: errors[401] },
      },
    },
    async (request) => app.sessions.refresh(request.body.refreshToken),
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session the refresh token belongs to',
        body: signOutBodySchema,
        response: { 204: z.undefined(), 400: errors[400] },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request.body.refreshToken);
      return reply.code(204).send();
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, profile and roles',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: errors[401] },
      },
    },
    async (request) => {
      const account = await app.usersRepository.findAccount(request.user.sub);
      if (!account) throw unauthorized(sessionExpiredMessage);
      return {
        user: toUser(account),
        profile: {
          id: account.id,
          email: account.email,
          fullName: account.fullName,
          createdAt: account.createdAt.toISOString(),
          updatedAt: account.updatedAt.toISOString(),
        },
        roles: account.roles,
      };
    },
  );

  await app.register(userRoutes, { prefix: '/users' });
};

export default authRoutes;
