import type { FastifyInstance } from 'fastify';
import { createVisitorLimiter, type VisitorLimiter } from '@claims/service-kit';

export type PreviewLimiter = VisitorLimiter;

/**
 * Previews cost a render each, and /video-ai needs no sign-in: every visitor (client address, set by the edge)
 * gets `max` previews per window, counted apart from the general request limit.
 */
export function createPreviewLimiter(
  app: FastifyInstance,
  { max, windowMs }: { max: number; windowMs: number },
): PreviewLimiter {
  return createVisitorLimiter(app, {
    name: 'previews',
    max,
    windowMs,
    message: (minutes) =>
      `You have asked for many previews in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  });
}
