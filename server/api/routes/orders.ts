/**
 * Placing and reading orders (spec 7.3): POST shoppingManagement4/reserve (idempotent, see
 * ReserveRequest), POST billing/{orderID}, the admin/orderManagement reads (owner only: the
 * signed-in shopper, or the guest session that placed the order), cancel (unpaid only) and
 * comments. A reserve with ?fissionCampaignId= places a group-buy order (./campaigns.ts).
 */
import { VISIBLE } from '../http/validation';
import type {
  AddOrderCommentRequest,
  BillingAddress,
  Order,
  OrderComment,
  OrderCount,
  OrderList,
  ReceiptLink,
  OrderStateFilter,
  ReserveRequest,
  ReserveResponse,
} from '../../../types/api';
import { ORDER_STATES } from '../../../types/user';
import { parseJson } from '../db';
import { ApiError } from '../http/errors';
import {
  countOwned,
  countOwnedByState,
  details,
  findOrderById,
  isUnpaid,
  listOwned,
  ownerOf,
  toOrder,
  updateOrder,
} from '../models/orders';
import { issueReceiptToken, receiptPath, tokenOpensOrder } from '../models/receipts';
import { reserve } from '../models/reserve';
import { reserveCampaignOrder } from './campaigns';
import { S, campaignScope, ctx, ownedOrder, requireUser } from './checkout-shared';
import { mailOrigin, type RouteModule } from './types';
import { confirmHold, releaseExpiredHolds, releaseHold } from '../models/holds';
import { sendNoticePage } from '../http/notice-page';

const OM = '/admin/orderManagement';
const MAX_COMMENTS = 20;

/**
 * Holds that ran out are released before any API request is answered, so the stock a shopper
 * sees or buys is never locked by a hold past its time. Global (skip-override), one indexed query.
 */
export const holdExpiry: RouteModule = (app, { db }) => {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify takes a hook as async or with a done callback; async needs no callback to forget
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/api/')) releaseExpiredHolds(db);
  });
};
(holdExpiry as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

const idParams = { type: 'object', required: ['id'], properties: { id: S.orderID } } as const;

const ordersRoutes: RouteModule = (app, { db }) => {
  app.post<{ Body: ReserveRequest }>(
    '/shoppingManagement4/reserve',
    {
      schema: {
        body: {
          type: 'object',
          required: ['idempotencyKey'],
          additionalProperties: false,
          properties: { idempotencyKey: S.token, payAtStore: { type: 'boolean' } },
        },
      },
    },
    async (req, reply): Promise<ReserveResponse> => {
      const campaignId = campaignScope(req);
      const { row, created } =
        campaignId === null
          ? reserve(db, req.session, ctx(req).locale, req.body.idempotencyKey, req.body.payAtStore === true, {
              origin: mailOrigin(req.server, req) ?? undefined,
              client: req.ip,
              holdLimits: app.holdLimits,
            })
          : reserveCampaignOrder(db, req, campaignId, req.body.idempotencyKey, req.body.payAtStore === true);
      reply.code(created ? 201 : 200);
      return { ...toOrder(db, row, ctx(req).locale), created };
    },
  );

  // The link mailed with an unconfirmed pay-at-store hold (models/holds.ts): opening it proves the
  // email is the shopper's, and the items stay held for the store's full time. A mail link is
  // opened from another site or app, so this GET is not same-site only; the token is the authority.
  app.get<{ Querystring: { token: string } }>(
    '/shoppingManagement4/payAtStore/confirm',
    { schema: { querystring: { type: 'object', required: ['token'], properties: { token: S.token } } } },
    async (req, reply) => {
      const done = confirmHold(db, req.query.token);
      if (!done) return sendNoticePage(db, req, reply, 404, 'This link is not valid any more', '此链接已失效');
      const when = `${done.expiresAt.replace('T', ' ').slice(0, 16)} UTC`;
      return sendNoticePage(
        db,
        req,
        reply,
        200,
        `Order #${done.orderId}: your items are held until ${when}`,
        `订单 #${done.orderId}：商品为您保留至 ${when}`,
      );
    },
  );

  app.post<{ Params: { id: string }; Body: BillingAddress }>(
    '/shoppingManagement4/billing/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['firstName', 'lastName', 'streetNumberAndNameDetails', 'city', 'province', 'postCode', 'country'],
          additionalProperties: false,
          properties: {
            firstName: S.name,
            lastName: S.name,
            streetNumberAndNameDetails: S.street,
            city: S.city,
            province: { type: 'string', minLength: 1, maxLength: 60, pattern: VISIBLE },
            postCode: { type: 'string', minLength: 3, maxLength: 12, pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*$' },
            country: { type: 'string', pattern: '^[A-Z]{2}$' },
          },
        },
      },
    },
    (req): Order => {
      const row = ownedOrder(db, req, req.params.id);
      if (!isUnpaid(row))
        throw new ApiError(409, 'CONFLICT', 'The billing address of a paid or closed order cannot change');
      const b = req.body;
      const billingAddress: BillingAddress = {
        firstName: b.firstName.trim(),
        lastName: b.lastName.trim(),
        streetNumberAndNameDetails: b.streetNumberAndNameDetails.trim(),
        city: b.city.trim(),
        province: b.province.trim(),
        postCode: b.postCode.trim().toUpperCase(),
        country: b.country,
      };
      updateOrder(db, row.id, { details: JSON.stringify({ ...details(row), billingAddress }) });
      return toOrder(db, findOrderById(db, row.id)!, ctx(req).locale);
    },
  );

  // ?token=: a receipt link's token opens its one order for anybody holding it (a guest on another
  // device); without it, only the owner may read the order.
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    `${OM}/order/:id`,
    {
      schema: {
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { token: S.token } },
      },
    },
    (req): Order => {
      const token = req.query.token;
      if (!token) return toOrder(db, ownedOrder(db, req, req.params.id), ctx(req).locale);
      const row = /^\d{1,15}$/.test(req.params.id) ? findOrderById(db, Number(req.params.id)) : undefined;
      if (!row || !tokenOpensOrder(db, token, row.id))
        throw new ApiError(404, 'NOT_FOUND', `Order ${req.params.id} not found`, 'orderID');
      return toOrder(db, row, ctx(req).locale);
    },
  );

  // A link to reopen a confirmed order without signing in (the confirmation page shows it to a guest).
  app.post<{ Params: { id: string } }>(
    `${OM}/order/:id/receiptLink`,
    { schema: { params: idParams } },
    (req): ReceiptLink => {
      const row = ownedOrder(db, req, req.params.id);
      if (row.status !== 'NEW') throw new ApiError(409, 'CONFLICT', 'Only a confirmed order has a receipt link');
      return { orderID: String(row.id), link: receiptPath(row.id, issueReceiptToken(db, row.id)) };
    },
  );

  app.get<{
    Querystring: { numberToLoad: number; startingPosition: number; infiniteLoad: boolean; state: OrderStateFilter };
  }>(
    `${OM}/orders/list`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            numberToLoad: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
            // far past any list, yet a number SQLite takes (1e20 answered 500)
            startingPosition: { type: 'integer', minimum: 0, maximum: 1_000_000_000, default: 0 },
            infiniteLoad: { type: 'boolean', default: true },
            state: { type: 'string', enum: ['all', ...ORDER_STATES], default: 'all' },
          },
        },
      },
    },
    (req): OrderList => {
      const { numberToLoad, startingPosition, state } = req.query;
      const { rows, total } = listOwned(db, ownerOf(req.session), startingPosition, numberToLoad, state);
      return { orders: rows.map((r) => toOrder(db, r, ctx(req).locale)), startingPosition, numberToLoad, total };
    },
  );

  app.get(`${OM}/orders/count`, (req): OrderCount => {
    const owner = ownerOf(req.session);
    return { count: countOwned(db, owner), byState: countOwnedByState(db, owner) };
  });

  app.get<{ Params: { id: string } }>(
    `${OM}/customer/:id/orders`,
    {
      schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } },
    },
    (req): Order[] => {
      const userId = requireUser(req, 'Sign in to see your orders');
      if (req.params.id !== userId) throw new ApiError(404, 'NOT_FOUND', 'Customer not found', 'id');
      const { rows } = listOwned(db, { userId, guestKey: null }, 0, 1000);
      return rows.map((r) => toOrder(db, r, ctx(req).locale));
    },
  );

  app.put<{ Params: { id: string } }>(`${OM}/cancelOrder/:id`, { schema: { params: idParams } }, (req): Order => {
    const row = ownedOrder(db, req, req.params.id);
    const cancellable = (isUnpaid(row) && !row.pending_decision) || row.payment_status === 'PAY_AT_STORE';
    if (row.status === 'CANCELLED') throw new ApiError(409, 'CONFLICT', 'This order is already cancelled');
    if (row.pending_decision)
      throw new ApiError(409, 'CONFLICT', 'The payment of this order is being confirmed; it cannot be cancelled now');
    if (!cancellable) throw new ApiError(409, 'CONFLICT', 'Only unpaid orders can be cancelled');
    db.transaction(() => {
      updateOrder(db, row.id, {
        status: 'CANCELLED',
        payment_status: row.payment_status === 'PAY_AT_STORE' ? 'PAY_AT_STORE' : 'NOT_PAID',
      });
      releaseHold(db, row.id); // a pay-at-store order's items go back to stock
    })();
    return toOrder(db, findOrderById(db, row.id)!, ctx(req).locale);
  });

  app.put<{ Params: { id: string }; Body: AddOrderCommentRequest }>(
    `${OM}/addComment/:id`,
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['comment'],
          additionalProperties: false,
          properties: { comment: { type: 'string', minLength: 1, maxLength: 500, pattern: VISIBLE } },
        },
      },
    },
    (req): Order => {
      const row = ownedOrder(db, req, req.params.id);
      const comments = parseJson<OrderComment[]>(row.comments, []);
      if (comments.length >= MAX_COMMENTS)
        throw new ApiError(409, 'CONFLICT', `An order can have at most ${MAX_COMMENTS} comments`);
      comments.push({ comment: req.body.comment.trim(), createdAt: new Date().toISOString() });
      updateOrder(db, row.id, { comments: JSON.stringify(comments) });
      return toOrder(db, findOrderById(db, row.id)!, ctx(req).locale);
    },
  );
};

export default ordersRoutes;
