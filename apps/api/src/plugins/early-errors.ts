import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@curio/shared';
import { envelope } from './errors.ts';
import { SECURITY_HEADERS } from './security.ts';

/**
 * Replies Fastify and Node write before any route or hook runs, in the same envelope and with the same
 * security headers as every other reply (docs/ARCHITECTURE.md, "The path of a request").
 */

/** A URL that does not decode (`/api/%zz`) → 400; a path parameter past `maxParamLength` → 414. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, MESSAGES.api.urlTooLong]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, MESSAGES.api.badUrl]
        : [400, MESSAGES.api.badRequest];
  void reply.code(status).headers(SECURITY_HEADERS).send(envelope(status, message));
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, MESSAGES.api.headersTooLarge],
  HPE_URI_TOO_LONG: [414, MESSAGES.api.urlTooLong],
  ERR_HTTP_REQUEST_TIMEOUT: [408, MESSAGES.api.badRequest],
};

/**
 * Node's HTTP parser refused the request (headers over the size limit → 431, anything unparsable → 400): no
 * request exists yet, so the reply is written to the socket by hand, then the socket closes, as Node does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, MESSAGES.api.badRequest];
  const body = JSON.stringify(envelope(status, message));
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
