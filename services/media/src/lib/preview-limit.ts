import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@claims/service-kit';

export type PreviewLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Previews cost a render each, and /video-ai needs no sign-in: every visitor (client address, set by the edge)
 * gets `max` previews per window, counted apart from the general request limit.
 */
export function createPreviewLimiter(
  app: FastifyInstance,
  { max, windowMs }: { max: number; windowMs: number },
): PreviewLimiter {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `previews:${request.ip}`,
  });
  return async (request, reply) => {
    const outcome = await check(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    const minutes = Math.max(1, Math.ceil(outcome.ttl / 60_000));
    void reply.header('retry-after', String(outcome.ttlInSeconds));
    throw new HttpError(
      429,
      'rate_limited',
      `You have asked for many previews in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    );
  };
}
