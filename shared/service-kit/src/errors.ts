import type { ApiError, ApiErrorCode } from '@claims/contracts';

/** An error a route throws on purpose: it reaches the client as `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, fields ? 'validation_failed' : 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in to continue') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
/** `fields`: the field the conflict is about, so a form shows the message next to it (an email already registered). */
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, 'conflict', message, fields);
export const tooManyRequests = (message = 'Too many requests. Please wait a minute and try again.') =>
  new HttpError(429, 'rate_limited', message);
export const unavailable = (message = 'The service is temporarily unavailable') =>
  new HttpError(503, 'unavailable', message);

/** The status → code mapping used for errors that did not come from `HttpError` (fastify's own, plugins'). */
export function codeForStatus(statusCode: number): ApiErrorCode {
  switch (statusCode) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return statusCode >= 500 ? 'internal' : 'bad_request';
  }
}

/** MongoDB's duplicate-key error (a unique index refused a write). */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
