/**
 * Extension `alerts` (types/alerts.ts lists the calls), mounted under /api/istore/client/ext/alerts.
 * A guest's email alert waits for its mailed confirm link (double opt-in: nobody is mailed alerts
 * they did not ask for); a signed-in shopper's goes to the account's own email and is active at
 * once, as is a mini-program shopper's WeChat one. Listing and cancelling take no user id: the
 * account, or the browser that asked as a guest, sees its own and nothing else. The confirm and
 * unsubscribe calls take the mailed token only, so they work without signing in.
 */
import {
  ALERT_CHANNELS,
  ALERT_KINDS,
  MAX_OPEN_ALERTS,
  type AlertAnswer,
  type AlertsList,
  type AlertTokenRequest,
  type CreateAlertRequest,
  type UnsubscribeAnswer,
} from '../../../../types/api';
import { ApiError } from '../../http/errors';
import { enforce } from '../../http/rate-limit';
import {
  adoptAlert,
  adoptGuestAlerts,
  alertOfToken,
  alertsData,
  alertsOf,
  cancelAllTo,
  countOpenAlerts,
  findAlert,
  findOpenAlert,
  insertAlert,
  moveAlert,
  ownsAlert,
  priceNow,
  toAlert,
} from '../../models/alerts';
import { sendConfirmMail } from '../../models/alert-fire';
import { canonicalOptionPair, getInventory } from '../../models/inventory';
import { getProduct } from '../../models/products';
import { findUserById, normalizeEmail } from '../../models/users';
import { ctx } from '../checkout-shared';
import { mailOrigin, requireMailOrigin } from '../types';
import { SESSION_OPEN_ID } from '../wechat';
import sandboxAlertsRoutes from '../sandbox-alerts';
import { GUEST_KEY, askerOf } from './alerts-asker';
import { alertGrantChecks } from './wechat-subscribe';
import { signInAdoptions } from '../account';
import { parseJson } from '../../db';
import type { ExtensionArea, RouteModule } from '../types';

const token = { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' } as const;
const tokenBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token },
} as const;
const idParam = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const LINK_GONE = 'This alert link is not valid any more';

const alertsRoutes: RouteModule = (app, { db }) => {
  app.post<{ Body: CreateAlertRequest }>(
    '/',
    {
      schema: {
        body: {
          type: 'object',
          required: ['productId', 'kind'],
          additionalProperties: false,
          properties: {
            productId: { type: 'integer', minimum: 1, maximum: 2147483647 },
            optionPair: { type: 'string', maxLength: 500 },
            kind: { type: 'string', enum: [...ALERT_KINDS] },
            email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' },
            channel: { type: 'string', enum: [...ALERT_CHANNELS] },
          },
        },
      },
    },
    (req, reply): AlertAnswer => {
      const { locale } = ctx(req);
      const body = req.body;
      const product = getProduct(db, body.productId, locale);
      if (!product || product.productType !== 'PRODUCT') {
        throw new ApiError(404, 'NOT_FOUND', `No product with id ${body.productId}`, 'productId');
      }
      const { optionPair } = canonicalOptionPair(db, product.id, body.optionPair ?? '')!;
      if (body.kind === 'stock' && getInventory(db, product.id, optionPair)?.available) {
        throw new ApiError(409, 'CONFLICT', `${product.name} is in stock now`, 'productId');
      }
      const channel = body.channel ?? 'email';
      const asker = askerOf(req, true)!;
      let recipient: string;
      if (channel === 'wechat') {
        // the open id WeChat delivers to, when the session has logged in with WeChat; else the shopper
        const openId = req.session.get<string>(SESSION_OPEN_ID);
        recipient = openId ? `openid:${openId}` : asker.userId ? `user:${asker.userId}` : `guest:${asker.guestKey}`;
      } else if (asker.userId) {
        recipient = normalizeEmail(findUserById(db, asker.userId)!.email);
      } else {
        if (!body.email) throw new ApiError(400, 'VALIDATION', 'Give your email to be told', 'email');
        recipient = normalizeEmail(body.email);
        const limits = app.accountLimiters;
        enforce(reply, [limits.alertPerAddress.take(`ip:${req.ip}`), limits.alertPerEmail.take(`email:${recipient}`)]);
      }
      // a mail is nothing without its links; a WeChat message opens a page of the mini-program
      const origin = channel === 'email' ? requireMailOrigin(app, req) : mailOrigin(app, req);
      const confirmed = channel === 'wechat' || !!asker.userId;
      const what = { productId: product.id, optionPair, kind: body.kind, channel, recipient };

      const had = findOpenAlert(db, what);
      if (had) {
        if (confirmed && had.status === 'pending') moveAlert(db, had.id, ['pending'], 'active');
        if (asker.userId && !had.user_id) adoptAlert(db, had.id, asker.userId);
        const row = findAlert(db, had.id)!;
        if (row.status === 'pending') sendConfirmMail(db, row);
        // to a guest it does not belong to, an alert shows nothing of what its owner did with it
        const mine = ownsAlert(row, asker);
        return { alert: { ...toAlert(db, row, locale), ...(mine ? {} : { status: 'pending' as const }) } };
      }
      if (countOpenAlerts(db, channel, recipient) >= MAX_OPEN_ALERTS) {
        throw new ApiError(409, 'CONFLICT', `You have ${MAX_OPEN_ALERTS} alerts waiting. Cancel one first.`);
      }
      const row = insertAlert(db, {
        ...what,
        status: confirmed ? 'active' : 'pending',
        price: priceNow(db, product.id, optionPair) ?? product.price,
        currency: product.currencyCode,
        locale,
        origin,
        asker,
      });
      if (row.status === 'pending') sendConfirmMail(db, row);
      reply.code(201);
      return { alert: toAlert(db, row, locale) };
    },
  );

  app.get('/', (req): AlertsList => {
    const asker = askerOf(req, false);
    const locale = ctx(req).locale;
    return { alerts: asker ? alertsOf(db, asker).map((r) => toAlert(db, r, locale)) : [] };
  });

  app.delete<{ Params: { id: number } }>('/:id', { schema: { params: idParam } }, (req): AlertAnswer => {
    const asker = askerOf(req, false);
    const row = findAlert(db, req.params.id);
    // someone else's alert looks like none
    if (!row || !asker || !ownsAlert(row, asker)) {
      throw new ApiError(404, 'NOT_FOUND', `No alert with id ${req.params.id}`, 'id');
    }
    moveAlert(db, row.id, ['pending', 'active'], 'cancelled');
    return { alert: toAlert(db, findAlert(db, row.id)!, ctx(req).locale) };
  });

  app.post<{ Body: AlertTokenRequest }>('/confirm', { schema: { body: tokenBody } }, (req): AlertAnswer => {
    const row = alertOfToken(db, req.body.token, 'confirm');
    if (!row) throw new ApiError(404, 'NOT_FOUND', LINK_GONE, 'token');
    // following the link again (a reload of the page) answers the same: it is active already
    moveAlert(db, row.id, ['pending'], 'active');
    return { alert: toAlert(db, findAlert(db, row.id)!, ctx(req).locale) };
  });

  app.post<{ Body: AlertTokenRequest }>('/unsubscribe', { schema: { body: tokenBody } }, (req): UnsubscribeAnswer => {
    const row = alertOfToken(db, req.body.token, 'unsubscribe');
    if (!row) throw new ApiError(404, 'NOT_FOUND', LINK_GONE, 'token');
    const cancelled = cancelAllTo(db, row);
    return { alert: toAlert(db, findAlert(db, row.id)!, ctx(req).locale), cancelled };
  });
};

// Signing in: this browser's guest alerts to the account's own email (or WeChat) join the account.
signInAdoptions.push((db, req, user) => {
  const key = req.session.get<string>(GUEST_KEY);
  if (typeof key === 'string' && key) adoptGuestAlerts(db, key, user.id, user.email);
});

// The mini-program reports the prompt's answer for an alert (ext/wechatSubscribe/grants): only for
// a WeChat alert of the asker's own (their account, their open id, or their browser as a guest).
alertGrantChecks.push((db, alertId, who) => {
  const row = /^[0-9]{1,10}$/.test(alertId) ? findAlert(db, Number(alertId)) : undefined;
  if (!row || row.channel !== 'wechat' || (row.status !== 'active' && row.status !== 'pending')) return false;
  if (row.user_id) return row.user_id === who.userId;
  if (who.openId && row.recipient === `openid:${who.openId}`) return true;
  const session = who.sessionId
    ? db.prepare<[string], { data: string }>('SELECT data FROM sessions WHERE id = ?').get(who.sessionId)
    : undefined;
  const key = parseJson<Record<string, unknown>>(session?.data ?? '{}', {})[GUEST_KEY];
  return typeof key === 'string' && row.guest_key === key;
});

export const alertsExtension: ExtensionArea = {
  name: 'alerts',
  data: alertsData,
  routes: [alertsRoutes, sandboxAlertsRoutes],
};
