/** Errors the web server answers itself, in the istore API's shape (types/api.ts ApiErrorBody). */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody, ApiErrorCode } from '../../types/api';

export function errorBody(code: ApiErrorCode, message: string): ApiErrorBody {
  return { errors: [{ code, message }] };
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a request
 * not received in time, malformed): answered on the socket in the API's error shape, and the
 * connection closed. An answer already under way (a forwarded call's) is not interrupted by a
 * second one: the connection just closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const current = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (!socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Bad request'];
  const body = JSON.stringify(errorBody('BAD_REQUEST', message));
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
