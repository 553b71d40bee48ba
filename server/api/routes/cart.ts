/**
 * shoppingManagement4 cart calls (spec 7.3): GET myCart, POST myCart (add), PUT myCart (update),
 * POST myCart/delete (remove). Quantities 1..99 per line and never above the stock; products,
 * options and stock come from the catalogue area. Every call answers the whole Cart.
 * Group-buy carts (myCart/fc/{campaignId}) are the campaigns area's (./campaigns.ts).
 */
import type { AddToCartRequest, Cart, RemoveCartLineRequest, UpdateCartLineRequest } from '../../../types/api';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../../types/checkout';
import { ApiError } from '../http/errors';
import {
  addKeySeen,
  cartLines,
  deleteLine,
  findLine,
  findLineByItem,
  insertLine,
  rememberAddKey,
  resolveCart,
  setLineQuantity,
} from '../models/cart';
import { canonicalOptionPair, getProduct, getProductDetail, getStock } from '../models/products';
import { S, cartAnswer, ctx } from './checkout-shared';
import type { RouteModule } from './types';
/** Different items (lines) one cart holds at most. */
export const MAX_CART_LINES = 50;

const BASE = '/shoppingManagement4/myCart';

const quantity = { type: 'integer', minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY } as const;
const lineId = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' } as const;

function stockMessage(name: string, stock: number, inCart: number): string {
  if (stock <= 0) return `${name} is sold out`;
  const have = inCart > 0 ? ` (you have ${inCart} in your cart)` : '';
  return `Only ${stock} of ${name} left${have}`;
}

const cartRoutes: RouteModule = (app, { db }) => {
  app.get(BASE, (req): Cart => cartAnswer(db, req));

  app.post<{ Body: AddToCartRequest }>(
    BASE,
    {
      schema: {
        body: {
          type: 'object',
          required: ['productId', 'quantity'],
          additionalProperties: false,
          properties: {
            productId: { type: 'integer', minimum: 1, maximum: 2147483647 },
            optionPair: { type: ['string', 'null'], maxLength: 200 },
            quantity,
            idempotencyKey: S.token,
          },
        },
      },
    },
    (req): Cart => {
      const { locale } = ctx(req);
      const { productId, quantity: add, idempotencyKey: key } = req.body;
      const existingCart = resolveCart(db, req.session, false);
      // the same add sent again (its answer was lost): taken once, answered with the cart as it is
      if (key && existingCart && addKeySeen(db, existingCart.id, key)) return cartAnswer(db, req);
      const product = getProduct(db, productId, locale);
      if (!product) throw new ApiError(404, 'NOT_FOUND', 'This product is not sold any more', 'productId');
      const pair = canonicalOptionPair(db, productId, req.body.optionPair ?? '')!;
      if (!pair.complete) {
        const names = (getProductDetail(db, productId, locale)?.options ?? []).map((o) => o.displayName.toLowerCase());
        throw new ApiError(400, 'VALIDATION', `Choose the ${names.join(' and ')} first`, 'optionPair');
      }
      const stock = getStock(db, productId, pair.optionPair);
      if (stock === undefined)
        throw new ApiError(400, 'VALIDATION', 'This combination of options is not sold', 'optionPair');

      const existing = existingCart ? findLineByItem(db, existingCart.id, productId, pair.optionPair) : undefined;
      const inCart = existing?.quantity ?? 0;
      if (inCart + add > MAX_LINE_QUANTITY) {
        throw new ApiError(
          400,
          'VALIDATION',
          `At most ${MAX_LINE_QUANTITY} of ${product.name} per order (you have ${inCart} in your cart)`,
          'quantity',
        );
      }
      if (inCart + add > stock)
        throw new ApiError(409, 'CONFLICT', stockMessage(product.name, stock, inCart), 'quantity');
      // a cart of hundreds of lines answered 140 KB on every call: one order is this big at most
      if (!existing && existingCart && cartLines(db, existingCart.id).length >= MAX_CART_LINES)
        throw new ApiError(
          409,
          'CONFLICT',
          `Your cart can hold at most ${MAX_CART_LINES} different items; remove one to add another`,
          'lineItems',
        );

      db.transaction(() => {
        const cart = existingCart ?? resolveCart(db, req.session, true)!;
        if (existing) setLineQuantity(db, cart.id, existing.id, inCart + add);
        else insertLine(db, cart.id, productId, pair.optionPair, add);
        if (key) rememberAddKey(db, cart.id, key);
      })();
      return cartAnswer(db, req);
    },
  );

  app.put<{ Body: UpdateCartLineRequest }>(
    BASE,
    {
      schema: {
        body: {
          type: 'object',
          required: ['lineId', 'quantity'],
          additionalProperties: false,
          properties: { lineId, quantity },
        },
      },
    },
    (req): Cart => {
      const { locale } = ctx(req);
      const cart = resolveCart(db, req.session, false);
      const line = cart ? findLine(db, cart.id, req.body.lineId) : undefined;
      if (!cart || !line) throw new ApiError(404, 'NOT_FOUND', 'This item is no longer in your cart', 'lineId');
      const product = getProduct(db, line.product_id, locale);
      if (!product)
        throw new ApiError(409, 'CONFLICT', 'This product is not sold any more; remove it from your cart', 'lineId');
      const stock = getStock(db, line.product_id, line.option_pair) ?? 0;
      if (req.body.quantity > line.quantity && req.body.quantity > stock) {
        throw new ApiError(409, 'CONFLICT', stockMessage(product.name, stock, 0), 'quantity');
      }
      setLineQuantity(db, cart.id, line.id, req.body.quantity);
      return cartAnswer(db, req);
    },
  );

  app.post<{ Body: RemoveCartLineRequest }>(
    `${BASE}/delete`,
    { schema: { body: { type: 'object', required: ['lineId'], additionalProperties: false, properties: { lineId } } } },
    (req): Cart => {
      const cart = resolveCart(db, req.session, false);
      const line = cart ? findLine(db, cart.id, req.body.lineId) : undefined;
      if (!cart || !line) throw new ApiError(404, 'NOT_FOUND', 'This item is no longer in your cart', 'lineId');
      deleteLine(db, cart.id, line.id);
      return cartAnswer(db, req);
    },
  );
};

export default cartRoutes;
