import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export type VisitorLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export type VisitorLimitOptions = {
  /** Key space of this limit, apart from the general request limit's and every other limit's. */
  name: string;
  max: number;
  windowMs: number;
  /** The 429 message, given the whole minutes until the visitor may try again (at least 1). */
  message: (minutes: number) => string;
};

/**
 * A route hook that allows each visitor (client address, as the edge reports it) `max` requests per window and
 * answers the next ones 429 in the one error shape, with Retry-After and the wait in whole minutes. Checked on
 * its own, so it applies even when the general limit already ran for the request (that hook runs once).
 */
export function createVisitorLimiter(
  app: FastifyInstance,
  { name, max, windowMs, message }: VisitorLimitOptions,
): VisitorLimiter {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${request.ip}`,
  });
  return async (request, reply) => {
    const outcome = await check(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    const minutes = Math.max(1, Math.ceil(outcome.ttl / 60_000));
    void reply.header('retry-after', String(outcome.ttlInSeconds));
    throw new HttpError(429, 'rate_limited', message(minutes));
  };
}
