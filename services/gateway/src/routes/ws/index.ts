import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceApp } from '@claims/service-kit';
import { caseEventsPath } from '@claims/contracts';
import { LiveSocket } from '../../hub/live-socket';
import { createTokenVerifier } from '../../lib/token-verifier';
import type { GatewayEnv } from '../../config/env';

/** Query parameters that would put a credential in the URL (and so in every access log on the way). */
const credentialParams = /^(token|access_?token|accesstoken|jwt|auth|authorization|bearer)$/i;
const jwtShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

async function refuseTokenInUrl(request: FastifyRequest, reply: FastifyReply) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const carriesToken = Object.entries(query).some(
    ([name, value]) => credentialParams.test(name) || (typeof value === 'string' && jwtShape.test(value)),
  );
  if (carriesToken) {
    return reply.code(400).send({
      error: {
        code: 'bad_request',
        message: 'Send the access token in the first message, never in the URL',
      },
    });
  }
}

export type WsRouteOptions = Pick<
  GatewayEnv,
  'AUTH_TIMEOUT_MS' | 'MAX_BUFFERED_BYTES' | 'MAX_SOCKETS_PER_USER'
> & {
  isRevoked?: (sessionId: string) => boolean;
};

/** `GET /ws`: the websocket browsers keep open for live case events (protocol in shared/contracts/case-events.ts). */
export async function wsRoutes(app: ServiceApp, options: WsRouteOptions): Promise<void> {
  const verifyToken = createTokenVerifier({
    verify: (token) => app.jwt.verify(token),
    isRevoked: options.isRevoked,
  });
  app.get(
    caseEventsPath,
    {
      websocket: true,
      // The upgrade request is not worth a log line per connection; a refused one must not log its URL.
      logLevel: 'warn',
      schema: { hide: true },
      // Behind the edge every browser shares the edge's address; after a gateway restart all of them reconnect
      // at once. Connecting is cheap (nothing happens before a valid auth message, which must come within
      // AUTH_TIMEOUT_MS), and browsers spread their reconnects with jittered back-off.
      config: { rateLimit: false },
      preValidation: refuseTokenInUrl,
    },
    (socket) => {
      new LiveSocket(socket, app.liveEvents.hub, {
        verifyToken,
        authTimeoutMs: options.AUTH_TIMEOUT_MS,
        maxBufferedBytes: options.MAX_BUFFERED_BYTES,
        maxSocketsPerUser: options.MAX_SOCKETS_PER_USER,
      }).start();
    },
  );
}
