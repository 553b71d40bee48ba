/**
 * shoppingManagement4 calls on the bill itself (spec 7.3): the bill (and whether it may be paid at
 * the store), tips, the coupon, the customer's comment, and the PayPal option. The checkout's
 * steps are routes/checkout.ts; both answer the bill from the state on the cart row.
 */
import { couponShopperKey, couponUseRefusal } from '../models/coupons';
import { sameSiteOnly } from '../http/xsrf';
import type {
  Billing,
  CouponVerification,
  CustomerCommentRequest,
  PayPalOption,
  TipsRequest,
} from '../../../types/api';
import { ApiError } from '../http/errors';
import { channelEnabled, checkoutSettings, moneyText, paymentSettings } from '../models/checkout-config';
import { applyCoupon, couponExpired, findCoupon, priceCart } from '../models/checkout';
import { getDefaultCurrency } from '../models/store';
import { S, billingAnswer, ctx, currentState, saveState, scopedCart } from './checkout-shared';
import type { RouteModule } from './types';

const P = '/shoppingManagement4';

const invalid = (message: string, field: string) => new ApiError(422, 'VALIDATION', message, field);

const checkoutExtrasRoutes: RouteModule = (app, { db }) => {
  app.get<{ Querystring: { pickUpAandPayAtStore?: boolean } }>(
    `${P}/billing/`,
    {
      schema: {
        querystring: { type: 'object', properties: { pickUpAandPayAtStore: { type: 'boolean', default: false } } },
      },
    },
    (req): Billing => {
      const payAtStore = req.query.pickUpAandPayAtStore === true;
      if (payAtStore && (currentState(db, req).orderMethod !== 'PICKUP' || !checkoutSettings(db).payAtStoreEnabled)) {
        throw invalid('Paying at the store is only possible for pickup orders', 'pickUpAandPayAtStore');
      }
      return billingAnswer(db, req, payAtStore);
    },
  );

  app.post<{ Body: TipsRequest }>(
    `${P}/tips`,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            tipsPercent: { type: 'integer', minimum: 0, maximum: 100 },
            tipsAmount: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    (req): Billing => {
      const { tipsPercent, tipsAmount } = req.body;
      const s = checkoutSettings(db);
      if ((tipsPercent === undefined) === (tipsAmount === undefined))
        throw new ApiError(400, 'VALIDATION', 'Give either tipsPercent or tipsAmount', 'tipsPercent');
      if (tipsPercent !== undefined && !s.tipsOptions.includes(tipsPercent)) {
        throw invalid(`Choose one of the offered tips: ${s.tipsOptions.map((t) => `${t}%`).join(', ')}`, 'tipsPercent');
      }
      if (tipsAmount !== undefined && tipsAmount > s.maxTipsAmount)
        throw invalid(`A tip can be at most ${moneyText(s.maxTipsAmount, getDefaultCurrency(db))}`, 'tipsAmount');
      const tips = tipsPercent !== undefined ? { percent: tipsPercent } : { amount: tipsAmount };
      return saveState(db, req, { ...currentState(db, req), tips });
    },
  );

  app.get<{ Params: { code: string } }>(
    `${P}/couponVerification/:code`,
    {
      // a GET that changes the checkout (spec 7.3): refused from another site's page
      onRequest: sameSiteOnly,
      schema: {
        params: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } },
        },
      },
    },
    (req): CouponVerification => {
      const { locale, userId } = ctx(req);
      const coupon = findCoupon(db, req.params.code);
      if (!coupon)
        throw new ApiError(404, 'NOT_FOUND', `Coupon code ${req.params.code.toUpperCase()} is not valid`, 'code');
      if (couponExpired(coupon)) throw invalid(`Coupon ${coupon.code} has expired`, 'code');
      const subtotal = priceCart(db, scopedCart(db, req, false), locale, userId).totals.subtotal;
      const applied = applyCoupon(coupon, subtotal, getDefaultCurrency(db), locale);
      if (!applied.applicable) throw invalid(applied.message ?? 'This coupon does not apply', 'code');
      // a coupon this shopper has used up is refused here already, not only when paying
      const email = currentState(db, req).contact?.email;
      const used = (userId || email) && couponUseRefusal(db, coupon.code, couponShopperKey(userId, email));
      if (used) throw invalid(used, 'code');
      const billing = saveState(db, req, { ...currentState(db, req), couponCode: coupon.code });
      return { valid: true, coupon: billing.coupon ?? applied, billing };
    },
  );

  app.delete(`${P}/couponVerification`, (req): Billing => {
    const state = currentState(db, req);
    if (!state.couponCode) return billingAnswer(db, req);
    return saveState(db, req, { ...state, couponCode: undefined });
  });

  app.post<{ Body: CustomerCommentRequest }>(
    `${P}/updateCustomerComment`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['comment'],
          additionalProperties: false,
          properties: { comment: S.comment },
        },
      },
    },
    (req): Billing => saveState(db, req, { ...currentState(db, req), comment: req.body.comment.trim() }),
  );

  app.get(`${P}/paymentoption/PayPal`, (): PayPalOption => ({
    enabled: channelEnabled(db, 'paypal'),
    sandbox: true,
    clientId: paymentSettings(db).paypalClientId,
    currency: getDefaultCurrency(db),
    intent: 'CAPTURE',
  }));
};

export default checkoutExtrasRoutes;
