/**
 * An order as the database holds it: the row, and the details kept as JSON in it. Its own module so
 * that the order's events (./order-events.ts) and its receipt (./receipts.ts) read the row without
 * importing ./orders.ts, which calls them: no two model files import each other.
 */
import { parseJson } from '../db';
import type {
  Locale,
  Order,
  OrderLine,
  OrderPaymentStatus,
  OrderStatus,
  PaymentChannelId,
  PaymentMethodCode,
} from '../../../types/api';

export interface OrderRow {
  id: number;
  owner_key: string;
  user_id: string | null;
  cart_id: string | null;
  idempotency_key: string;
  cart_fingerprint: string;
  status: OrderStatus;
  payment_status: OrderPaymentStatus;
  payment_channel: PaymentChannelId | null;
  payment_method: PaymentMethodCode | null;
  pending_decision: Decision | null;
  decide_at: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  delivery_fee: number;
  tax: number;
  tips: number;
  store_credit: number;
  total: number;
  details: string;
  comments: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** Items of a pay-at-store order still held from stock (0 once released). */
  held_quantity: number;
  hold_email: string | null;
  hold_expires_at: string | null;
  /** The language the order was placed in: every mail about it is in this language. */
  locale: Locale;
}

export type Decision = 'approve' | 'decline';

/** What the order's JSON column keeps: the order's own fields as the API gives them, and more. */
export interface OrderDetails extends Pick<
  Order,
  'orderMethod' | 'timeSlot' | 'contact' | 'delivery' | 'billingAddress' | 'couponCode' | 'customerComment'
> {
  locationId: string | null;
  lines: OrderLine[];
  paymentError?: string;
  /** The shop's origin the order was placed on (absolute links in mail). */
  origin?: string;
  /** The receipt has been mailed. */
  receiptSent?: boolean;
}

export function details(row: OrderRow): OrderDetails {
  return parseJson<OrderDetails>(row.details, {} as OrderDetails);
}
