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
  app.get<{ Params: { id: string } }>('/order/:id', { schema: { params: idParams } }, (req) =>
    timelineOf(db, ownedOrder(db, req, req.params.id)),
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
