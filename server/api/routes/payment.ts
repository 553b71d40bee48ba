/**
 * Payment channel calls (spec 7.3), all sandboxed (server/api/models/payment.ts): the H5 requests
 * answer a sandbox pay page URL; the status checks answer the server's own order state; the
 * mini-program request answers wx.requestPayment parameters and its result is reported back.
 */
import type { FastifyRequest } from 'fastify';
import type {
  H5PaymentChannel,
  PaymentMethodCode,
  PaymentRequest,
  PaymentRequestResponse,
  PaymentStatusRequest,
  PaymentStatusResponse,
  SnapPayMethod,
  WeChatMiniProgramPaymentRequest,
  WeChatMiniProgramResult,
  WeChatRequestPaymentParams,
} from '../../../types/api';
import { OPAY_TEST_NO_STATUS_ORDER_ID, PAYMENT_METHOD_CODES } from '../../../types/checkout';
import { channelCarries } from '../models/checkout-config';
import { ApiError } from '../http/errors';
import { sameSiteOnly } from '../http/xsrf';
import { decide, details, findOrderById, isUnpaid, updateOrder, type OrderRow } from '../models/orders';
import {
  findMiniProgramAttempt,
  paymentDelay,
  refundIfPaidElsewhere,
  requestH5Payment,
  requestMiniProgramPayment,
} from '../models/payment';
import { S, currentState, orderIdBody, ownedOrder } from './checkout-shared';
import type { RouteModule } from './types';

const P = '/shoppingManagement4';

const statusBody = {
  type: 'object',
  required: ['orderID', 'returnUrlInfo'],
  additionalProperties: false,
  properties: {
    orderID: S.orderID,
    returnUrlInfo: { type: 'string', minLength: 1, maxLength: 2000 },
    status: { type: 'string', maxLength: 50 },
  },
} as const;

const mpBody = (extra: Record<string, unknown> = {}) =>
  ({
    type: 'object',
    required: ['orderID', 'weChatOpenId'],
    additionalProperties: false,
    properties: { orderID: S.orderID, weChatOpenId: S.openId, ...extra },
  }) as const;

const statusOf = (row: OrderRow): PaymentStatusResponse => ({
  orderID: String(row.id),
  status: row.status,
  paymentStatus: row.payment_status,
});

const paymentRoutes: RouteModule = (app, { db }) => {
  const h5 = (
    channel: H5PaymentChannel,
    req: FastifyRequest,
    orderID: string,
    method: PaymentMethodCode | null = null,
  ): PaymentRequestResponse => {
    const row = ownedOrder(db, req, orderID);
    if (method && !channelCarries(db, channel, method)) {
      throw new ApiError(409, 'CONFLICT', 'This payment method is not available through this channel', 'method');
    }
    return { orderID: String(row.id), channel, payUrl: requestH5Payment(db, row, channel, method) };
  };

  const posts: [string, H5PaymentChannel][] = [
    ['requestOTTH5Payment', 'ott_h5'],
    ['requestOPayH5Payment', 'opay_h5'],
    ['requestCitconH5Payment', 'citcon_classic_h5'],
    ['requestIOTPayH5Payment', 'iot_h5'],
  ];
  const requestBody = {
    ...orderIdBody,
    properties: { ...orderIdBody.properties, method: { type: 'string', enum: [...PAYMENT_METHOD_CODES] } },
  } as const;
  for (const [call, channel] of posts) {
    app.post<{ Body: PaymentRequest }>(`${P}/${call}`, { schema: { body: requestBody } }, (req) =>
      h5(channel, req, req.body.orderID, req.body.method ?? null),
    );
  }

  const snapPay: [string, SnapPayMethod][] = [
    ['h5pay/WECHATPAY', 'WECHATPAY'],
    ['webpay/ALIPAY', 'ALIPAY'],
    ['webpay/UNIONPAY', 'UNIONPAY'],
  ];
  for (const [path, method] of snapPay) {
    app.get<{ Querystring: { orderID?: string } }>(
      `${P}/requestSnapPayPrePayment/${path}`,
      { onRequest: sameSiteOnly, schema: { querystring: { type: 'object', properties: { orderID: S.orderID } } } },
      (req) => {
        const orderID = req.query.orderID ?? currentState(db, req).lastOrderID;
        if (!orderID) throw new ApiError(400, 'VALIDATION', 'Order ID is required', 'orderID');
        return h5('snappay_h5', req, orderID, method);
      },
    );
  }

  const checks = [
    'checkOttPaymentStatus',
    'checkSnapPayPaymentStatus',
    'checkOPayPaymentStatus',
    'checkCitconPaymentStatus',
    'checkIOTPayPaymentStatus',
  ];
  for (const call of checks) {
    app.post<{ Body: PaymentStatusRequest }>(
      `${P}/${call}`,
      { schema: { body: statusBody } },
      (req): PaymentStatusResponse => {
        // A test order id: OPay answers without paymentStatus ('no status or no payment status', spec 8).
        if (call === 'checkOPayPaymentStatus' && req.body.orderID === OPAY_TEST_NO_STATUS_ORDER_ID) {
          return { orderID: OPAY_TEST_NO_STATUS_ORDER_ID, status: 'INTERIM' };
        }
        return statusOf(ownedOrder(db, req, req.body.orderID));
      },
    );
  }

  app.post<{ Body: WeChatMiniProgramPaymentRequest }>(
    `${P}/requestWeChatMiniProgramPayment`,
    { schema: { body: mpBody() } },
    (req): WeChatRequestPaymentParams =>
      requestMiniProgramPayment(db, ownedOrder(db, req, req.body.orderID), req.body.weChatOpenId),
  );

  const mpResult = (outcome: 'success' | 'error') =>
    app.post<{ Body: WeChatMiniProgramResult }>(
      `${P}/processWeChatMiniProgramPayment/${outcome}`,
      { schema: { body: mpBody({ errorMessage: { type: 'string', maxLength: 500 } }) } },
      (req): PaymentStatusResponse => {
        const row = ownedOrder(db, req, req.body.orderID);
        const attempt = findMiniProgramAttempt(db, row.id, req.body.weChatOpenId);
        if (!attempt) {
          throw new ApiError(
            409,
            'CONFLICT',
            'No mini-program payment was requested for this order and WeChat user',
            'weChatOpenId',
          );
        }
        if (isUnpaid(row) && !row.pending_decision) {
          db.transaction(() => {
            if (outcome === 'error') {
              const paymentError = req.body.errorMessage?.trim() || 'Mini-program payment failed';
              updateOrder(db, row.id, { details: JSON.stringify({ ...details(row), paymentError }) });
            }
            // The sandbox trusts the report; a real server would ask WeChat Pay for the result.
            decide(db, findOrderById(db, row.id)!, outcome === 'success' ? 'approve' : 'decline', paymentDelay(app));
          })();
        } else if (outcome === 'success') {
          // WeChat took the money for an order paid meanwhile through another channel: refunded
          refundIfPaidElsewhere(db, row, attempt);
        }
        return statusOf(findOrderById(db, row.id)!);
      },
    );
  mpResult('success');
  mpResult('error');
};

export default paymentRoutes;
