/**
 * Unpaid orders expire: an order waiting for an online payment can be paid until the
 * earlier of
 * - `unpaidOrderMinutes` (checkout settings) after it was placed, and
 * - the end of its pickup or delivery slot (a slot without a time: the end of that day), on the
 *   store's clock,
 * after which it is cancelled (server/api/routes/unpaid-expiry.ts). Nothing else is locked by an
 * unpaid online order: its stock, coupon use and group-buy place are taken when the payment lands
 * (a pay-at-store order's stock hold has its own expiry, ./holds.ts).
 */
import { addDays, storeInstant } from './checkout-config';

export interface UnpaidOrderFields {
  status: string;
  payment_status: string;
  created_at: string;
  details: string;
}

/** When the order can no longer be paid (ISO instant); null for an order that is not waiting for payment. */
export function payableUntil(
  row: UnpaidOrderFields,
  settings: { unpaidOrderMinutes: number; timeZone: string },
): string | null {
  if (row.status !== 'INTERIM' || row.payment_status !== 'NOT_PAID') return null;
  let until = Date.parse(row.created_at) + settings.unpaidOrderMinutes * 60_000;
  const slot = (JSON.parse(row.details) as { timeSlot?: { date: string; end: string | null } | null }).timeSlot;
  if (slot?.date) {
    const end = slot.end
      ? storeInstant(slot.date, slot.end, settings.timeZone)
      : storeInstant(addDays(slot.date, 1), '00:00', settings.timeZone);
    until = Math.min(until, end.getTime());
  }
  return new Date(until).toISOString();
}
