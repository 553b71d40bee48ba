/**
 * Returns and refunds (extension `returns`): a shopper asks for some lines of a paid order back
 * (a return) or their money back without sending goods (a refund); the store approves or refuses,
 * then refunds (the sandbox control stands in for the store). The rules (amounts, what is left to
 * return, the window) are src/domain/returns.ts. A refund goes back the way the order was paid:
 * the store-credit part to the shopper's credit, the channel part through the channel's sandbox;
 * it is mailed, recorded on the order's timeline, and what the payment granted is reversed through
 * the one refund module (./refunds.ts) once the whole payment is back.
 */
import type { Db } from '../db';
import { parseJson } from '../db';
import type {
  OrderReturns,
  ReturnKind,
  ReturnLine,
  ReturnModel,
  ReturnReason,
  ReturnRequestBody,
  ReturnState,
} from '../../../types/after-sales';
import type { Locale } from '../../../types/api';
import { receivedAt } from '../../../src/domain/orderTimeline';
import {
  returnAmount,
  returnWindowEnd,
  splitRefund,
  unitRefunds,
  windowOpen,
  type PaidOrderFigures,
} from '../../../src/domain/returns';
import { cleanShopperText } from '../../../src/domain/shopperText';
import { clockNow } from '../http/clock';
import { ApiError } from '../http/errors';
import { moneyText } from './checkout-config';
import { details, type OrderRow } from './orders';
import { orderEvents, recordEvent } from './order-timeline';
import { sendMail } from './outbox';
import { REFUND_REASONS, returnRefundedMail, returnRefusedMail } from '../mail/refund-mail';
import { returnStock } from './inventory';
import { refundPaidOrder, releaseCoupon, reverseMembership, reverseReferral, type ReversedGrants } from './refunds';
import { trimReferral } from './referral-reward';
import { ownPhotos, unverifyOrderReviews } from './reviews';
import { RETURN_SETTINGS, type ReturnSettings } from '../seed/after-sales';

export interface ReturnRow {
  id: number;
  order_id: number;
  kind: ReturnKind;
  state: ReturnState;
  reason: ReturnReason;
  note: string;
  photos: string;
  lines: string;
  amount: number;
  refund_credit: number;
  refund_channel: number;
  channel: string | null;
  created_at: string;
  updated_at: string;
}

export function returnSettings(db: Db): ReturnSettings {
  const row = db.prepare<[], { value: string }>("SELECT value FROM ext_settings WHERE key = 'returns'").get();
  const s = parseJson<Partial<ReturnSettings>>(row?.value, {});
  return {
    windowDays: Number.isInteger(s.windowDays) && s.windowDays! >= 0 ? s.windowDays! : RETURN_SETTINGS.windowDays,
  };
}

const figures = (row: OrderRow): PaidOrderFigures => ({
  lines: details(row).lines ?? [],
  subtotal: row.subtotal,
  deliveryFee: row.delivery_fee,
  tips: row.tips,
  total: row.total,
  storeCredit: row.store_credit,
});

function requestsOf(db: Db, orderId: number): ReturnRow[] {
  return db
    .prepare<[number], ReturnRow>('SELECT * FROM return_requests WHERE order_id = ? ORDER BY id DESC')
    .all(orderId);
}

/** Per line, how many are taken by requests not refused. */
function returnedPerLine(rows: ReturnRow[], lineCount: number): number[] {
  const out = new Array<number>(lineCount).fill(0);
  for (const r of rows) {
    if (r.state === 'refused') continue;
    for (const l of parseJson<ReturnLine[]>(r.lines, [])) if (l.line < lineCount) out[l.line] += l.quantity;
  }
  return out;
}

/** Money committed to requests not refused (asked, approved or refunded). */
const committed = (rows: ReturnRow[]) => rows.filter((r) => r.state !== 'refused').reduce((s, r) => s + r.amount, 0);

export function toReturn(row: ReturnRow, order: OrderRow): ReturnModel {
  return {
    id: row.id,
    orderID: String(row.order_id),
    kind: row.kind,
    state: row.state,
    reason: row.reason,
    note: row.note,
    photos: parseJson<string[]>(row.photos, []),
    lines: parseJson<ReturnLine[]>(row.lines, []),
    amount: row.amount,
    currency: order.currency,
    refundedTo:
      row.state === 'refunded'
        ? { storeCredit: row.refund_credit, channel: row.refund_channel, channelName: row.channel }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function windowOf(db: Db, row: OrderRow): string | null {
  if (row.status !== 'NEW' || row.payment_status !== 'PAID_ONLINE') return null;
  return returnWindowEnd(row.paid_at, receivedAt(orderEvents(db, row)), returnSettings(db).windowDays);
}

export function orderReturns(db: Db, row: OrderRow, locale: Locale): OrderReturns {
  const rows = requestsOf(db, row.id);
  const f = figures(row);
  const lines = details(row).lines ?? [];
  const units = unitRefunds(f);
  const returned = returnedPerLine(rows, lines.length);
  const endsAt = windowOf(db, row);
  const refundable = Math.max(0, row.total + row.store_credit - committed(rows));
  const returnableLines = lines.map((l, i) => ({
    line: i,
    productId: l.productId,
    name: l.nameContent?.[locale] ?? l.name,
    ordered: l.quantity,
    returnable: Math.max(0, l.quantity - returned[i]),
    unitRefund: units[i],
  }));
  let blockedKey: string | null = null;
  if (row.payment_status === 'REFUNDED') blockedKey = 'istore_returns_all_returned';
  else if (endsAt === null) blockedKey = 'istore_returns_not_paid';
  else if (!windowOpen(endsAt, clockNow(db))) blockedKey = 'istore_returns_window_closed';
  else if (returnableLines.every((l) => l.returnable === 0) || refundable === 0)
    blockedKey = 'istore_returns_all_returned';
  return {
    orderID: String(row.id),
    currency: row.currency,
    windowDays: returnSettings(db).windowDays,
    windowEndsAt: endsAt,
    blockedKey,
    lines: returnableLines,
    refundable,
    requests: rows.map((r) => toReturn(r, row)),
  };
}

export function createReturn(
  db: Db,
  row: OrderRow,
  ownerKey: string,
  body: ReturnRequestBody,
  locale: Locale,
): ReturnRow {
  const endsAt = windowOf(db, row);
  if (endsAt === null) throw new ApiError(409, 'CONFLICT', 'Only a paid order can be returned or refunded');
  if (!windowOpen(endsAt, clockNow(db)))
    throw new ApiError(
      409,
      'CONFLICT',
      `The return window of this order has closed (${returnSettings(db).windowDays} days)`,
    );
  const rows = requestsOf(db, row.id);
  const lines = details(row).lines ?? [];
  const result = returnAmount(figures(row), body.lines, returnedPerLine(rows, lines.length), committed(rows));
  if ('refusal' in result) {
    const r = result.refusal;
    if (r.code === 'no_lines') throw new ApiError(400, 'VALIDATION', 'Choose at least one item', 'lines');
    if (r.code === 'bad_line') throw new ApiError(400, 'VALIDATION', 'An item is not in this order', 'lines');
    if (r.code === 'too_many')
      throw new ApiError(
        409,
        'CONFLICT',
        r.returnable === 0
          ? 'This item has already been returned'
          : `Only ${r.returnable} of this item can still be returned`,
        'lines',
      );
    throw new ApiError(
      409,
      'CONFLICT',
      `At most ${moneyText(r.refundable, row.currency)} can still be refunded`,
      'lines',
    );
  }
  const units = unitRefunds(figures(row));
  const chosen: ReturnLine[] = body.lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      line: l.line,
      productId: lines[l.line].productId,
      name: lines[l.line].nameContent?.[locale] ?? lines[l.line].name,
      quantity: l.quantity,
      amount: units[l.line] * l.quantity,
    }));
  const photos = ownPhotos(db, ownerKey, body.photos);
  const at = new Date(clockNow(db)).toISOString();
  const id = db
    .prepare(
      `INSERT INTO return_requests (order_id, kind, state, reason, note, photos, lines, amount, created_at, updated_at)
       VALUES (?, ?, 'requested', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      row.id,
      body.kind,
      body.reason,
      cleanShopperText(body.note),
      JSON.stringify(photos),
      JSON.stringify(chosen),
      result.amount,
      at,
      at,
    ).lastInsertRowid;
  return db.prepare<[number], ReturnRow>('SELECT * FROM return_requests WHERE id = ?').get(Number(id))!;
}

export function findReturn(db: Db, id: number): ReturnRow | undefined {
  return db.prepare<[number], ReturnRow>('SELECT * FROM return_requests WHERE id = ?').get(id);
}

/** The store's decision (sandbox): approve or refuse a request; refund an approved (or asked) one. */
export function decideReturn(db: Db, ret: ReturnRow, order: OrderRow, decision: 'approve' | 'refuse' | 'refund'): void {
  const at = new Date(clockNow(db)).toISOString();
  if (decision === 'approve' || decision === 'refuse') {
    if (ret.state !== 'requested') throw new ApiError(409, 'CONFLICT', `This request is already ${ret.state}`);
    db.prepare('UPDATE return_requests SET state = ?, updated_at = ? WHERE id = ?').run(
      decision === 'approve' ? 'approved' : 'refused',
      at,
      ret.id,
    );
    const email = details(order).contact?.email;
    if (email && decision === 'refuse')
      sendMail(db, { to: email, ...returnRefusedMail(order.locale, order.id, ret.kind) });
    return;
  }
  if (ret.state !== 'approved' && ret.state !== 'requested')
    throw new ApiError(409, 'CONFLICT', `This request is already ${ret.state}`);
  refundReturn(db, ret, order, at);
}

/**
 * Refunds a request. A request that gives back the whole payment at once is the order's full
 * refund: refundPaidOrder (./refunds.ts) does it all (stock, store credit, what the payment granted,
 * the history entry, the mail). A partial one gives back its share the way the order was paid
 * (src/domain/returns.ts splitRefund) and returns its items to stock; when partial refunds have
 * given back the whole payment, what the payment granted (referral reward, membership, coupon use)
 * is reversed too and the order is marked refunded, with the same history entry.
 */
function refundReturn(db: Db, ret: ReturnRow, order: OrderRow, at: string): void {
  db.transaction(() => {
    const paid = order.total + order.store_credit;
    const done = db
      .prepare<[number], { credit: number; channel: number; n: number }>(
        "SELECT COALESCE(SUM(refund_credit), 0) AS credit, COALESCE(SUM(refund_channel), 0) AS channel, COUNT(*) AS n FROM return_requests WHERE order_id = ? AND state = 'refunded'",
      )
      .get(order.id)!;
    const setRefunded = db.prepare(
      "UPDATE return_requests SET state = 'refunded', refund_credit = ?, refund_channel = ?, channel = ?, updated_at = ? WHERE id = ?",
    );
    const reason = REFUND_REASONS.returnAccepted(ret.kind, ret.id);
    if (done.n === 0 && ret.amount >= paid) {
      refundPaidOrder(db, order.id, { kind: 'RETURN', reason, restock: ret.kind === 'return' });
      setRefunded.run(order.store_credit, order.total, order.total > 0 ? order.payment_channel : null, at, ret.id);
      return;
    }
    const split = splitRefund(
      ret.amount,
      { storeCredit: order.store_credit, channel: order.total },
      { storeCredit: done.credit, channel: done.channel },
    );
    if (split.storeCredit > 0 && order.user_id) {
      db.prepare(
        'INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(order.user_id, split.storeCredit, `Refund of order ${order.id} (request ${ret.id})`, order.id, at);
    }
    // the channel part goes back through the channel's sandbox: nothing leaves the machine, the
    // request records which channel and how much
    const channel = split.channel > 0 ? order.payment_channel : null;
    setRefunded.run(split.storeCredit, split.channel, channel, at, ret.id);
    const lines = details(order).lines ?? [];
    let items = 0;
    if (ret.kind === 'return') {
      for (const l of parseJson<ReturnLine[]>(ret.lines, [])) {
        const line = lines[l.line];
        if (!line) continue;
        returnStock(db, line.productId, line.optionPair ?? '', l.quantity);
        items += l.quantity;
      }
    }
    const refundedNow = done.credit + done.channel + split.storeCredit + split.channel;
    // part of the payment is back: the referral reward keeps only what the order still pays for
    if (refundedNow < paid) trimReferral(db, order.id, paid, refundedNow, at);
    if (refundedNow >= paid) {
      // the whole payment is back: what it granted goes too (as refundPaidOrder does)
      const referral = reverseReferral(db, order.id, at);
      const membershipDays = reverseMembership(db, order.id, Date.parse(at));
      const couponCode = releaseCoupon(db, order.id);
      unverifyOrderReviews(db, order.id);
      db.prepare(
        "UPDATE orders SET status = 'CANCELLED', payment_status = 'REFUNDED', updated_at = ? WHERE id = ?",
      ).run(at, order.id);
      const reversed: ReversedGrants = {
        referralReward: referral.reward,
        referrerId: referral.referrerId,
        membershipDays,
        couponCode,
        items,
        campaignItems: 0,
      };
      db.prepare(
        'INSERT OR IGNORE INTO refunds (order_id, kind, reason, amount, store_credit, reversed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(order.id, 'RETURN', reason.en, paid, order.store_credit, JSON.stringify(reversed), at);
    } else {
      recordEvent(db, order.id, 'refunded', at);
    }
    const email = details(order).contact?.email;
    if (email) {
      const said = { orderId: order.id, amount: ret.amount, ...split, currency: order.currency };
      sendMail(db, { to: email, ...returnRefundedMail(order.locale, said) });
    }
  })();
}
