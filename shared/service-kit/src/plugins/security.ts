import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '../errors';

export type SecurityOptions = {
  /** Origins allowed to call the API from another origin; empty = same origin only (the edge serves everything). */
  corsOrigins: string[];
  rateLimitMax: number;
  rateLimitWindowMs: number;
};

/** Security headers, CORS and the general per-IP request limit. */
export default fp<SecurityOptions>(
  async (app, options) => {
    // Helmet's headers, built once: the Fastify wrapper rebuilds its middleware on every request.
    const securityHeaders = helmet();
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    await app.register(cors, {
      origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
      credentials: false,
      exposedHeaders: ['x-request-id', 'retry-after'],
    });
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: options.rateLimitWindowMs,
      errorResponseBuilder: () => tooManyRequests(),
    });
    // Count every request before any route hook runs: the plugin's own per-route hook comes after a
    // route's `onRequest: app.authenticate`, so failed authentications (and 404s) would never be counted.
    const limitEarly = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      const routeSetting = request.routeOptions.config?.rateLimit;
      if (routeSetting === false || typeof routeSetting === 'object') return;
      await limitEarly.call(app, request, reply);
    });
  },
  { name: 'service-kit-security' },
);
