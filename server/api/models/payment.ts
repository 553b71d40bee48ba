/**
 * Sandboxed payment channels (DESIGN.md): a payment request records an attempt (a random token)
 * and answers the URL of the local pay page; the page's Approve / Decline records the decision
 * (applied at once, or after the configured delay so Pending is real). The mini-program channel
 * answers wx.requestPayment parameters of the real shape, signed with a sandbox RSA key.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import type {
  H5PaymentChannel,
  PaymentChannelId,
  PaymentMethodCode,
  WeChatRequestPaymentParams,
} from '../../../types/api';
import { ApiError } from '../http/errors';
import { channelEnabled } from './checkout-config';
import { details, isUnpaid, updateOrder, type OrderRow } from './orders';
import { recordPaymentRefund } from './refunds';
import { REFUND_REASONS } from '../mail/refund-mail';

/** Env knob: milliseconds between a sandbox decision and the order changing (default 0). */
export const PAYMENT_DELAY_ENV = 'STORE_PAYMENT_DELAY_MS';
export const SANDBOX_PAY_PATH = '/sandbox/pay';
export const SANDBOX_WECHAT_APP_ID = 'wx0000sandbox0000';

export function paymentDelayFromEnv(env: Record<string, string | undefined>): number {
  const n = Number(env[PAYMENT_DELAY_ENV] ?? '');
  return Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), 10 * 60_000) : 0;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sandbox payment decision delay (buildServer option paymentDelayMs / env STORE_PAYMENT_DELAY_MS). */
    paymentDelayMs: number;
  }
}

/** The delay the server was built with (0 when the server has none). */
export function paymentDelay(app: { paymentDelayMs?: number }): number {
  return typeof app.paymentDelayMs === 'number' && app.paymentDelayMs > 0 ? app.paymentDelayMs : 0;
}

export interface AttemptRow {
  token: string;
  order_id: number;
  channel: PaymentChannelId;
  method: PaymentMethodCode | null;
  open_id: string | null;
  created_at: string;
}

/** Throws unless the order can be paid now. */
export function assertPayable(db: Db, row: OrderRow, channel: PaymentChannelId): void {
  if (row.payment_status === 'PAID_ONLINE') throw new ApiError(409, 'CONFLICT', 'This order is already paid');
  if (!isUnpaid(row)) throw new ApiError(409, 'CONFLICT', 'This order can no longer be paid; place a new order');
  if (row.pending_decision) throw new ApiError(409, 'CONFLICT', 'The payment of this order is being confirmed');
  if (!channelEnabled(db, channel)) throw new ApiError(409, 'CONFLICT', 'This payment method is not available');
  if (row.total <= 0 && channel !== 'storeCredit') {
    throw new ApiError(409, 'CONFLICT', 'Nothing is left to pay online; confirm the order with store credit');
  }
}

function createAttempt(
  db: Db,
  row: OrderRow,
  channel: PaymentChannelId,
  method: PaymentMethodCode | null,
  openId: string | null,
): string {
  const token = crypto.randomBytes(18).toString('base64url');
  db.transaction(() => {
    db.prepare(
      'INSERT INTO payment_attempts (token, order_id, channel, method, open_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(token, row.id, channel, method, openId, new Date().toISOString());
    updateOrder(db, row.id, { payment_channel: channel, payment_method: method });
  })();
  return token;
}

export function payPageUrl(channel: H5PaymentChannel, orderId: number, token: string): string {
  return `${SANDBOX_PAY_PATH}/${channel}/${orderId}?attempt=${encodeURIComponent(token)}`;
}

/** Records an H5 attempt and answers the sandbox pay page URL. */
export function requestH5Payment(
  db: Db,
  row: OrderRow,
  channel: H5PaymentChannel,
  method: PaymentMethodCode | null = null,
): string {
  assertPayable(db, row, channel);
  return payPageUrl(channel, row.id, createAttempt(db, row, channel, method, null));
}

export function findAttempt(db: Db, token: string, channel: string, orderId: number): AttemptRow | undefined {
  return db
    .prepare<[string, string, number], AttemptRow>(
      'SELECT * FROM payment_attempts WHERE token = ? AND channel = ? AND order_id = ?',
    )
    .get(token, channel, orderId);
}

export function findMiniProgramAttempt(db: Db, orderId: number, openId: string): AttemptRow | undefined {
  return db
    .prepare<[number, string], AttemptRow>(
      `SELECT * FROM payment_attempts WHERE order_id = ? AND channel = 'wechat_mini_program' AND open_id = ?
       ORDER BY created_at DESC LIMIT 1`,
    )
    .get(orderId, openId);
}

/**
 * A payment approved through another channel or method than the one that paid (or is paying)
 * the order buys nothing: it is refunded, on the record, instead of being dropped.
 * One refund per attempt (a double click or a repeated report changes nothing). False when the
 * approval is the one that paid.
 */
export function refundIfPaidElsewhere(
  db: Db,
  order: OrderRow,
  attempt: Pick<AttemptRow, 'token' | 'channel' | 'method'>,
): boolean {
  const paid = order.payment_status === 'PAID_ONLINE' || order.pending_decision === 'approve';
  if (!paid || (order.payment_channel === attempt.channel && order.payment_method === attempt.method)) return false;
  recordPaymentRefund(db, order.id, {
    kind: 'DUPLICATE_PAYMENT',
    reason: REFUND_REASONS.paidElsewhere(order.id),
    amount: order.total,
    attemptToken: attempt.token,
    email: details(order).contact?.email,
  });
  return true;
}

/** `/confirmation/{id}?from_source={channel}X{id}`, exactly as a real channel returns. */
export function confirmationUrl(channel: H5PaymentChannel, orderId: number): string {
  return `/confirmation/${orderId}?from_source=${channel}X${orderId}`;
}

// ---- WeChat mini-program -------------------------------------------------------------------

let sandboxKey: crypto.KeyObject | null = null;
function signingKey(): crypto.KeyObject {
  sandboxKey ??= crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return sandboxKey;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function nonce(length: number): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('');
}

/** Records a mini-program attempt and answers wx.requestPayment parameters (WeChat Pay v3 shape). */
export function requestMiniProgramPayment(db: Db, row: OrderRow, openId: string): WeChatRequestPaymentParams {
  assertPayable(db, row, 'wechat_mini_program');
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const prepayId = `wx${stamp}${crypto.randomBytes(11).toString('hex')}`;
  createAttempt(db, row, 'wechat_mini_program', null, openId);
  const timeStamp = String(Math.floor(Date.now() / 1000));
  const nonceStr = nonce(32);
  const pkg = `prepay_id=${prepayId}`;
  const paySign = crypto
    .sign('sha256', Buffer.from(`${SANDBOX_WECHAT_APP_ID}\n${timeStamp}\n${nonceStr}\n${pkg}\n`), signingKey())
    .toString('base64');
  return { timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
}
