/**
 * Extension `orderTimeline` (mounted at /api/istore/client/ext/orderTimeline): an order's steps
 * with their times, for its owner; and the sandbox control that moves a paid order one step along
 * (the store's staff would in a real deployment), so the demo shows the whole journey.
 */
import type { OrderTimeline } from '../../../../types/after-sales';
import { nextStep } from '../../../../src/domain/orderTimeline';
import { ApiError } from '../../http/errors';
import { orderEvents, orderMethodOf, recordEvent } from '../../models/order-timeline';
import { findOrderById, type OrderRow } from '../../models/orders';
import { tokenOpensOrder } from '../../models/receipts';
import type { Db } from '../../db';
import { S, ownedOrder } from '../checkout-shared';
import type { RouteModule } from '../types';

const idParams = { type: 'object', required: ['id'], properties: { id: S.orderID } } as const;

export function timelineOf(db: Db, row: OrderRow): OrderTimeline {
  const events = orderEvents(db, row);
  return {
    orderID: String(row.id),
    events,
    sandboxNext: nextStep(
      orderMethodOf(row),
      row.payment_status,
      events.map((e) => e.kind),
    ),
  };
}

const orderTimelineRoutes: RouteModule = (app, { db }) => {
  // ?token=: the receipt link's token shows its one order's progress to whoever holds it (a guest
  // on another device), as the order itself (orderManagement/order/{id}?token=); else the owner only.
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/order/:id',
    {
      schema: {
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { token: S.token } },
      },
    },
    (req) => {
      const token = req.query.token;
      if (!token) return timelineOf(db, ownedOrder(db, req, req.params.id));
      const row = /^\d{1,15}$/.test(req.params.id) ? findOrderById(db, Number(req.params.id)) : undefined;
      if (!row || !tokenOpensOrder(db, token, row.id))
        throw new ApiError(404, 'NOT_FOUND', `Order ${req.params.id} not found`, 'orderID');
      return timelineOf(db, row);
    },
  );

  app.post<{ Params: { id: string } }>('/sandbox/:id/advance', { schema: { params: idParams } }, (req) => {
    const row = ownedOrder(db, req, req.params.id);
    const next = timelineOf(db, row).sandboxNext;
    if (!next) throw new ApiError(409, 'CONFLICT', 'This order has no further step');
    recordEvent(db, row.id, next);
    return timelineOf(db, findOrderById(db, row.id)!);
  });
};

export default orderTimelineRoutes;
