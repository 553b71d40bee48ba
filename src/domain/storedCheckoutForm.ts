/**
 * The checkout form kept in storage between visits (CheckoutStore), read back field by field:
 * storage outlives app versions and can be damaged, so a bad or missing value falls back to
 * empty instead of breaking the checkout.
 */
import { emptyCheckoutForm, type CheckoutForm, type TipChoice } from './checkout';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const s = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

function readFields<T extends object>(raw: unknown, empty: T): T {
  const r = isObj(raw) ? raw : {};
  const out = { ...empty } as Record<string, unknown>;
  for (const key of Object.keys(empty)) if (typeof r[key] === 'string') out[key] = r[key];
  return out as T;
}

/** A stored form read back field by field: damaged or missing values fall back to empty. */
export function readStoredForm(raw: unknown): CheckoutForm {
  const empty = emptyCheckoutForm();
  if (!isObj(raw)) return empty;
  const method = raw.method === 'PICKUP' || raw.method === 'DELIVERY' || raw.method === 'EAT_IN' ? raw.method : null;
  const tipRaw = isObj(raw.tip) ? raw.tip : {};
  const tip: TipChoice =
    tipRaw.kind === 'amount'
      ? { kind: 'amount', text: s(tipRaw.text) }
      : {
          kind: 'percent',
          percent: typeof tipRaw.percent === 'number' && Number.isInteger(tipRaw.percent) ? tipRaw.percent : 0,
        };
  return {
    method,
    locationId: s(raw.locationId),
    date: s(raw.date),
    time: s(raw.time),
    contact: readFields(raw.contact, empty.contact),
    tableNumber: s(raw.tableNumber),
    delivery: readFields(raw.delivery, empty.delivery),
    saveToProfile: raw.saveToProfile === true,
    withBilling: raw.withBilling === true,
    billing: readFields(raw.billing, empty.billing),
    couponCode: s(raw.couponCode),
    tip,
    creditText: s(raw.creditText),
    comment: s(raw.comment),
  };
}
