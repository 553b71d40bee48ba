/**
 * Unpaid orders past their time (server/api/models/unpaid-orders.ts) are cancelled before any API
 * request or sandbox pay page is answered, so an order shown as payable is one the server takes,
 * and a pay page left open past the time cannot pay it. A payment being decided is left alone.
 */
import type { Db } from '../db';
import { checkoutSettings } from '../models/checkout-config';
import { updateOrder } from '../models/orders';
import { payableUntil, type UnpaidOrderFields } from '../models/unpaid-orders';
import type { RouteModule } from './types';

/**
 * Cancels every unpaid order whose time to pay has passed; how many. Real time, as the order's
 * placing and its slots are (the test clock, server/api/http/clock.ts, moves group-buy time only).
 */
export function expireUnpaidOrders(db: Db, now = Date.now()): number {
  const settings = checkoutSettings(db);
  const unpaid = db
    .prepare<[], UnpaidOrderFields & { id: number }>(
      `SELECT id, status, payment_status, created_at, details FROM orders
       WHERE status = 'INTERIM' AND payment_status = 'NOT_PAID' AND pending_decision IS NULL`,
    )
    .all();
  let expired = 0;
  for (const row of unpaid) {
    const until = payableUntil(row, settings);
    if (until && Date.parse(until) <= now) {
      updateOrder(db, row.id, { status: 'CANCELLED' });
      expired++;
    }
  }
  return expired;
}

export const unpaidExpiry: RouteModule = (app, { db }) => {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify takes a hook as async or with a done callback; async needs no callback to forget
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/sandbox/')) expireUnpaidOrders(db);
  });
};
(unpaidExpiry as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
