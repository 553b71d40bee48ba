/**
 * Spec 9: the referral id arrives as `rid` on a shared link; the store keeps it in the readable
 * cookie SASRFRID (the app reads SASROID, then SASRFRID) so a registration and its later orders
 * are attributed to the shopper who shared the link (server/models/referrals.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const REFERRAL_COOKIES = ['SASROID', 'SASRFRID'] as const;
export const REFERRAL_COOKIE_DAYS = 30;
const RID = /^[A-Za-z0-9_-]{4,40}$/;

/** The referral id this visit came with (cookie SASROID, then SASRFRID). */
export function requestReferralId(req: FastifyRequest): string | undefined {
  for (const name of REFERRAL_COOKIES) {
    const v = req.cookies[name];
    if (v && RID.test(v)) return v;
  }
  return undefined;
}

export function registerReferralCookie(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET') return;
    const rid = (req.query as Record<string, unknown> | undefined)?.rid;
    if (typeof rid !== 'string' || !RID.test(rid) || req.cookies.SASRFRID === rid) return;
    reply.setCookie('SASRFRID', rid, { path: '/', httpOnly: false, sameSite: 'lax', maxAge: REFERRAL_COOKIE_DAYS * 86_400 });
  });
}
