/**
 * What a successful payment sets off beyond the order itself: a bought membership starts, the
 * shopper's coupon of the order's code is spent, and the order counts for the buyer's referrer.
 * Each is recorded per order, so a refund reverses exactly it (server/api/models/refunds.ts).
 */
import type { Db } from '../db';
import { couponShopperKey, markCouponUsed } from './coupons';
import { grantMembershipIfBought } from './membership';
import type { OrderDetails, OrderRow } from './orders';
import { attributeOrder } from './referrals';

export function afterOrderPaid(db: Db, row: OrderRow, d: OrderDetails, paidAt: string): void {
  grantMembershipIfBought(db, row.user_id, d.lines ?? [], new Date(paidAt), row.id);
  markCouponUsed(db, row.user_id, d.couponCode, row.id, couponShopperKey(row.user_id, d.contact?.email));
  attributeOrder(db, row.user_id, row.id, row.total + row.store_credit, row.currency, paidAt);
}
