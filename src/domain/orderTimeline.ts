/**
 * Order progress (extension `orderTimeline`): the steps an order goes through after it is paid,
 * which one comes next for its handover method, and whether it has reached the shopper. Shared by
 * the reference server (which records the steps) and the app (which shows them).
 */
import type { OrderEvent, OrderEventKind } from '../../types/after-sales';

/** The steps after payment, by handover method: pickup and eat-in at the store, or delivery. */
export function fulfilmentSteps(orderMethod: string | null | undefined): OrderEventKind[] {
  return orderMethod === 'DELIVERY' ? ['out_for_delivery', 'delivered'] : ['ready_for_pickup', 'picked_up'];
}

const ENDS: OrderEventKind[] = ['cancelled', 'refunded'];

/**
 * The step to record next (the sandbox control moves a demo order along), or null: only a paid
 * order moves, one step at a time, never after it was cancelled or fully refunded.
 */
export function nextStep(
  orderMethod: string | null | undefined,
  paymentStatus: string,
  kinds: readonly OrderEventKind[],
): OrderEventKind | null {
  if (paymentStatus !== 'PAID_ONLINE') return null;
  if (kinds.some((k) => ENDS.includes(k))) return null;
  return fulfilmentSteps(orderMethod).find((k) => !kinds.includes(k)) ?? null;
}

/** When the shopper received the order (picked up or delivered), or null. */
export function receivedAt(events: readonly OrderEvent[]): string | null {
  return events.find((e) => e.kind === 'picked_up' || e.kind === 'delivered')?.at ?? null;
}

/** Message key of a step. */
export const stepKey = (kind: OrderEventKind): string => `istore_timeline_${kind}`;

/** Events in time order, a step recorded twice shown once (its first time). */
export function orderedEvents(events: readonly OrderEvent[]): OrderEvent[] {
  const seen = new Set<string>();
  return [...events]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .filter((e) => (e.kind === 'refunded' || !seen.has(e.kind)) && (seen.add(e.kind), true));
}
