/**
 * Who asks about alerts (models/alerts.ts Asker): the signed-in account, else the browser as a
 * guest, known by a random key kept in its session (kept across sign-in and out, as the session's
 * values are). Shared by the alerts calls and the alerts sandbox page.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Asker } from '../../models/alerts';

/** The session value holding a guest browser's key to its own alerts. */
export const GUEST_KEY = 'alertsGuestKey';

/** Who asks; a guest's key is made only when `create` (a read makes no session). */
export function askerOf(req: FastifyRequest, create: boolean): Asker | null {
  const userId = req.session.userId;
  if (userId) return { userId, guestKey: '' };
  const key = create
    ? req.session.ensure(GUEST_KEY, () => crypto.randomBytes(18).toString('base64url'))
    : req.session.get<string>(GUEST_KEY);
  return typeof key === 'string' && key ? { userId: null, guestKey: key } : null;
}
