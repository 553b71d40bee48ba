/**
 * Spec 9's referral cookies: SASROID holds the signed-in shopper's own referral id (so the links
 * they share carry it as rid), SASRFRID the id a shared link brought (`?rid=` on any page), so a
 * registration and its later orders are attributed to the shopper who shared the link
 * (server/api/models/referrals.ts). Both readable by the app, which appends SASROID, then SASRFRID.
 * Only SASRFRID refers a registration: SASROID is the browser's own shopper.
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

/** The session keeps the accounts signed in through it: none of them can refer an account made here. */
export const SESSION_BROWSER_ACCOUNTS = 'browserAccounts';
const MAX_BROWSER_ACCOUNTS = 20;

/** After a sign-in: this browser belongs (also) to `userId`. */
export function rememberBrowserAccount(req: FastifyRequest, userId: string): void {
  const known = req.session.get<string[]>(SESSION_BROWSER_ACCOUNTS) ?? [];
  if (!known.includes(userId))
    req.session.set(SESSION_BROWSER_ACCOUNTS, [...known, userId].slice(-MAX_BROWSER_ACCOUNTS));
}

/**
 * Who referred this visitor: the id a shared link brought (SASRFRID), unless it is this browser's
 * own (SASROID, or an account that signed in through this session): a shopper cannot refer
 * themselves, nor a second account they create in their own browser.
 */
export function requestReferralId(req: FastifyRequest, db: Db): string | undefined {
  const rid = req.cookies[FRIEND_REFERRAL_COOKIE];
  if (!rid || !RID.test(rid) || rid === req.cookies[OWN_REFERRAL_COOKIE]) return undefined;
  const owner = db.prepare<[string], { id: string }>('SELECT id FROM users WHERE my_id = ?').get(rid);
  if (!owner) return undefined;
  const mine = [req.session?.userId, ...(req.session?.get<string[]>(SESSION_BROWSER_ACCOUNTS) ?? [])];
  return mine.includes(owner.id) ? undefined : rid;
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
