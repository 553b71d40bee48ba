/**
 * Group-buy (fission) campaign calls (spec 7.1, 7.2, 7.3): the campaign list and one campaign,
 * the campaign's product items, the campaign cart (myCart/fc/{campaignId}, apart from the normal
 * cart), the shopper's campaign orders with their group's state, and the campaign reserve used
 * by orders.ts. The checkout steps themselves are the normal calls with ?fissionCampaignId=
 * (checkout-shared.ts scopedCart). Every read settles group deadlines first.
 */
import type { FastifyRequest } from 'fastify';
import type {
  CampaignCart,
  CampaignCartAddRequest,
  CampaignCartUpdateRequest,
  CampaignOrder,
  CampaignProductItem,
  FissionCampaign,
  FissionCampaignDetail,
} from '../../../types/api';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../../types/checkout';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { cartLines, findLine, setLineQuantity } from '../models/cart';
import { priceCart, toCart } from '../models/checkout';
import { findByIdempotencyKey } from '../models/orders';
import { reserve, type ReserveResult } from '../models/reserve';
import { canonicalOptionPair, getProductDetail } from '../models/products';
import {
  assertCampaignOpen,
  assertJoinable,
  beforeCampaignReserve,
  campaignCart,
  campaignOrders,
  cartGroupId,
  linkCampaignOrder,
  setCampaignCart,
  setCartGroup,
  settleGroups,
  userOwnerKey,
} from '../models/campaign-groups';
import {
  campaignDetail,
  campaignItems,
  findCampaign,
  findGroup,
  findItem,
  listCampaigns,
  toGroup,
  toItem,
  type CampaignRow,
} from '../models/campaigns';
import { ctx, requireUser } from './checkout-shared';
import { mailOrigin, type RouteModule } from './types';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const campaignParams = { type: 'object', required: ['campaignId'], properties: { campaignId: id } } as const;
const groupId = { type: ['string', 'null'], minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' } as const;
const quantity = { type: 'integer', minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY } as const;

const SIGN_IN = 'Sign in to start or join a group';

function campaignOr404(db: Db, campaignId: number): CampaignRow {
  const c = findCampaign(db, campaignId);
  if (!c) throw new ApiError(404, 'NOT_FOUND', 'This group-buy campaign does not exist', 'fissionCampaignId');
  return c;
}

function cartAnswer(db: Db, req: FastifyRequest, c: CampaignRow): CampaignCart {
  const { locale, userId } = ctx(req);
  const cart = userId ? campaignCart(db, userId, c.id, false) : undefined;
  const gid = cart ? cartGroupId(db, cart.id) : null;
  const g = gid ? findGroup(db, gid) : undefined;
  return {
    ...toCart(priceCart(db, cart, locale, userId)),
    fissionCampaignId: c.id,
    group: g ? toGroup(db, g, c.group_size, userId ? userOwnerKey(userId) : null) : null,
  };
}

/** POST reserve?fissionCampaignId=: the normal reserve on the campaign cart, after the group checks. */
export function reserveCampaignOrder(
  db: Db,
  req: FastifyRequest,
  campaignId: number,
  key: string,
  payAtStore: boolean,
): ReserveResult {
  const userId = requireUser(req, SIGN_IN);
  const c = campaignOr404(db, campaignId);
  if (payAtStore) throw new ApiError(422, 'VALIDATION', 'A group-buy order is paid online when you join', 'payAtStore');
  settleGroups(db);
  const ownerKey = userOwnerKey(userId);
  const previous = findByIdempotencyKey(db, ownerKey, key);
  if (previous) {
    const linked = db
      .prepare<[number], { campaign_id: number }>('SELECT campaign_id FROM campaign_orders WHERE order_id = ?')
      .get(previous.id);
    if (linked?.campaign_id !== c.id)
      throw new ApiError(
        409,
        'CONFLICT',
        'This checkout attempt belongs to another order; place the order again',
        'idempotencyKey',
      );
    return { row: previous, created: false };
  }
  const cart = campaignCart(db, userId, c.id, false);
  beforeCampaignReserve(db, c, cart, ownerKey);
  return db.transaction(() => {
    const result = reserve(db, req.session, ctx(req).locale, key, false, {
      origin: mailOrigin(req.server, req) ?? undefined,
      scoped: { cart },
    });
    linkCampaignOrder(db, c, result.row, ownerKey, cartGroupId(db, cart!.id));
    return result;
  })();
}

const campaignsRoutes: RouteModule = (app, { db }) => {
  app.get('/common3/campaign/fissionList', (req): FissionCampaign[] => {
    settleGroups(db);
    return listCampaigns(db, ctx(req).locale);
  });

  app.get<{ Params: { id: number } }>(
    '/common3/campaign/fission/:id',
    { schema: { params: idParams } },
    (req): FissionCampaignDetail => {
      settleGroups(db);
      const { locale, userId } = ctx(req);
      return campaignDetail(db, campaignOr404(db, req.params.id), locale, userId ? userOwnerKey(userId) : null);
    },
  );

  app.get<{ Querystring: { fissionCampaignId: number } }>(
    '/productManagement2/campaignProductItem/list/all',
    {
      schema: {
        querystring: { type: 'object', required: ['fissionCampaignId'], properties: { fissionCampaignId: id } },
      },
    },
    (req): CampaignProductItem[] => {
      const c = campaignOr404(db, req.query.fissionCampaignId);
      return campaignItems(db, c.id).flatMap((it) => toItem(db, it, ctx(req).locale) ?? []);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/productManagement2/campaignProductItem/:id',
    { schema: { params: idParams } },
    (req) => {
      const it = findItem(db, req.params.id);
      const item = it && toItem(db, it, ctx(req).locale);
      if (!item) throw new ApiError(404, 'NOT_FOUND', 'This group-buy item does not exist', 'id');
      return item;
    },
  );

  const FC = '/shoppingManagement4/myCart/fc/:campaignId';

  app.get<{ Params: { campaignId: number } }>(FC, { schema: { params: campaignParams } }, (req): CampaignCart => {
    settleGroups(db);
    return cartAnswer(db, req, campaignOr404(db, req.params.campaignId));
  });

  app.post<{ Params: { campaignId: number }; Body: CampaignCartAddRequest }>(
    FC,
    {
      schema: {
        params: campaignParams,
        body: {
          type: 'object',
          required: ['campaignProductItemId', 'quantity'],
          additionalProperties: false,
          properties: {
            campaignProductItemId: id,
            optionPair: { type: ['string', 'null'], maxLength: 200 },
            quantity,
            groupId,
          },
        },
      },
    },
    (req): CampaignCart => {
      const userId = requireUser(req, SIGN_IN);
      const { locale } = ctx(req);
      settleGroups(db);
      const c = campaignOr404(db, req.params.campaignId);
      assertCampaignOpen(db, c);
      const it = findItem(db, req.body.campaignProductItemId);
      if (!it || it.campaign_id !== c.id)
        throw new ApiError(404, 'NOT_FOUND', 'This item is not part of this campaign', 'campaignProductItemId');
      const pair = canonicalOptionPair(db, it.product_id, req.body.optionPair ?? '');
      if (!pair) throw new ApiError(404, 'NOT_FOUND', 'This product is not sold any more', 'campaignProductItemId');
      if (!pair.complete) {
        const names = (getProductDetail(db, it.product_id, locale)?.options ?? []).map((o) =>
          o.displayName.toLowerCase(),
        );
        throw new ApiError(400, 'VALIDATION', `Choose the ${names.join(' and ')} first`, 'optionPair');
      }
      const stock = toItem(db, it, locale)?.stockByOption[pair.optionPair];
      if (stock === undefined)
        throw new ApiError(400, 'VALIDATION', 'This combination of options is not sold', 'optionPair');
      if (req.body.quantity > stock) {
        throw new ApiError(
          409,
          'CONFLICT',
          stock <= 0 ? 'This item is sold out in this campaign' : `Only ${stock} left in this campaign`,
          'quantity',
        );
      }
      const target = req.body.groupId ?? null;
      if (target) assertJoinable(db, c, target, userOwnerKey(userId));
      setCampaignCart(
        db,
        campaignCart(db, userId, c.id, true)!,
        it.product_id,
        pair.optionPair,
        req.body.quantity,
        target,
      );
      return cartAnswer(db, req, c);
    },
  );

  app.put<{ Params: { campaignId: number }; Body: CampaignCartUpdateRequest }>(
    FC,
    {
      schema: {
        params: campaignParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            lineId: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' },
            quantity,
            groupId,
          },
        },
      },
    },
    (req): CampaignCart => {
      const userId = requireUser(req, SIGN_IN);
      settleGroups(db);
      const c = campaignOr404(db, req.params.campaignId);
      const cart = campaignCart(db, userId, c.id, false);
      if (!cart || cartLines(db, cart.id).length === 0)
        throw new ApiError(404, 'NOT_FOUND', 'Your group-buy cart is empty', 'lineId');
      if (req.body.groupId !== undefined) {
        if (req.body.groupId) assertJoinable(db, c, req.body.groupId, userOwnerKey(userId));
        setCartGroup(db, cart, req.body.groupId);
      }
      if (req.body.quantity !== undefined) {
        const line = req.body.lineId ? findLine(db, cart.id, req.body.lineId) : undefined;
        if (!line) throw new ApiError(404, 'NOT_FOUND', 'This item is no longer in your group-buy cart', 'lineId');
        const it = campaignItems(db, c.id).find((i) => i.product_id === line.product_id);
        const stock = it ? (toItem(db, it, ctx(req).locale)?.stockByOption[line.option_pair] ?? 0) : 0;
        if (req.body.quantity > line.quantity && req.body.quantity > stock) {
          throw new ApiError(
            409,
            'CONFLICT',
            stock <= 0 ? 'This item is sold out in this campaign' : `Only ${stock} left in this campaign`,
            'quantity',
          );
        }
        setLineQuantity(db, cart.id, line.id, req.body.quantity);
      }
      return cartAnswer(db, req, c);
    },
  );

  app.get<{ Querystring: { fissionCampaignId?: number } }>(
    '/common3/orders/list',
    { schema: { querystring: { type: 'object', properties: { fissionCampaignId: id } } } },
    (req): CampaignOrder[] => {
      settleGroups(db);
      const { locale, userId } = ctx(req);
      if (!userId) return [];
      return campaignOrders(db, userId, req.query.fissionCampaignId, locale);
    },
  );
};

export default campaignsRoutes;
