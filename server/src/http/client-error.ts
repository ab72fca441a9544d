import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, type ErrorCodeValue, ERROR_MESSAGES, fail, statusOfCode } from '@boda/contract';
import { SECURITY_HEADERS } from './security-headers';

/*
 * Requests Node's HTTP parser refuses before Fastify sees them: an address or headers past the size
 * limit (431), a malformed request (400). Answered with our error envelope, like every other refusal,
 * instead of Fastify's own body; a request that timed out gets its 408 without a body.
 */

/** The catalogue code of a parser error. */
function codeOf(err: NodeJS.ErrnoException): ErrorCodeValue {
  return err.code === 'HPE_HEADER_OVERFLOW' ? ErrorCode.REQUEST_TOO_LARGE : ErrorCode.BAD_PARAMETER;
}

/** The raw answer written to the socket (the request never became a Fastify request). */
export function clientErrorResponse(err: NodeJS.ErrnoException): string {
  const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return `HTTP/1.1 408 ${STATUS_CODES[408]}\r\nContent-Length: 0\r\nConnection: close\r\n${headers.join('')}\r\n`;
  }
  const code = codeOf(err);
  const status = statusOfCode(code);
  const body = JSON.stringify(fail(code, ERROR_MESSAGES[code]));
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n${headers.join('')}\r\n${body}`
  );
}

/** Fastify's `clientErrorHandler`: our envelope instead of Fastify's, then the connection closes. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // As Fastify's own handler does: the answer is small enough to leave in one write.
  if (socket.writable) socket.write(clientErrorResponse(err));
  socket.destroy(err);
}
