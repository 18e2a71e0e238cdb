import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus } from '../errors';

const messageByStatus: Record<number, string> = {
  400: 'The request was not understood',
  408: 'The request took too long to arrive',
  413: 'The request is too large',
  414: 'The address is too long',
  431: 'The request headers are too large',
};

export const messageForStatus = (statusCode: number) =>
  messageByStatus[statusCode] ?? http.STATUS_CODES[statusCode] ?? 'Error';

const body = (statusCode: number) =>
  JSON.stringify({ error: { code: codeForStatus(statusCode), message: messageForStatus(statusCode) } });

/** Errors fastify raises before routing (bad URL encoding, a too-long parameter), in the one error shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const status = statusCode >= 400 && statusCode < 500 ? statusCode : 400;
  void reply.code(status).type('application/json; charset=utf-8').send(body(status));
}

/** Errors Node's HTTP parser raises before fastify sees a request (malformed line, huge headers, timeouts). */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const text = body(statusCode);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
