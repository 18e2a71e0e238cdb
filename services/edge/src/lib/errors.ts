import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from '@claims/contracts';

/** The edge's own failures leave in the site's one error shape, like every service's. */
export function errorBody(code: ApiErrorCode, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

export function codeForStatus(statusCode: number): ApiErrorCode {
  if (statusCode === 401) return 'unauthorized';
  if (statusCode === 403) return 'forbidden';
  if (statusCode === 404) return 'not_found';
  if (statusCode === 409) return 'conflict';
  if (statusCode === 429) return 'rate_limited';
  if (statusCode === 502 || statusCode === 503 || statusCode === 504) return 'unavailable';
  return statusCode >= 500 ? 'internal' : 'bad_request';
}

/** Readable words for the framework's own client errors (its messages name internals). */
const messageByStatus: Record<number, string> = {
  400: 'The request was not understood',
  403: 'You do not have access to this',
  404: 'Not found',
  405: 'This method is not allowed here',
  408: 'The request took too long to arrive',
  413: 'The request is too large',
  414: 'The address is too long',
  415: 'This content type is not supported',
  431: 'The request headers are too large',
};

export function sendError(reply: FastifyReply, statusCode: number, message?: string) {
  const code = codeForStatus(statusCode);
  if (statusCode === 413) {
    // The rest of an oversized body is never read: close the connection instead of leaving it hanging.
    void reply.header('connection', 'close');
  }
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(
      errorBody(code, message ?? messageByStatus[statusCode] ?? http.STATUS_CODES[statusCode] ?? 'Error'),
    );
}

/**
 * The visitor's connection closed before the answer was complete (a tab closed or moved on, an upload cancelled): a
 * stream cut short then is the visitor's doing, not a fault of the site.
 */
export function visitorLeft(request: FastifyRequest): boolean {
  return request.raw.aborted || request.raw.socket?.destroyed === true;
}

/** Every error a route, a plugin or fastify raises: client errors keep their status, the rest are 500 "Something went wrong". */
export function edgeErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500 && visitorLeft(request)) {
    request.log.info({ err: error.message }, 'visitor left before the answer was complete');
    return sendError(reply, 500, 'Something went wrong');
  }
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Something went wrong');
  }
  request.log.info({ statusCode, err: error.message }, 'client error');
  return sendError(reply, statusCode);
}

/** A browser asking for a page (not an API call, not an area's files). */
export const isPageAddress = (request: FastifyRequest) =>
  request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/mfe/');

/** Errors fastify raises before routing (bad URL encoding, a too-long parameter). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A page address with a broken escape (a link cut off after its `%`) is still a page address: the page handler
  // answers it with the site and its own words ('Guide not found'), not with an error in JSON.
  const answerPageAddress = request.server.answerPageAddress;
  if (error.code === 'FST_ERR_BAD_URL' && answerPageAddress && isPageAddress(request))
    return answerPageAddress(request, reply);
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  return sendError(reply, statusCode >= 400 && statusCode < 500 ? statusCode : 400);
}

/** Errors Node's HTTP parser raises before fastify sees a request (malformed request line, huge headers, timeouts). */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = errorBody(codeForStatus(statusCode), messageByStatus[statusCode]);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
