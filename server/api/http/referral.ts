/**
 * Spec 9's referral cookies: SASROID holds the signed-in shopper's own referral id (so the links
 * they share carry it as rid), SASRFRID the id a shared link brought (`?rid=` on any page), so a
 * registration and its later orders are attributed to the shopper who shared the link
 * (server/api/models/referrals.ts). Both readable by the app, which appends SASROID, then SASRFRID.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { API_BASE_PATH } from '../../../types/api';

export const OWN_REFERRAL_COOKIE = 'SASROID';
export const FRIEND_REFERRAL_COOKIE = 'SASRFRID';
export const REFERRAL_COOKIE_DAYS = 30;
const RID = /^[A-Za-z0-9_-]{4,40}$/;
const APP_INFO = `${API_BASE_PATH}/common3/appInfoInit`;
const options = { path: '/', httpOnly: false, sameSite: 'lax', maxAge: REFERRAL_COOKIE_DAYS * 86_400 } as const;

/** Who referred this visitor: the link's id (SASRFRID), else an id kept from an earlier sign-in. */
export function requestReferralId(req: FastifyRequest): string | undefined {
  for (const name of [FRIEND_REFERRAL_COOKIE, OWN_REFERRAL_COOKIE]) {
    const v = req.cookies[name];
    if (v && RID.test(v)) return v;
  }
  return undefined;
}

export function registerReferralCookie(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET') return;
    const rid = (req.query as Record<string, unknown> | undefined)?.rid;
    if (typeof rid === 'string' && RID.test(rid) && req.cookies[FRIEND_REFERRAL_COOKIE] !== rid) {
      reply.setCookie(FRIEND_REFERRAL_COOKIE, rid, options);
    }
    // start-up tells the app who is signed in: their own id goes with it, or leaves on sign-out
    if (!req.url.startsWith(APP_INFO)) return;
    const own = req.session?.userId
      ? db.prepare<[string], { my_id: string }>('SELECT my_id FROM users WHERE id = ?').get(req.session.userId)?.my_id
      : undefined;
    if (own && req.cookies[OWN_REFERRAL_COOKIE] !== own) reply.setCookie(OWN_REFERRAL_COOKIE, own, options);
    else if (!own && req.cookies[OWN_REFERRAL_COOKIE]) reply.clearCookie(OWN_REFERRAL_COOKIE, { path: '/' });
  });
}
