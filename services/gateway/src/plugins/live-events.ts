import fp from 'fastify-plugin';
import { caseEventsCloseCodes } from '@claims/contracts';
import type { GatewayEnv } from '../config/env';
import { SubscriberHub } from '../hub/subscriber-hub';
import { fanOutCaseChange, type FanoutResult } from '../hub/case-fanout';
import { ScopeCache } from '../lib/scope-cache';
import { CaseChangeStream } from '../stream/case-change-stream';
import { StreamPositionsRepository } from '../repositories/stream-positions-repository';
import type { CaseChange } from '../hub/case-fanout';

export type LiveEvents = {
  hub: SubscriberHub;
  scopes: ScopeCache;
  stream: CaseChangeStream;
  /** Called with every case write after it was fanned out (tests and metrics listen here). */
  listeners: Set<(change: CaseChange, delivered: FanoutResult & { fanoutMs: number }) => void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

export type LiveEventsOptions = Pick<
  GatewayEnv,
  'CASES_DB_NAME' | 'HEARTBEAT_INTERVAL_MS' | 'RESUME_SAVE_INTERVAL_MS' | 'SCOPE_CACHE_SIZE'
> & {
  /** Whether a session was revoked (signed out, roles changed); its sockets are closed within a second. */
  isRevoked?: (sessionId: string) => boolean;
};

/** How often open sockets are checked against the revocation list (an in-memory lookup per socket). */
const revocationSweepMs = 1_000;

/**
 * The hub of connected sockets and the change stream feeding it. The stream starts when the app is ready
 * and stops before the database closes; sockets are told to reconnect (1001) when the gateway stops.
 */
export default fp<LiveEventsOptions>(
  async (app, options) => {
    const hub = new SubscriberHub();
    const scopes = new ScopeCache(options.SCOPE_CACHE_SIZE);
    const listeners: LiveEvents['listeners'] = new Set();
    const client = app.db.getClient();
    const stream = new CaseChangeStream({
      cases: client.db(options.CASES_DB_NAME).collection('cases'),
      positions: new StreamPositionsRepository(app.db.db!),
      scopes,
      log: app.log,
      saveIntervalMs: options.RESUME_SAVE_INTERVAL_MS,
      warmUpLimit: options.SCOPE_CACHE_SIZE,
      onChange: (change) => {
        const started = performance.now();
        const delivered = fanOutCaseChange(change, hub, scopes);
        const fanoutMs = performance.now() - started;
        for (const listener of listeners) listener(change, { ...delivered, fanoutMs });
      },
    });
    app.decorate('liveEvents', { hub, scopes, stream, listeners });

    const heartbeat = setInterval(() => {
      for (const socket of hub.sockets()) socket.heartbeat();
    }, options.HEARTBEAT_INTERVAL_MS);
    heartbeat.unref();

    const isRevoked = options.isRevoked;
    const revocationSweep = isRevoked
      ? setInterval(() => {
          for (const socket of [...hub.sockets()]) {
            const sessionId = socket.sessionId;
            if (sessionId && isRevoked(sessionId)) {
              socket.close(caseEventsCloseCodes.unauthorized, 'Your session was signed out');
            }
          }
        }, revocationSweepMs)
      : undefined;
    revocationSweep?.unref();

    app.addHook('onReady', async () => {
      await stream.start();
    });
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      clearInterval(revocationSweep);
      for (const socket of [...hub.sockets()]) {
        socket.close(caseEventsCloseCodes.goingAway, 'The gateway is restarting; reconnect');
      }
      await stream.stop();
    });
  },
  { name: 'live-events', dependencies: ['service-kit-database'] },
);
