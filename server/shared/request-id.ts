/**
 * A request's id, both servers alike: the `X-Request-Id` the proxy in front sent, when that proxy
 * is believed (STORE_TRUST_PROXY) and the id is a plain token; else a new UUID. The web server
 * sends its id on to the API, which (believing the web server's hop) logs the same id.
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { trustsPeer, type TrustProxy } from './trust-proxy';

export const REQUEST_ID_HEADER = 'x-request-id';
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the trusted proxy's id, else a fresh one. */
export function requestIdFor(trust: TrustProxy): (req: IncomingMessage) => string {
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && PLAIN_ID.test(given) && trustsPeer(trust, req.socket.remoteAddress)) return given;
    return crypto.randomUUID();
  };
}
