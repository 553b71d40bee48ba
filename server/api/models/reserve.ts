/**
 * POST reserve: places an order from the cart as it is now. Idempotent (types/checkout.ts,
 * ReserveRequest): the same idempotency key, or the same cart while its unpaid order exists,
 * gives back the first order. The handler runs synchronously from lookup to insert (no await),
 * and (owner_key, idempotency_key) is UNIQUE, so two racing calls cannot create two orders.
 */
import { couponShopperKey, couponUseRefusal, markCouponUsed } from './coupons';
import crypto from 'node:crypto';
import type { Db } from '../db';
import type { Session } from '../http/session';
import type { Locale, OrderLine } from '../../../types/api';
import { ApiError } from '../http/errors';
import { cartLines, lineViews, resolveCart, type CartRow } from './cart';
import { addDays, checkoutSettings, moneyText, storeInstant } from './checkout-config';
import { DEFAULT_HOLD_LIMITS, checkHold, recordHold, type HoldLimits, type HoldPlan, type HoldRequest } from './holds';
import { STEP_MESSAGES, missingSteps, price, readState, slotEnd, writeState, type CheckoutState } from './checkout';
import {
  emptyCartAfterOrder,
  findByIdempotencyKey,
  findOrderById,
  findUnpaidForCart,
  ownerKeyForRead,
  ownerKeyForWrite,
  ownerOf,
  takeOrderStock,
  type OrderDetails,
  type OrderRow,
} from './orders';
import { mailReceipt } from './order-events';

export interface ReserveResult {
  row: OrderRow;
  created: boolean;
}

function fingerprint(cart: CartRow, state: CheckoutState, lines: OrderLine[], total: number): string {
  const { lastOrderID: _ignored, ...choices } = state;
  const payload = JSON.stringify({
    cart: cart.id,
    lines: lines.map((l) => [l.productId, l.optionPair, l.quantity, l.unitPrice]),
    choices,
    total,
  });
  return crypto.createHash('sha256').update(payload).digest('base64url');
}

/** `scoped`: the cart to order from when it is not the session's (a group-buy campaign's cart). */
export function reserve(
  db: Db,
  session: Session,
  locale: Locale,
  key: string,
  payAtStore: boolean,
  opts: {
    origin?: string;
    scoped?: { cart: CartRow | undefined };
    /** The request's client address (pay-at-store holds are limited per address). */
    client?: string;
    holdLimits?: HoldLimits;
  } = {},
): ReserveResult {
  const { origin, scoped } = opts;
  const owner = ownerOf(session);
  const readKey = ownerKeyForRead(owner);
  const previous = readKey ? findByIdempotencyKey(db, readKey, key) : undefined;
  if (previous) return { row: previous, created: false };

  const cart = scoped ? scoped.cart : resolveCart(db, session, false);
  const state = readState(cart);
  const lines = cart ? lineViews(db, cartLines(db, cart.id), locale) : [];
  const priced = price(db, lines, state, locale, owner.userId);
  const missing = missingSteps(db, state, priced, locale);
  if (missing.length) {
    const status = missing[0] === 'cart' ? 409 : 422;
    throw new ApiError(status, status === 409 ? 'CONFLICT' : 'VALIDATION', STEP_MESSAGES[missing[0]], missing[0]);
  }
  const unavailable = lines.find((l) => !l.available);
  if (unavailable) {
    const message =
      unavailable.maxQuantity === 0
        ? `${unavailable.name} is sold out; remove it from your cart`
        : `Only ${unavailable.maxQuantity} of ${unavailable.name} left; lower the quantity`;
    throw new ApiError(409, 'CONFLICT', message, 'lineItems');
  }
  if (priced.coupon && !priced.coupon.applicable) {
    throw new ApiError(422, 'VALIDATION', priced.coupon.message ?? 'The coupon does not apply', 'couponCode');
  }
  const couponKey = couponShopperKey(owner.userId, state.contact?.email);
  const couponRefused = priced.coupon && couponUseRefusal(db, priced.coupon.code, couponKey);
  if (couponRefused) throw new ApiError(422, 'VALIDATION', couponRefused, 'couponCode');
  const { totals } = priced;
  const settings = checkoutSettings(db);
  const base = totals.subtotal - totals.discount;
  if (base < settings.minOrderAmount) {
    throw new ApiError(
      422,
      'VALIDATION',
      `The minimum order is ${moneyText(settings.minOrderAmount, totals.currency)}`,
      'subtotal',
    );
  }
  if (priced.zone && base < priced.zone.minOrderAmount) {
    throw new ApiError(
      422,
      'VALIDATION',
      `Delivery to ${priced.zone.name} needs an order of at least ${moneyText(priced.zone.minOrderAmount, totals.currency)}`,
      'subtotal',
    );
  }
  if (payAtStore && (state.orderMethod !== 'PICKUP' || !settings.payAtStoreEnabled)) {
    throw new ApiError(422, 'VALIDATION', 'Paying at the store is only possible for pickup orders', 'payAtStore');
  }
  if (payAtStore && totals.storeCredit > 0) {
    throw new ApiError(422, 'VALIDATION', 'Remove the store credit to pay at the store', 'payAtStore');
  }

  const orderLines: OrderLine[] = lines.map(
    ({ productId, name, nameContent, imageURL, optionPair, quantity, unitPrice, lineTotal }) => ({
      productId,
      name,
      nameContent,
      imageURL,
      optionPair,
      quantity,
      unitPrice,
      lineTotal,
    }),
  );
  const print = fingerprint(cart!, state, orderLines, totals.total);
  if (readKey && !payAtStore) {
    const same = findUnpaidForCart(db, readKey, cart!.id, print);
    if (same) return { row: same, created: false };
  }

  let hold: { req: HoldRequest; plan: HoldPlan } | undefined;
  if (payAtStore) {
    const end = state.slot ? (state.slot.time ? slotEnd(db, state) : null) : null;
    const pickupEndsAt = state.slot
      ? (end
          ? storeInstant(state.slot.date, end, settings.timeZone)
          : storeInstant(addDays(state.slot.date, 1), '00:00', settings.timeZone)
        ).toISOString()
      : null;
    const req: HoldRequest = {
      userId: owner.userId,
      email: state.contact?.email ?? null,
      phone: state.contact?.phone ?? null,
      pickupEndsAt,
      lines: orderLines,
      client: opts.client ?? '',
    };
    hold = { req, plan: checkHold(db, settings.payAtStoreHold, opts.holdLimits ?? DEFAULT_HOLD_LIMITS, req) };
  }

  const ownerKey = ownerKeyForWrite(session);
  const details: OrderDetails = {
    orderMethod: state.orderMethod!,
    // pickup / eat-in: where it is handed over; delivery: the store it is delivered from
    locationId: state.locationId ?? null,
    timeSlot: state.slot ? { date: state.slot.date, time: state.slot.time ?? null, end: slotEnd(db, state) } : null,
    contact: state.contact!,
    delivery: state.orderMethod === 'DELIVERY' ? (state.delivery ?? null) : null,
    billingAddress: null,
    couponCode: priced.coupon?.code ?? null,
    customerComment: state.comment ?? '',
    lines: orderLines,
    ...(origin ? { origin } : {}),
  };
  const now = new Date().toISOString();
  const id = db.transaction(() => {
    const result = db
      .prepare(
        `INSERT INTO orders (owner_key, user_id, cart_id, idempotency_key, cart_fingerprint, status, payment_status,
           currency, subtotal, discount, delivery_fee, tax, tips, store_credit, total, details, locale, created_at,
           updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        ownerKey,
        owner.userId,
        cart!.id,
        key,
        print,
        payAtStore ? 'NEW' : 'INTERIM',
        payAtStore ? 'PAY_AT_STORE' : 'NOT_PAID',
        totals.currency,
        totals.subtotal,
        totals.discount,
        totals.deliveryFee,
        totals.tax,
        totals.tips,
        totals.storeCredit,
        totals.total,
        JSON.stringify(details),
        locale,
        now,
        now,
      );
    const orderId = Number(result.lastInsertRowid);
    writeState(db, cart!.id, { ...state, lastOrderID: String(orderId) });
    const row = findOrderById(db, orderId)!;
    if (hold) {
      // a pay-at-store order uses its coupon now (released if it is cancelled or its hold runs out)
      if (details.couponCode) {
        const refused = couponUseRefusal(db, details.couponCode, couponKey);
        if (refused) throw new ApiError(422, 'VALIDATION', refused, 'couponCode');
        markCouponUsed(db, owner.userId, details.couponCode, orderId, couponKey);
      }
      if (!takeOrderStock(db, orderLines))
        throw new ApiError(409, 'CONFLICT', 'Some items sold out meanwhile; check your cart', 'lineItems');
      recordHold(db, orderId, hold.req, hold.plan, origin ?? null, locale);
      emptyCartAfterOrder(db, row);
      mailReceipt(db, orderId);
    }
    return orderId;
  })();
  return { row: findOrderById(db, id)!, created: true };
}
