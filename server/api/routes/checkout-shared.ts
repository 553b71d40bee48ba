/**
 * What the cart, checkout, orders and payment route modules share: JSON-schema fragments, the
 * request's shopper context, and the cart / billing / order answers.
 */
import { NO_DIRECTION_CONTROLS, VISIBLE } from '../http/validation';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { Billing, Cart, Locale } from '../../../types/api';
import { ApiError } from '../http/errors';
import { resolveCart, type CartRow } from '../models/cart';
import { campaignCart } from '../models/campaign-groups';
import { findCampaign } from '../models/campaigns';
import { buildBilling, priceCart, readState, toCart, writeState, type CheckoutState } from '../models/checkout';
import { findOwnedOrder, ownerOf, type OrderRow } from '../models/orders';
import { requestLocale } from './types';

export const CA_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

export const S = {
  name: { type: 'string', minLength: 1, maxLength: 50, pattern: VISIBLE, allOf: [NO_DIRECTION_CONTROLS] },
  email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' },
  phone: { type: 'string', minLength: 7, maxLength: 20, pattern: '^\\+?[0-9][0-9 ()-]{5,18}[0-9]$' },
  street: { type: 'string', minLength: 1, maxLength: 120, pattern: VISIBLE },
  city: { type: 'string', minLength: 1, maxLength: 60, pattern: VISIBLE },
  province: { type: 'string', enum: [...CA_PROVINCES] },
  postCode: { type: 'string', minLength: 6, maxLength: 7, pattern: '^[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]$' },
  orderID: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' },
  date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
  time: { type: 'string', pattern: '^[0-9]{2}:[0-9]{2}$' },
  token: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' },
  openId: { type: 'string', minLength: 6, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
  comment: { type: 'string', maxLength: 500 },
} as const;

export const orderIdBody = {
  type: 'object',
  required: ['orderID'],
  additionalProperties: false,
  properties: { orderID: S.orderID },
} as const;

export interface Ctx {
  locale: Locale;
  userId: string | null;
}

export function ctx(req: FastifyRequest): Ctx {
  return { locale: requestLocale(req), userId: req.session.userId };
}

/**
 * The group-buy campaign a cart or checkout call is for (query fissionCampaignId: the campaign
 * checkout is the normal checkout on the campaign's cart), or null for the normal cart.
 */
export function campaignScope(req: FastifyRequest): number | null {
  const raw = (req.query as Record<string, unknown> | undefined)?.fissionCampaignId;
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647)
    throw new ApiError(400, 'VALIDATION', 'fissionCampaignId must be a campaign id', 'fissionCampaignId');
  return id;
}

/** The cart a call works on: the campaign's cart in campaign scope (signed-in only), else the session's cart. */
export function scopedCart(db: Db, req: FastifyRequest, create: boolean): CartRow | undefined {
  const campaignId = campaignScope(req);
  if (campaignId === null) return resolveCart(db, req.session, create);
  if (!findCampaign(db, campaignId))
    throw new ApiError(404, 'NOT_FOUND', 'This group-buy campaign does not exist', 'fissionCampaignId');
  const userId = requireUser(req, 'Sign in to start or join a group');
  return campaignCart(db, userId, campaignId, create);
}

/** The session's cart as the API shows it (an empty one when there is none; nothing written). */
export function cartAnswer(db: Db, req: FastifyRequest): Cart {
  const { locale, userId } = ctx(req);
  const cart = scopedCart(db, req, false);
  return toCart(priceCart(db, cart, locale, userId), readState(cart).orderMethod ?? null);
}

export function billingAnswer(db: Db, req: FastifyRequest, payAtStore = false): Billing {
  const { locale, userId } = ctx(req);
  return buildBilling(db, scopedCart(db, req, false), locale, userId, payAtStore);
}

export function currentState(db: Db, req: FastifyRequest): CheckoutState {
  return readState(scopedCart(db, req, false));
}

/** Writes the checkout state (creating the cart if needed) and answers the bill. Validate first. */
export function saveState(db: Db, req: FastifyRequest, next: CheckoutState): Billing {
  const cart = scopedCart(db, req, true)!;
  writeState(db, cart.id, next);
  return billingAnswer(db, req);
}

/** An order of this shopper or guest session; 404 otherwise (someone else's looks like none). */
export function ownedOrder(db: Db, req: FastifyRequest, orderID: string): OrderRow {
  const row = findOwnedOrder(db, ownerOf(req.session), orderID);
  if (!row) throw new ApiError(404, 'NOT_FOUND', `Order ${orderID} not found`, 'orderID');
  return row;
}

export function requireUser(req: FastifyRequest, message: string): string {
  if (!req.session.userId) throw new ApiError(401, 'UNAUTHORIZED', message);
  return req.session.userId;
}
