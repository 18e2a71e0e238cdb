import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@claims/contracts';
import { HttpError, codeForStatus, isDuplicateKeyError } from '../errors';
import { messageForStatus } from '../lib/framework-errors';
import { requestLogFields } from '../lib/request-logging';

type ValidationIssue = { instancePath: string; message?: string; keyword?: string };

/** `/roles/0` → `roles.0`; an issue on the whole body is reported under the part's name (`body`). */
export function validationFields(
  issues: ValidationIssue[],
  context: string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const key = path || context || 'request';
    const message =
      !path && issue.keyword === 'invalid_type'
        ? `The request ${context ?? 'body'} must be a JSON object`
        : issue.message;
    // The first problem of a field is the one worth fixing first.
    if (!(key in fields)) fields[key] = message ?? 'Invalid value';
  }
  return fields;
}

/** One readable sentence for a toast: every distinct field message, in order. */
export function summarize(fields: Record<string, string>): string {
  const messages = [...new Set(Object.values(fields))];
  return messages.map((message) => message.replace(/[.!]$/, '')).join('. ') + '.';
}

function send(reply: FastifyReply, statusCode: number, body: ApiError) {
  // The rest of an oversized body is never read: close the connection rather than leave it hanging.
  if (statusCode === 413) void reply.header('connection', 'close');
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

const unavailableErrorNames = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoOperationTimeoutError',
]);

/** The database cannot be reached (or did not answer in time): a 503 the client may retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { name, code } = current as { name?: string; code?: unknown };
    if (name && unavailableErrorNames.has(name)) return true;
    // maxTimeMS expired (the query ran out of its time budget).
    if (code === 50) return true;
    // Mongoose held the operation while disconnected and gave up.
    if (name === 'MongooseError' && /buffering timed out/.test(String((current as Error).message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function mapError(
  error: FastifyError,
  request: FastifyRequest,
): { statusCode: number; body: ApiError } | undefined {
  if (error instanceof HttpError) return { statusCode: error.statusCode, body: error.toBody() };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error.validation, error.validationContext);
    return {
      statusCode: 400,
      body: { error: { code: 'validation_failed', message: summarize(fields), fields } },
    };
  }
  if (isDuplicateKeyError(error)) {
    return { statusCode: 409, body: { error: { code: 'conflict', message: 'This record already exists' } } };
  }
  if (error instanceof mongoose.Error.ValidationError) {
    const fields = Object.fromEntries(
      Object.entries(error.errors).map(([path, problem]) => [path, problem.message]),
    );
    return {
      statusCode: 400,
      body: { error: { code: 'validation_failed', message: summarize(fields), fields } },
    };
  }
  if (error instanceof mongoose.Error.CastError) {
    return {
      statusCode: 400,
      body: { error: { code: 'bad_request', message: `Invalid value for ${error.path}` } },
    };
  }
  if (error instanceof ResponseSerializationError) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return undefined;
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return {
      statusCode: 503,
      body: {
        error: {
          code: 'unavailable',
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        },
      },
    };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 413) {
    return { statusCode, body: { error: { code: 'bad_request', message: messageForStatus(413) } } };
  }
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's and plugins' own client errors (bad JSON, unsupported media type).
    return { statusCode, body: { error: { code: codeForStatus(statusCode), message: error.message } } };
  }
  return undefined;
}

/** Every failure leaves as `{ error: { code, message, fields? } }`; unexpected ones are logged and never leak a stack. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const mapped = mapError(error, request);
      if (mapped) {
        request.log.info(
          { ...requestLogFields(request), statusCode: mapped.statusCode, code: mapped.body.error.code },
          mapped.body.error.message,
        );
        return send(reply, mapped.statusCode, mapped.body);
      }
      if (!(error instanceof ResponseSerializationError))
        request.log.error({ err: error, ...requestLogFields(request) }, 'request failed');
      return send(reply, 500, { error: { code: 'internal', message: 'Something went wrong' } });
    });

    app.setNotFoundHandler((request, reply) => {
      const message = `No route for ${request.method} ${request.url.split('?')[0]}`;
      request.log.info({ ...requestLogFields(request), statusCode: 404, code: 'not_found' }, message);
      return send(reply, 404, { error: { code: 'not_found', message } });
    });
  },
  { name: 'service-kit-errors' },
);
