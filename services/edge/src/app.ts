import fs from 'node:fs';
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { parseEdgeEnv, resolveEdgeConfig, type EdgeConfig } from './config/env';
import securityHeaders from './plugins/security-headers';
import staticSites from './plugins/static-sites';
import apiProxies from './plugins/api-proxies';
import clientErrors from './plugins/client-errors';

export type BuildEdgeOptions = { env?: NodeJS.ProcessEnv; config?: EdgeConfig };

/** The site's one origin: the shell, every remote's build, `/remotes.json`, and the APIs behind it. */
export async function buildApp(options: BuildEdgeOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? resolveEdgeConfig(parseEdgeEnv(options.env ?? process.env), fs.existsSync);
  const app = Fastify({
    logger: config.env.NODE_ENV === 'test' ? false : { level: config.env.LOG_LEVEL },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    forceCloseConnections: 'idle',
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => ({ status: 'ok' }));

  await app.register(securityHeaders, { config });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(clientErrors);
  await app.register(apiProxies, { config });
  await app.register(staticSites, { config });
  return app;
}
