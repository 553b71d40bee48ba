/**
 * How long a client may take to send its request, on both servers. Fastify turns Node's own
 * bound off (requestTimeout 0), so a body trickling in a byte at a time held its socket for ever
 * and a few hundred such clients held every socket. Node checks the bounds every so often and
 * answers an expired request 408 through the server's clientErrorHandler, which closes the
 * connection.
 *
 * The whole request (headers and body) within `requestTimeoutMs` (60 s: a photo upload from a
 * phone on a poor network), its headers within `headersTimeoutMs` (20 s).
 */
import type { ServerOptions } from 'node:http';

export interface RequestLimits {
  /** Headers and body must have come within this (ms; 60000). */
  requestTimeoutMs?: number;
  /** Headers must have come within this (ms; 20000; never more than requestTimeoutMs). */
  headersTimeoutMs?: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_HEADERS_TIMEOUT_MS = 20_000;

/** Fastify's options for these limits (an HTTP/1 server's). */
export function requestLimitOptions(limits: RequestLimits = {}): { requestTimeout: number; http: ServerOptions } {
  const request = Math.max(1, limits.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  const headers = Math.max(1, Math.min(limits.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS, request));
  return {
    requestTimeout: request,
    // Node looks for expired requests this often (30 s by default: a 1 s limit would hold for 31)
    http: { headersTimeout: headers, connectionsCheckingInterval: Math.min(5000, Math.max(50, headers / 4)) },
  };
}
