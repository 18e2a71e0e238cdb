import { Types } from 'mongoose';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  honeypotField,
  site,
  type SubmissionMeta,
  type SubmissionReceipt,
} from '@claims/contracts';
import { createVisitorLimiter, type VisitorLimiter } from '@claims/service-kit';
import type { SubmissionContext } from '../repositories/leads-repository';

export type SubmissionLimit = { max: number; windowMs: number };

/**
 * The errors a form route answers with, in the one error shape: a refused field (400), the same idempotency key
 * stored by another request at the same moment (409), too many forms from one visitor (429).
 */
export const submissionErrorResponses = { 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** A route hook that refuses a visitor's forms beyond the limit. */
export type SubmissionLimiter = VisitorLimiter;

/**
 * The one limiter every form route shares: one counter per visitor IP across all forms, so a bot cannot
 * spread its posts over several forms.
 */
export function createSubmissionLimiter(
  app: FastifyInstance,
  { max, windowMs }: SubmissionLimit,
): SubmissionLimiter {
  return createVisitorLimiter(app, {
    name: 'forms',
    max,
    windowMs,
    message: (minutes) =>
      `You have sent several forms in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us at ${site.phoneDisplay}.`,
  });
}

/** Separates a request body into the form's own fields and the submission's meta fields. */
export function splitSubmission<T extends SubmissionMeta>(body: T) {
  const { idempotencyKey, [honeypotField]: honeypot, page, referrer, ...fields } = body;
  return { fields, meta: { idempotencyKey, honeypot, page, referrer } };
}

export function contextFor(
  request: FastifyRequest,
  meta: { idempotencyKey: string; page?: string; referrer?: string },
): SubmissionContext {
  const userAgent = request.headers['user-agent'];
  return {
    idempotencyKey: meta.idempotencyKey,
    page: meta.page,
    referrer: meta.referrer,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
  };
}

/** A filled honeypot means a bot: it gets an ordinary-looking answer and nothing is stored or sent. */
export function isBot(meta: { honeypot?: string }): boolean {
  return typeof meta.honeypot === 'string' && meta.honeypot.trim() !== '';
}

export function decoyReceipt(): SubmissionReceipt {
  return { id: new Types.ObjectId().toHexString(), receivedAt: new Date().toISOString(), duplicate: false };
}

export function receiptOf(saved: { id: string; receivedAt: Date; duplicate: boolean }): SubmissionReceipt {
  return { id: saved.id, receivedAt: saved.receivedAt.toISOString(), duplicate: saved.duplicate };
}
