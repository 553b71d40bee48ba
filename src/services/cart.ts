/** Cart API area (spec 7.3, shoppingManagement4/...). */
import { cartCount } from '@/domain/footerTabs';
import { mediaUrl } from './media';
import { bool, isRecord, num, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

/** One chosen option of a line: `size:M` -> { name: 'size', value: 'M' }. */
export interface LineOption {
  name: string;
  value: string;
}

export interface CartLineModel {
  lineId: string;
  productId: number;
  name: string;
  imageUrl: string | null;
  optionPair: string;
  options: LineOption[];
  quantity: number;
  /** Minor units of the cart's currency. */
  unitPrice: number;
  lineTotal: number;
  /** Most this line may hold now; 0 when sold out or no longer sold. */
  maxQuantity: number;
  available: boolean;
}

/** Amounts of a cart, bill or order, in integer minor units of `currency`. */
export interface TotalsModel {
  currency: string;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  tax: number;
  tips: number;
  storeCredit: number;
  total: number;
}

export interface CouponModel {
  code: string;
  name: string;
  discount: number;
  applicable: boolean;
  message: string | null;
}

export interface CartModel {
  itemCount: number;
  /** Keyed by item; the number of keys is the badge count (spec 3). */
  lineItems: Record<string, unknown>;
  /** The whole answer, for checkout screens that read fields not shown in the spec. */
  raw: Record<string, unknown>;
  /** The line items that carry what a cart screen shows, in the server's order. */
  lines: CartLineModel[];
  /** Null when the answer carries no amounts. */
  totals: TotalsModel | null;
  coupon: CouponModel | null;
  /** The order method already chosen at checkout (its delivery fee is then in the totals). */
  orderMethod: 'PICKUP' | 'DELIVERY' | 'EAT_IN' | null;
}

function badResponse(): ApiError {
  return new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
}

function minor(v: unknown): number | null {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) ? n : null;
}

/** 'size:M|colour:Red' -> [{ size, M }, { colour, Red }]. */
export function parseOptionPair(pair: string): LineOption[] {
  if (!pair) return [];
  return pair
    .split('|')
    .map((part) => {
      const i = part.indexOf(':');
      return i < 0 ? { name: '', value: part } : { name: part.slice(0, i), value: part.slice(i + 1) };
    })
    .filter((o) => o.value !== '');
}

/** One line, or null when it lacks what a cart screen needs. */
export function normalizeCartLine(v: unknown, key?: string): CartLineModel | null {
  if (!isRecord(v)) return null;
  const lineId = strOrNull(v.lineId) ?? (key || null);
  const productId = minor(v.productId);
  const quantity = minor(v.quantity);
  const unitPrice = minor(v.unitPrice);
  if (!lineId || productId === null || quantity === null || quantity < 0 || unitPrice === null) return null;
  const optionPair = str(v.optionPair, '');
  const image = strOrNull(v.imageURL);
  const maxQuantity = minor(v.maxQuantity);
  return {
    lineId,
    productId,
    name: str(v.name, ''),
    imageUrl: image ? mediaUrl(image) : null,
    optionPair,
    options: parseOptionPair(optionPair),
    quantity,
    unitPrice,
    lineTotal: minor(v.lineTotal) ?? unitPrice * quantity,
    maxQuantity: maxQuantity !== null && maxQuantity >= 0 ? maxQuantity : 99,
    available: bool(v.available, true),
  };
}

/** The amounts of a cart / bill / order, or null when they are not all there. */
export function normalizeTotals(v: unknown): TotalsModel | null {
  const r = rec(v);
  const currency = strOrNull(r.currency);
  const total = minor(r.total);
  const subtotal = minor(r.subtotal);
  if (!currency || total === null || subtotal === null) return null;
  return {
    currency,
    subtotal,
    discount: minor(r.discount) ?? 0,
    deliveryFee: minor(r.deliveryFee) ?? 0,
    tax: minor(r.tax) ?? 0,
    tips: minor(r.tips) ?? 0,
    storeCredit: minor(r.storeCredit) ?? 0,
    total,
  };
}

export function normalizeCoupon(v: unknown): CouponModel | null {
  if (!isRecord(v)) return null;
  const code = strOrNull(v.code);
  if (!code) return null;
  const message = strOrNull(v.message);
  return {
    code,
    name: str(v.name, code),
    discount: minor(v.discount) ?? 0,
    applicable: bool(v.applicable, true),
    message,
  };
}

/** A cart, or an ApiError when the answer is not a cart (so a caller keeps the one it has). */
export function normalizeCart(v: unknown): CartModel {
  if (!isRecord(v)) throw badResponse();
  const lineItems = isRecord(v.lineItems) ? { ...v.lineItems } : {};
  const lines: CartLineModel[] = [];
  for (const [key, item] of Object.entries(lineItems)) {
    const line = normalizeCartLine(item, key);
    if (line) lines.push(line);
  }
  return {
    itemCount: num(v.itemCount, cartCount(lineItems)),
    lineItems,
    raw: { ...rec(v) },
    lines,
    totals: normalizeTotals(v),
    coupon: normalizeCoupon(v.coupon),
    orderMethod:
      v.orderMethod === 'PICKUP' || v.orderMethod === 'DELIVERY' || v.orderMethod === 'EAT_IN' ? v.orderMethod : null,
  };
}

/** POST myCart: adds to the line of the same product and options, if any. */
export interface AddToCartInput {
  productId: number;
  /** Canonical optionPair naming every option; null without options. */
  optionPair: string | null;
  quantity: number;
  /** Sent again only when retrying an add whose answer was lost (src/domain/cartAdd.ts). */
  idempotencyKey?: string;
}

export function createCartApi(http: Http) {
  return {
    /** GET shoppingManagement4/myCart (callers ignore its errors, spec 8). */
    async myCart(): Promise<CartModel> {
      return normalizeCart(await http.get<unknown>('shoppingManagement4/myCart'));
    },
    /** POST shoppingManagement4/myCart: answers the whole cart. */
    async add(input: AddToCartInput): Promise<CartModel> {
      const body = {
        productId: input.productId,
        optionPair: input.optionPair || null,
        quantity: input.quantity,
        ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      };
      return normalizeCart(await http.post<unknown>('shoppingManagement4/myCart', body));
    },
    /** PUT shoppingManagement4/myCart: sets a line's quantity. */
    async update(lineId: string, quantity: number): Promise<CartModel> {
      return normalizeCart(await http.put<unknown>('shoppingManagement4/myCart', { lineId, quantity }));
    },
    /** POST shoppingManagement4/myCart/delete: removes a line. */
    async remove(lineId: string): Promise<CartModel> {
      return normalizeCart(await http.post<unknown>('shoppingManagement4/myCart/delete', { lineId }));
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
