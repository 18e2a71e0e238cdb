import websocket from '@fastify/websocket';
import { caseEventsMaxClientMessageBytes } from '@claims/contracts';
import { createServiceApp, type ServiceApp } from '@claims/service-kit';
import { gatewayEnvShape } from './config/env';
import liveEvents from './plugins/live-events';
import { wsRoutes } from './routes/ws';

export type BuildAppOptions = {
  /** Variables to read instead of `process.env` (tests). */
  env?: NodeJS.ProcessEnv | Record<string, string | undefined>;
};

/**
 * The gateway: browsers keep a websocket open at `/ws` and receive each change to a case they may see.
 * Events come from a change stream on the trial service's `cases` collection, so no service calls the
 * gateway and any number of instances can run side by side.
 */
export function buildApp(options: BuildAppOptions = {}): Promise<ServiceApp> {
  return createServiceApp({
    area: 'gateway',
    title: 'Live case events',
    defaultPort: 4106,
    env: options.env,
    envShape: gatewayEnvShape,
    register: async (app, env) => {
      // service-kit's in-memory list of revoked sessions, fed by a change stream on the identity service's list.
      const isRevoked = (sessionId: string) => app.sessionRevocations.has(sessionId);
      // Before the websocket plugin, so its close hook runs first: sockets hear 1001 "reconnect", not a bare close.
      await app.register(liveEvents, { ...env, isRevoked });
      await app.register(websocket, {
        // Larger client messages close the socket with 1009 (ws does it before parsing them).
        options: { maxPayload: caseEventsMaxClientMessageBytes },
      });
      await app.register(wsRoutes, { ...env, isRevoked });
    },
  });
}
