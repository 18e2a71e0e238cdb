import fp from 'fastify-plugin';
import { SessionRevocations } from '../sessions/session-revocations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Session ids whose access tokens are refused (signed out, roles changed), kept current by a change stream. */
    sessionRevocations: SessionRevocations;
  }
}

export type SessionRevocationsPluginOptions = { dbName: string; reloadIntervalMs?: number };

export default fp<SessionRevocationsPluginOptions>(
  async (app, options) => {
    const revocations = new SessionRevocations(app.db, options, app.log);
    app.decorate('sessionRevocations', revocations);
    await revocations.start();
    // Before the connection closes (database plugin's onClose), so the stream does not report a failure.
    app.addHook('preClose', async () => {
      await revocations.stop();
    });
  },
  { name: 'service-kit-session-revocations', dependencies: ['service-kit-database'] },
);
