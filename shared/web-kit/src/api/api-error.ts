import type { ApiErrorCode } from '@claims/contracts';

/** Every failed request surfaces as this error: the server's error shape, or `network` when no answer came back. */
export type ApiRequestErrorCode = ApiErrorCode | 'network';

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: ApiRequestErrorCode;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: ApiRequestErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
  }
}

export const networkErrorMessage = "Can't reach the server. Check your connection and try again.";

const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'validation_failed',
  429: 'rate_limited',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

const defaultMessages: Record<ApiErrorCode, string> = {
  validation_failed: 'Some fields are not valid.',
  bad_request: 'The request was not understood.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  not_found: 'Not found.',
  conflict: 'This conflicts with existing data.',
  in_progress: 'This request is still being processed. Please try again in a moment.',
  rate_limited: 'Too many attempts. Please wait a moment and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internal: 'Something went wrong',
};

const knownCodes = new Set<string>(Object.keys(defaultMessages));

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Maps a non-2xx answer to ApiRequestError, trusting `{ error: { code, message, fields? } }` when the body has it. */
export function toApiRequestError(status: number, body: unknown): ApiRequestError {
  const fallbackCode: ApiErrorCode = codeByStatus[status] ?? (status >= 500 ? 'internal' : 'bad_request');
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
    const mappedCode =
      typeof code === 'string' && knownCodes.has(code) ? (code as ApiErrorCode) : fallbackCode;
    const mappedMessage =
      typeof message === 'string' && message.trim() ? message : defaultMessages[mappedCode];
    return new ApiRequestError(
      status,
      mappedCode,
      mappedMessage,
      isStringRecord(fields) ? fields : undefined,
    );
  }
  return new ApiRequestError(status, fallbackCode, defaultMessages[fallbackCode]);
}

export const timeoutErrorMessage = 'The server did not answer in time. Please try again.';

/** No answer within the request's time limit: counted as a network failure (worth retrying), with its own message. */
export function toTimeoutError(url: string, timeoutMs: number): ApiRequestError {
  const error = new ApiRequestError(0, 'network', timeoutErrorMessage);
  (error as Error & { cause?: unknown }).cause = new Error(`No answer from ${url} within ${timeoutMs} ms`);
  return error;
}

/** A request that got no answer within its time limit (`toTimeoutError`). */
export function isTimeoutError(error: unknown): boolean {
  return isApiRequestError(error) && error.code === 'network' && error.message === timeoutErrorMessage;
}

export function toNetworkError(cause: unknown): ApiRequestError {
  const error = new ApiRequestError(0, 'network', networkErrorMessage);
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/**
 * Whether a failed write may have been carried out all the same: no answer (the network, a time limit), a server
 * fault or unavailability, or the same request still under way elsewhere. Sent again with its Idempotency-Key, it is
 * carried out once. Any other answer is a refusal: nothing was done.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return (
    !isApiRequestError(error) ||
    error.code === 'network' ||
    error.code === 'in_progress' ||
    error.status >= 500
  );
}

/** Worth trying again later: no answer, overload or a server fault; never a 4xx verdict about the request itself. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  return error.code === 'network' || error.status === 429 || error.status >= 500;
}
