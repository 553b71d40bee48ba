/**
 * Store credit API area (admin/storeCreditManagement, signed in): the balance and its history.
 * Applying credit to an order is a checkout step (checkout.ts applyStoreCredit).
 */
import { int, isRecord, list, rec, str, strOrNull } from './guards';
import { badResponse, type Http } from './http';

export interface StoreCreditModel {
  currency: string;
  balance: number;
}

export interface StoreCreditEntryModel {
  id: number;
  amount: number;
  balance: number;
  reason: string;
  orderID: string | null;
  createdAt: string;
}

export function normalizeStoreCredit(v: unknown): StoreCreditModel {
  if (!isRecord(v)) throw badResponse();
  return { currency: str(v.currency, 'USD'), balance: Math.max(0, int(v.balance, 0)) };
}

export function normalizeCreditEntry(v: unknown): StoreCreditEntryModel | null {
  const r = rec(v);
  const id = int(r.id, NaN);
  if (!Number.isSafeInteger(id)) return null;
  return {
    id,
    amount: int(r.amount, 0),
    balance: int(r.balance, 0),
    reason: str(r.reason, ''),
    orderID: strOrNull(r.orderID),
    createdAt: str(r.createdAt, ''),
  };
}

export function createStoreCreditApi(http: Http) {
  return {
    /** GET admin/storeCreditManagement/storeCredit (signed in). */
    async storeCredit(): Promise<StoreCreditModel> {
      return normalizeStoreCredit(await http.get<unknown>('admin/storeCreditManagement/storeCredit'));
    },
    /** GET admin/storeCreditManagement/storeCreditHistory (signed in). */
    async storeCreditHistory(): Promise<{ balance: number; currency: string; entries: StoreCreditEntryModel[] }> {
      const r = rec(await http.get<unknown>('admin/storeCreditManagement/storeCreditHistory'));
      return { ...normalizeStoreCredit(r), entries: list(r.entries, normalizeCreditEntry) };
    },
  };
}
