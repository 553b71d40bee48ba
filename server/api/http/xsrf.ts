/**
 * Double-submit XSRF protection as the istore client expects (spec 7): the server issues a
 * readable `XSRF-TOKEN` cookie; every mutating API request must echo it in `X-XSRF-TOKEN`.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../types/api';
import { errorBody } from './errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

export function registerXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const cookie = req.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        // over https (directly, or through a trusted proxy) the token never travels in clear
        secure: req.protocol === 'https',
      });
    }
    // The matched route as well as the raw URL: the router decodes the path, so `/%61pi/...`
    // reaches an /api/ route too.
    const route = req.routeOptions.url ?? '';
    if (!MUTATING.has(req.method) || !(route.startsWith('/api/') || req.url.startsWith('/api/'))) return;
    const header = req.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameToken(header, cookie)) {
      return reply.code(403).send(errorBody('XSRF', 'Missing or invalid XSRF token'));
    }
  });
}

/**
 * The spec's GET that sends mail (common3/forgotPassword) needs the token as a change does: the
 * same-site check alone lets through an old browser's cross-site request that names neither
 * Sec-Fetch-Site nor Origin. Use as a route's onRequest, after sameSiteOnly.
 */
export async function tokenRequired(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.sent) return;
  const cookie = req.cookies[XSRF_COOKIE];
  const header = req.headers[XSRF_HEADER.toLowerCase()];
  if (!cookie || typeof header !== 'string' || !sameToken(header, cookie)) {
    await reply.code(403).send(errorBody('XSRF', 'Missing or invalid XSRF token'));
  }
}

/**
 * For the spec's GETs that change state (requestSnapPayPrePayment/*, common3/logout), which the
 * XSRF token cannot cover: refuses a request a browser marks as cross-site (Sec-Fetch-Site), or,
 * from browsers without that header, one whose Origin is another site. Same-site pages, typed
 * URLs and clients that are not browsers (the mini-program) pass. Use as a route's onRequest.
 */
export async function sameSiteOnly(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const foreign =
    typeof site === 'string'
      ? site === 'cross-site'
      : typeof origin === 'string' && origin !== 'null' && origin !== `${req.protocol}://${req.host}`;
  if (foreign || origin === 'null') {
    await reply.code(403).send(errorBody('XSRF', 'This request must come from the store’s own pages'));
  }
}
