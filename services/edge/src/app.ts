import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { parseEdgeEnv, resolveEdgeConfig, type EdgeConfig } from './config/env';
import { QuietRequestLogs } from './lib/request-logging';
import { createShellDocument } from './lib/shell-document';
import { clientErrorHandler, edgeErrorHandler, frameworkErrors, sendError } from './lib/errors';
import securityHeaders from './plugins/security-headers';
import staticSites from './plugins/static-sites';
import apiProxies from './plugins/api-proxies';
import clientErrors from './plugins/client-errors';
import health from './plugins/health';

export type BuildEdgeOptions = {
  env?: NodeJS.ProcessEnv;
  config?: EdgeConfig;
  /** Where the log lines go (JSON, one per line), from `info` up, even under NODE_ENV=test. */
  logStream?: { write(line: string): void };
};

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Picture uploads (case and guide photos) are sent as the image itself; their services cap them at 8 MB. */
const isImageBody = (contentType: string | undefined) =>
  /^image\/(jpeg|png|webp)\s*(;|$)/i.test(contentType ?? '');

/** The site's one origin: the shell, every remote's build, `/remotes.json`, and the APIs behind it. */
export async function buildApp(options: BuildEdgeOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? resolveEdgeConfig(parseEdgeEnv(options.env ?? process.env), fs.existsSync);
  const { env } = config;
  const app = Fastify({
    logger: options.logStream
      ? { level: 'info', name: 'edge', stream: options.logStream }
      : env.NODE_ENV === 'test'
        ? false
        : { level: env.LOG_LEVEL, name: 'edge' },
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && requestIdPattern.test(header) ? header : crypto.randomUUID();
    },
    requestIdHeader: false,
    // Only a configured load balancer may tell the edge who the client is; otherwise the socket decides.
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    logController: new QuietRequestLogs(),
    frameworkErrors,
    clientErrorHandler,
  });
  app.setErrorHandler(edgeErrorHandler);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Proxied bodies are streamed, not parsed: refuse an oversized one before any of it is forwarded.
    const length = Number(request.headers['content-length'] ?? 0);
    const limit = isImageBody(request.headers['content-type'])
      ? env.UPLOAD_BODY_LIMIT_BYTES
      : env.BODY_LIMIT_BYTES;
    if (length > limit) return sendError(reply, 413);
  });

  // Sent by the page handler, its inline scripts allowed by the security headers: one copy for both.
  const shellDocument = createShellDocument(path.join(env.SHELL_DIST, 'index.html'));
  // As the page handler decides it: at start (a build made later is served after a restart).
  const shellBuilt = shellDocument() !== undefined;
  await app.register(health, { config, shellBuilt: () => shellBuilt });
  await app.register(securityHeaders, { config, shellDocument });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(clientErrors);
  await app.register(apiProxies, { config });
  await app.register(staticSites, { config, shellDocument });
  return app;
}
