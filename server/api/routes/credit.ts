/**
 * Store credit (spec 7.3), signed-in shoppers only: balance and history, applying credit to the
 * checkout (spent when the order's payment succeeds), and paying an order's amount due with it.
 */
import type {
  ApplyStoreCreditRequest,
  Billing,
  Order,
  StoreCreditBalance,
  StoreCreditHistory,
  StoreCreditPaymentRequest,
} from '../../../types/api';
import { ApiError } from '../http/errors';
import { cartLines, lineViews } from '../models/cart';
import { moneyText } from '../models/checkout-config';
import { price, readState } from '../models/checkout';
import { creditBalance, creditHistory } from '../models/credit';
import { decide, findOrderById, toOrder, updateOrder } from '../models/orders';
import { assertPayable } from '../models/payment';
import { getDefaultCurrency } from '../models/store';
import { ctx, currentState, orderIdBody, ownedOrder, requireUser, saveState, scopedCart } from './checkout-shared';
import type { RouteModule } from './types';

const SIGN_IN = 'Sign in to use store credit';

const creditRoutes: RouteModule = (app, { db }) => {
  app.get('/admin/storeCreditManagement/storeCredit', (req): StoreCreditBalance => {
    const userId = requireUser(req, SIGN_IN);
    return { currency: getDefaultCurrency(db), balance: creditBalance(db, userId) };
  });

  app.get('/admin/storeCreditManagement/storeCreditHistory', (req): StoreCreditHistory => {
    const userId = requireUser(req, SIGN_IN);
    return creditHistory(db, userId, getDefaultCurrency(db));
  });

  app.post<{ Body: ApplyStoreCreditRequest }>(
    '/shoppingManagement4/applyStoreCredit',
    {
      schema: {
        body: {
          type: 'object',
          required: ['amount'],
          additionalProperties: false,
          properties: { amount: { type: 'integer', minimum: 0 } },
        },
      },
    },
    (req): Billing => {
      const userId = requireUser(req, SIGN_IN);
      const { locale } = ctx(req);
      const { amount } = req.body;
      const currency = getDefaultCurrency(db);
      const balance = creditBalance(db, userId);
      if (amount > balance)
        throw new ApiError(422, 'VALIDATION', `Your store credit is ${moneyText(balance, currency)}`, 'amount');
      const cart = scopedCart(db, req, false);
      const state = readState(cart);
      const lines = cart ? lineViews(db, cartLines(db, cart.id), locale) : [];
      const due = price(db, lines, { ...state, storeCredit: 0 }, locale, userId).totals.total;
      if (amount > due)
        throw new ApiError(
          422,
          'VALIDATION',
          `The amount due is ${moneyText(due, currency)}; apply at most that`,
          'amount',
        );
      return saveState(db, req, { ...currentState(db, req), storeCredit: amount || undefined });
    },
  );

  app.post<{ Body: StoreCreditPaymentRequest }>(
    '/shoppingManagement4/storeCreditPayment',
    { schema: { body: orderIdBody } },
    (req): Order => {
      const userId = requireUser(req, SIGN_IN);
      const row = ownedOrder(db, req, req.body.orderID);
      if (row.user_id !== userId)
        throw new ApiError(409, 'CONFLICT', 'Store credit can pay only orders placed while signed in');
      assertPayable(db, row, 'storeCredit');
      const balance = creditBalance(db, userId);
      const needed = row.store_credit + row.total;
      if (balance < needed) {
        throw new ApiError(
          409,
          'CONFLICT',
          `Not enough store credit: ${moneyText(balance, row.currency)} for ${moneyText(needed, row.currency)}`,
        );
      }
      db.transaction(() => {
        updateOrder(db, row.id, {
          store_credit: needed,
          total: 0,
          payment_channel: 'storeCredit',
          payment_method: null,
        });
        decide(db, findOrderById(db, row.id)!, 'approve', 0);
      })();
      return toOrder(db, findOrderById(db, row.id)!, ctx(req).locale);
    },
  );
};

export default creditRoutes;
