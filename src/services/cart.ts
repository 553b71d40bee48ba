/** Cart API area (spec 7.3, shoppingManagement4/...). */
import { cartCount } from '@/domain/footerTabs';
import { isRecord, num, rec } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

export interface CartModel {
  itemCount: number;
  /** Keyed by item; the number of keys is the badge count (spec 3). */
  lineItems: Record<string, unknown>;
  /** The whole answer, for checkout screens that read fields not shown in the spec. */
  raw: Record<string, unknown>;
}

/** A cart, or an ApiError when the answer is not a cart (so a caller keeps the one it has). */
export function normalizeCart(v: unknown): CartModel {
  if (!isRecord(v)) throw new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
  const lineItems = isRecord(v.lineItems) ? { ...v.lineItems } : {};
  return { itemCount: num(v.itemCount, cartCount(lineItems)), lineItems, raw: { ...rec(v) } };
}

export function createCartApi(http: Http) {
  return {
    /** GET shoppingManagement4/myCart (callers ignore its errors, spec 8). */
    async myCart(): Promise<CartModel> {
      return normalizeCart(await http.get<unknown>('shoppingManagement4/myCart'));
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
