/**
 * The user area's wire types (spec 3, 6, 7.1): the shopper's coupons, membership, referral groups
 * and statistics, and the support form. Money in integer minor units of `currency`.
 */
import type { LocalizedText } from './api';

// ---- Orders by state -----------------------------------------------------------------------

/**
 * The tabs of /user/orders, as the `state` query of orders/list and the `byState` counts of
 * orders/count: unpaid INTERIM/NOT_PAID, paid NEW (online or at the store), cancelled, failed.
 */
export const ORDER_STATES = ['unpaid', 'paid', 'cancelled', 'failed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export type OrderStateFilter = 'all' | OrderState;

// ---- Coupons -------------------------------------------------------------------------------

/** AVAILABLE: can be used now; USED: spent on an order; EXPIRED: past expiresAt. */
export type CouponState = 'AVAILABLE' | 'USED' | 'EXPIRED';

/** GET common3/coupons/ (the shopper's) and common3/coupons/{code} (any code of the store). */
export interface Coupon {
  code: string;
  name: string;
  nameContent: LocalizedText;
  kind: 'PERCENT' | 'AMOUNT';
  /** Percent (PERCENT) or minor units of `currency` (AMOUNT). */
  value: number;
  /** The subtotal an order needs for the coupon to apply (minor units). */
  minSubtotal: number;
  currency: string;
  expiresAt: string | null;
  state: CouponState;
  /** The order it was used on (USED only). */
  usedOrderID: string | null;
  /** True when the coupon is in the shopper's wallet. */
  owned: boolean;
}

export interface CouponList {
  coupons: Coupon[];
}

// ---- Support -------------------------------------------------------------------------------

/** POST message/submitForm. */
export interface SupportFormRequest {
  name: string;
  email: string;
  /** Optional: an order of this shopper. */
  orderID?: string;
  message: string;
}

export interface SupportFormResponse {
  ticketID: string;
  createdAt: string;
}

// ---- Membership ----------------------------------------------------------------------------

/** GET admin/userManagement/membershipProducts. */
export interface MembershipProduct {
  productId: number;
  name: string;
  nameContent: LocalizedText;
  price: number;
  currency: string;
  /** Discount members get on later orders, percent of the subtotal of non-membership items. */
  discountPercent: number;
  durationDays: number;
}

/** GET admin/userManagement/membershipDetail: the shopper's membership (active false when none). */
export interface MembershipDetail {
  active: boolean;
  name: string | null;
  expiresAt: string | null;
  discountPercent: number;
}

// ---- Referrals -----------------------------------------------------------------------------

/** GET admin/userManagement/affiliatedReferralGoups (and the answer of join). */
export interface ReferralGroup {
  id: number;
  name: string;
  nameContent: LocalizedText;
  description: string;
  /** Store credit the referrer earns per introduced order (minor units). */
  rewardPerOrder: number;
  currency: string;
  members: number;
  joined: boolean;
}

/** GET admin/trackingManagement/referrer/userTracking/GeneralInfo/. */
export interface ReferralGeneralInfo {
  myID: string;
  group: string | null;
  usersIntroduced: number;
  ordersIntroduced: number;
  /** Sum of the introduced paid orders' totals. */
  orderAmount: number;
  /** Store credit earned from them. */
  rewardEarned: number;
  currency: string;
}

/** GET .../usersIntroduced: who registered with the shopper's rid (names shortened for privacy). */
export interface IntroducedUser {
  name: string;
  registeredAt: string;
}

/** GET .../orderIntroduced: paid orders of introduced shoppers. */
export interface IntroducedOrder {
  orderID: string;
  buyer: string;
  total: number;
  reward: number;
  currency: string;
  paidAt: string;
}

/** GET admin/trackingManagement/referrer/summary/user and /order: counts per month, oldest first. */
export interface ReferralSummaryPoint {
  /** YYYY-MM */
  period: string;
  count: number;
  amount: number;
}

export interface ReferralSummary {
  currency: string;
  points: ReferralSummaryPoint[];
}
