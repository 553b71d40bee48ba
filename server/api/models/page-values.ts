/**
 * Values a content page states that belong to other settings: a page body may hold
 * `{{freeDeliveryOver}}`, `{{minOrderAmount}}`, `{{deliveryZones}}` and `{{returnWindowDays}}`, filled
 * in when the page is served from the same checkout, delivery and return settings the server
 * enforces, so the Shipping & Returns page can never promise what the store does not do.
 */
import { hasTable, type Db } from '../db';
import type { Locale } from '../../../types/api';
import { checkoutSettings, deliverySettings, moneyText, zones } from './checkout-config';
import { getDefaultCurrency } from './store';
import { RETURN_SETTINGS } from '../seed/after-sales';

/** The return window the returns extension enforces (ext_settings 'returns'), or its default. */
function returnWindowDays(db: Db): number {
  if (!hasTable(db, 'ext_settings')) return RETURN_SETTINGS.windowDays;
  const row = db.prepare<[], { value: string }>("SELECT value FROM ext_settings WHERE key = 'returns'").get();
  const days = row ? (JSON.parse(row.value) as { windowDays?: unknown }).windowDays : undefined;
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : RETURN_SETTINGS.windowDays;
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The values by name, in `locale`. */
export function pageValues(db: Db, locale: Locale): Record<string, string> {
  const currency = getDefaultCurrency(db);
  const money = (n: number) => escape(moneyText(n, currency));
  const delivery = deliverySettings(db);
  const zoneItems = zones(db, locale).map((z) => {
    const codes = z.postCodePrefixes.join(', ');
    return locale === 'zh'
      ? `<li>${escape(z.name)}（${escape(z.province)}，邮编 ${escape(codes)} 开头）：运费 ${money(z.fee)}，起送 ${money(z.minOrderAmount)}</li>`
      : `<li>${escape(z.name)} (${escape(z.province)}, postal codes starting ${escape(codes)}): ${money(z.fee)} delivery, orders from ${money(z.minOrderAmount)}</li>`;
  });
  return {
    freeDeliveryOver: money(delivery.freeDeliveryOver),
    minOrderAmount: money(checkoutSettings(db).minOrderAmount),
    deliveryZones: `<ul>${zoneItems.join('')}</ul>`,
    returnWindowDays: String(returnWindowDays(db)),
  };
}

/** The body with each known `{{name}}` replaced; unknown names are left for the author to see. */
export function fillPageValues(db: Db, body: string, locale: Locale): string {
  if (!body.includes('{{') || !hasTable(db, 'checkout_settings')) return body;
  const values = pageValues(db, locale);
  return body.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
