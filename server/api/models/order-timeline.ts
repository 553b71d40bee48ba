/**
 * Order progress (extension `orderTimeline`): each change of an order's state is recorded with its
 * time in `order_events`. Placing is the order's own `created_at`; payment and cancelling are
 * recorded when the order row changes (orderUpdateHooks in ./order-events.ts); the steps of the handover
 * (ready for pickup / out for delivery, picked up / delivered) are recorded by the store, which the
 * sandbox control stands in for; a full refund is the order's row in `refunds` (./refunds.ts), a
 * return's partial refund records `refunded` itself.
 */
import type { Db } from '../db';
import { hasTable } from '../db';
import type { OrderEvent, OrderEventKind } from '../../../types/after-sales';
import { orderedEvents } from '../../../src/domain/orderTimeline';
import { clockNow } from '../http/clock';
import { orderEventHooks, orderUpdateHooks } from './order-events';
import { details, type OrderRow } from './order-row';

export function recordEvent(
  db: Db,
  orderId: number,
  kind: OrderEventKind,
  at = new Date(clockNow(db)).toISOString(),
): void {
  db.prepare('INSERT INTO order_events (order_id, kind, at) VALUES (?, ?, ?)').run(orderId, kind, at);
  for (const hook of orderEventHooks) hook(db, orderId, kind);
}

/** The order's events in time order: placed first, then what was recorded. */
export function orderEvents(db: Db, row: OrderRow): OrderEvent[] {
  const recorded = db
    .prepare<[number], OrderEvent>('SELECT kind, at FROM order_events WHERE order_id = ? ORDER BY at, id')
    .all(row.id);
  // a full refund, whatever its cause, is written once in `refunds` (./refunds.ts)
  const refunds = hasTable(db, 'refunds')
    ? db
        .prepare<[number], { at: string }>(
          'SELECT created_at AS at FROM refunds WHERE order_id = ? AND attempt_token IS NULL',
        )
        .all(row.id)
        .map((r): OrderEvent => ({ kind: 'refunded', at: r.at }))
    : [];
  const events: OrderEvent[] = [{ kind: 'placed', at: row.created_at }, ...recorded, ...refunds];
  // paid before this extension recorded anything: the order's own paid time stands in
  if (row.paid_at && !recorded.some((e) => e.kind === 'paid')) events.push({ kind: 'paid', at: row.paid_at });
  return orderedEvents(events);
}

export const orderMethodOf = (row: OrderRow): string | null => details(row).orderMethod ?? null;

// Recorded for every order once the table exists, whether or not the extension is offered: the
// history is then complete when it is switched on.
orderUpdateHooks.push((db, id, patch) => {
  if (!hasTable(db, 'order_events')) return;
  if (patch.payment_status === 'PAID_ONLINE' && patch.status === 'NEW')
    recordEvent(db, id, 'paid', patch.paid_at ?? undefined);
  if (patch.status === 'CANCELLED') recordEvent(db, id, 'cancelled');
});
