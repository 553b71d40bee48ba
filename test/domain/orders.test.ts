import {
  COMMENT_MAX,
  COMMENTS_MAX,
  ORDER_TABS,
  canPayNow,
  cancelBlockKey,
  commentError,
  mergeUnique,
  orderStateKey,
  orderTabOf,
  payTimeOver,
} from '@/domain/orders';
import { ORDER_PAGE_SIZE } from '@/domain/constants';

describe('state tabs (orders/list state: unpaid INTERIM/NOT_PAID, paid NEW, cancelled, failed)', () => {
  it('has All first, then one tab per server state', () =>
    expect(ORDER_TABS).toEqual(['all', 'unpaid', 'paid', 'cancelled', 'failed']));
  it.each([
    ['INTERIM', 'NOT_PAID', 'unpaid', 'istore_orders_state_awaiting', null],
    ['NEW', 'PAID_ONLINE', 'paid', 'istore_orders_state_paid', 'istore_orders_cancel_no_paid'],
    ['NEW', 'PAY_AT_STORE', 'paid', 'istore_orders_state_pay_at_store', null],
    ['CANCELLED', 'NOT_PAID', 'cancelled', 'istore_orders_state_cancelled', 'istore_orders_cancel_no_cancelled'],
    ['FAILED', 'FAILED', 'failed', 'istore_orders_state_failed', 'istore_orders_cancel_no_failed'],
    ['SHIPPED', 'PAID_ONLINE', null, 'istore_orders_state_other', 'istore_orders_cancel_no_paid'],
  ])('%s / %s: tab %s, badge %s, cancel blocked by %s', (status, paymentStatus, tab, badge, why) => {
    const o = { status, paymentStatus };
    expect(orderTabOf(o)).toBe(tab);
    expect(orderStateKey(o)).toBe(badge);
    expect(cancelBlockKey(o)).toBe(why);
  });
});

describe('pay now: waiting for an online payment, something to pay, within its time to pay (or slot)', () => {
  const NOW = Date.parse('2026-11-26T15:00:00Z');
  const unpaid = { status: 'INTERIM', paymentStatus: 'NOT_PAID', total: 1250 };
  it.each([
    ['unpaid, time left', { ...unpaid, payableUntil: NOW + 60_000 }, true, false],
    ['unpaid, the server does not say until when', unpaid, true, false],
    ['unpaid, until null', { ...unpaid, payableUntil: null }, true, false],
    ['unpaid, its time (or slot) just ended', { ...unpaid, payableUntil: NOW }, false, true],
    [
      'unpaid, placed in August with a slot long past',
      { ...unpaid, payableUntil: Date.parse('2026-08-01T16:00Z') },
      false,
      true,
    ],
    ['nothing left to pay', { ...unpaid, total: 0, payableUntil: NOW + 60_000 }, false, false],
    ['paid online', { status: 'NEW', paymentStatus: 'PAID_ONLINE', total: 1250 }, false, false],
    ['to pay at the store', { status: 'NEW', paymentStatus: 'PAY_AT_STORE', total: 1250 }, false, false],
    ['failed', { status: 'FAILED', paymentStatus: 'FAILED', total: 1250 }, false, false],
    [
      'cancelled (expired)',
      { status: 'CANCELLED', paymentStatus: 'NOT_PAID', total: 1250, payableUntil: null },
      false,
      false,
    ],
  ])('%s: pay now %s, time over %s', (_, o, payable, over) => {
    expect(canPayNow(o, NOW)).toBe(payable);
    expect(payTimeOver(o, NOW)).toBe(over);
  });
});

describe('comments (addComment: 1..500 characters, at most 20 per order)', () => {
  it.each([
    ['Lovely tea', 0, null],
    ['   ', 0, 'istore_orders_comment_required'],
    ['x'.repeat(COMMENT_MAX), 0, null],
    ['x'.repeat(COMMENT_MAX + 1), 0, 'istore_checkout_err_too_long'],
    ['One more', COMMENTS_MAX, 'istore_orders_comment_full'],
  ])('%j with %d existing -> %s', (text, existing, key) => expect(commentError(text, existing)?.key ?? null).toBe(key));
});

describe('pages merged without duplicates (a page fetched twice)', () => {
  const page = (from: number, n = ORDER_PAGE_SIZE) => Array.from({ length: n }, (_, i) => ({ id: String(from + i) }));
  it.each([
    ['a new page', page(0), page(10), 20],
    ['the same page again', page(0), page(0), 10],
    ['an overlapping page (an order arrived meanwhile)', page(0), page(9), 19],
  ])('%s', (_, shown, next, length) => {
    const merged = mergeUnique(shown, next, (x) => x.id);
    expect(merged).toHaveLength(length);
    expect(new Set(merged.map((x) => x.id)).size).toBe(merged.length);
    expect(merged.slice(0, shown.length)).toEqual(shown);
  });
});
