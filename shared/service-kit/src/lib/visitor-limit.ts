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
  /**
   * Count only the requests answered with this status (201: a new record). A refusal, an invalid request or a
   * repeat answered with the record an earlier request made then costs the visitor nothing, so people behind one
   * address (an office, a shop) are held back by what they made, not by their mistakes and retries. Without it,
   * every request counts.
   */
  countOnly?: number;
  /**
   * With `countOnly`: a request that will make nothing new whatever the limit says (a repeat of a request that made
   * its record, whose answer was lost), let through when the visitor is at the limit. Asked only then, so it may read
   * the database. Run as a `preHandler` for it to see the request's body.
   */
  isRepeat?: (request: FastifyRequest) => Promise<boolean>;
  /**
   * Who a request counts for: the client address (as the edge reports it) by default; a limit on what signed-in
   * people do keys by their account instead (run it after authentication).
   */
  keyOf?: (request: FastifyRequest) => string;
  /** The clock of the window (tests). */
  now?: () => number;
};

/**
 * A route hook that allows each visitor (client address, as the edge reports it, or `keyOf`) `max` requests per window and
 * answers the next ones 429 in the one error shape, with Retry-After and the wait in whole minutes. Checked on
 * its own, so it applies even when the general limit already ran for the request (that hook runs once).
 */
export function createVisitorLimiter(app: FastifyInstance, options: VisitorLimitOptions): VisitorLimiter {
  return options.countOnly === undefined ? everyRequestLimiter(app, options) : answeredLimiter(app, options);
}

function refuse(reply: FastifyReply, waitMs: number, message: VisitorLimitOptions['message']): never {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  void reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new HttpError(429, 'rate_limited', message(minutes));
}

const byAddress = (request: FastifyRequest) => request.ip;

function everyRequestLimiter(
  app: FastifyInstance,
  { name, max, windowMs, message, keyOf = byAddress }: VisitorLimitOptions,
): VisitorLimiter {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return async (request, reply) => {
    const outcome = await check(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    refuse(reply, outcome.ttl, message);
  };
}

/**
 * A sliding window per visitor of the requests that may still count: each request holds a place from the moment
 * it arrives (so two sent at once cannot both take the last one), and gives it back when answered with another
 * status. The wait told to a refused visitor is until their oldest counted request leaves the window.
 */
function answeredLimiter(
  app: FastifyInstance,
  {
    name,
    max,
    windowMs,
    message,
    countOnly,
    isRepeat,
    keyOf = byAddress,
    now = Date.now,
  }: VisitorLimitOptions,
): VisitorLimiter {
  const held = new Map<string, number[]>();
  const placeOf = new WeakMap<FastifyRequest, { key: string; at: number }>();
  const current = (key: string, time: number) => {
    const times = (held.get(key) ?? []).filter((at) => at > time - windowMs);
    if (times.length > 0) held.set(key, times);
    else held.delete(key);
    return times;
  };
  // Visitors who have not come back within a window are forgotten, so the map holds only recent ones.
  const sweep = setInterval(() => {
    const time = now();
    for (const key of held.keys()) current(key, time);
  }, windowMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  app.addHook('onResponse', async (request, reply) => {
    const place = placeOf.get(request);
    if (!place || reply.statusCode === countOnly) return;
    const times = held.get(place.key);
    const index = times?.indexOf(place.at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
  });

  return async (request, reply) => {
    const key = `${name}:${keyOf(request)}`;
    const time = now();
    const times = current(key, time);
    if (times.length >= max) {
      if (isRepeat && (await isRepeat(request))) return;
      refuse(reply, times[0] + windowMs - time, message);
    }
    // Distinct times within one key, so giving a place back removes this request's and no other's.
    const at = Math.max(time, (times.at(-1) ?? 0) + 1e-3);
    times.push(at);
    held.set(key, times);
    placeOf.set(request, { key, at });
  };
}
