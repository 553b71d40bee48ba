/**
 * Store credit: a ledger per shopper (positive entries given, negative spent); the balance is
 * its sum. Credit applied at checkout is spent only when the order's payment succeeds.
 */
import type { Db } from '../db';
import type { StoreCreditEntry, StoreCreditHistory } from '../../../types/api';

/**
 * The store credit an order takes: what was asked, never more than the amount due (a total is
 * never negative) nor than the shopper holds. Pure; checkout and the seed orders both use it.
 */
export function appliedStoreCredit(requested: number, due: number, balance = Number.POSITIVE_INFINITY): number {
  return Math.max(0, Math.min(requested, due, balance));
}

export function creditBalance(db: Db, userId: string | null): number {
  if (!userId) return 0;
  const row = db
    .prepare<[string], { balance: number | null }>(
      'SELECT SUM(amount) AS balance FROM store_credit_ledger WHERE user_id = ?',
    )
    .get(userId);
  return row?.balance ?? 0;
}

export function spendCredit(db: Db, userId: string, amount: number, orderId: number): void {
  db.prepare(
    'INSERT INTO store_credit_ledger (user_id, amount, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(userId, -amount, `Order ${orderId}`, orderId, new Date().toISOString());
}

interface LedgerRow {
  id: number;
  amount: number;
  reason: string;
  order_id: number | null;
  created_at: string;
}

/** Newest first, each with the balance after it. */
export function creditHistory(db: Db, userId: string, currency: string): StoreCreditHistory {
  const rows = db
    .prepare<[string], LedgerRow>(
      'SELECT id, amount, reason, order_id, created_at FROM store_credit_ledger WHERE user_id = ? ORDER BY id',
    )
    .all(userId);
  let balance = 0;
  const entries: StoreCreditEntry[] = rows.map((r) => {
    balance += r.amount;
    return {
      id: r.id,
      amount: r.amount,
      balance,
      reason: r.reason,
      orderID: r.order_id === null ? null : String(r.order_id),
      createdAt: r.created_at,
    };
  });
  return { currency, balance, entries: entries.reverse() };
}
