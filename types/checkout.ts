/**
 * Cart, checkout, orders and payment wire types (spec 2.7, 3, 4, 7.3), re-exported by types/api.ts.
 *
 * Money: every amount is an integer number of minor units of the `currency` named beside it
 * (the store's default currency). Paths are under /api/istore/client/shoppingManagement4/ unless
 * said otherwise. Failed calls answer ApiErrorBody (`{ errors: [{ code, message, field? }] }`) with
 * a 4xx status, and nothing is written.
 */
import type { LocalizedText, StoreLocation } from './api';

// ---- Cart ------------------------------------------------------------------------------------

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;

export interface CartLine {
  /** Key of the line in Cart.lineItems. */
  lineId: string;
  productId: number;
  /** In the session's language. */
  name: string;
  nameContent: LocalizedText;
  imageURL: string | null;
  /** Canonical optionPair of the chosen combination (types/catalogue.ts); '' without options. */
  optionPair: string;
  quantity: number;
  unitPrice: number;
  /** unitPrice × quantity. */
  lineTotal: number;
  /** Most this line may hold now: min(99, stock); 0 when sold out or no longer sold. */
  maxQuantity: number;
  /** False when the product is no longer sold or the line's quantity exceeds the stock. */
  available: boolean;
}

export interface AppliedCoupon {
  code: string;
  name: string;
  nameContent: LocalizedText;
  /** The discount it gives the current cart (0 when `applicable` is false). */
  discount: number;
  applicable: boolean;
  /** Why it does not apply (e.g. minimum not reached), in English. */
  message?: string;
}

/** Amounts of a cart or an order. total = subtotal − discount + deliveryFee + tax + tips − storeCredit. */
export interface Totals {
  currency: string;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  /** On subtotal − discount + deliveryFee. */
  tax: number;
  tips: number;
  /** Store credit applied to this checkout (POST applyStoreCredit). */
  storeCredit: number;
  total: number;
}

/**
 * GET myCart (and the answer of every cart write; checkout writes answer Billing). `itemCount` is the number of
 * units; the number of keys of `lineItems` is the badge count (spec 3).
 */
export interface Cart extends Totals {
  /** The order method chosen at checkout (null before): with DELIVERY, deliveryFee is in the totals. */
  orderMethod: OrderMethod | null;
  itemCount: number;
  lineItems: Record<string, CartLine>;
  coupon: AppliedCoupon | null;
}

/** POST myCart: adds to the line of the same product and optionPair, if any. */
export interface AddToCartRequest {
  productId: number;
  /** Required (naming every option) for a product with options. */
  optionPair?: string | null;
  quantity: number;
  /**
   * Made by the app once per add (8..100 of [A-Za-z0-9_.:-]) and sent again only when retrying
   * that add after its answer was lost: the server takes an add with a key it has seen on this
   * cart (for an hour) once, and answers the cart as it is.
   */
  idempotencyKey?: string;
}

/** PUT myCart. */
export interface UpdateCartLineRequest {
  lineId: string;
  quantity: number;
}

/** POST myCart/delete. */
export interface RemoveCartLineRequest {
  lineId: string;
}

// ---- Checkout configuration ------------------------------------------------------------------

export type OrderMethod = 'PICKUP' | 'DELIVERY' | 'EAT_IN';
export const ORDER_METHODS: readonly OrderMethod[] = ['PICKUP', 'DELIVERY', 'EAT_IN'];

export interface OrderMethodOption {
  method: OrderMethod;
  enabled: boolean;
  name: string;
  nameContent: LocalizedText;
}

/** A slot a shopper can choose; `start` is what orderPickupDateTime / orderDeliveryDateTime take. */
export interface TimeSlot {
  /** 'HH:mm', store time. */
  start: string;
  end: string;
}

export interface TimeSlotDay {
  /** 'YYYY-MM-DD', store time. */
  date: string;
  slots: TimeSlot[];
}

/** GET checkoutConfig. */
export interface CheckoutConfig {
  currency: string;
  /** IANA zone of the store; dates and times of slots are in it. */
  timeZone: string;
  orderMethods: OrderMethodOption[];
  /** Stores where PICKUP and EAT_IN are possible (displayed, not virtual). */
  pickupLocations: StoreLocation[];
  pickupTimeSlots: TimeSlotDay[];
  /** Tip choices in percent of subtotal − discount; 0 means no tip. */
  tipsOptions: number[];
  /** Largest custom tip (POST tips with tipsAmount). */
  maxTipsAmount: number;
  /** The smallest subtotal − discount an order may have. */
  minOrderAmount: number;
  /** Tax rate in basis points (500 = 5%). */
  taxRateBasisPoints: number;
  maxCommentLength: number;
  /** Pick up and pay at the store is offered (GET billing/?pickUpAandPayAtStore=true). */
  payAtStoreEnabled: boolean;
}

export type PaymentChannelId =
  | 'opay_h5'
  | 'snappay_h5'
  | 'iot_h5'
  | 'citcon_classic_h5'
  | 'ott_h5'
  | 'paypal'
  | 'storeCredit'
  | 'wechat_mini_program';

export type SnapPayMethod = 'WECHATPAY' | 'ALIPAY' | 'UNIONPAY';
/** What a shopper pays with, as a channel carries it; CARD is Visa, Mastercard and Amex. */
export type PaymentMethodCode = SnapPayMethod | 'CARD';
export const PAYMENT_METHOD_CODES: readonly PaymentMethodCode[] = ['WECHATPAY', 'ALIPAY', 'UNIONPAY', 'CARD'];

export interface PaymentChannelConfig {
  id: PaymentChannelId;
  enabled: boolean;
  name: string;
  nameContent: LocalizedText;
  /** The methods the store takes through this channel (its contract); absent: all the channel can carry. */
  methods?: PaymentMethodCode[];
}

/** GET paymentConfig. */
export interface PaymentConfig {
  currency: string;
  channels: PaymentChannelConfig[];
  /** All sandboxed: no real money moves (DESIGN.md). */
  sandbox: boolean;
}

export interface DeliveryZone {
  id: string;
  name: string;
  nameContent: LocalizedText;
  province: string;
  /** Postal codes starting with one of these (upper case, no space) are in the zone. */
  postCodePrefixes: string[];
  fee: number;
  /** The smallest subtotal − discount for delivery to this zone. */
  minOrderAmount: number;
}

/** GET localDeliveryConfig. */
export interface LocalDeliveryConfig {
  enabled: boolean;
  currency: string;
  timeZone: string;
  zones: DeliveryZone[];
  /** No delivery fee from this subtotal − discount on. */
  freeDeliveryOver: number;
  deliveryTimeSlots: TimeSlotDay[];
}

// ---- Checkout steps ----------------------------------------------------------------------------

/** POST updateOrderMethod. Changing the method clears the chosen date and time. */
export interface UpdateOrderMethodRequest {
  orderMethod: OrderMethod;
  /** Store for PICKUP / EAT_IN (an id of checkoutConfig.pickupLocations). */
  locationId?: string;
}

/** POST orderPickupDateTime and orderDeliveryDateTime: one slot of the config. */
export interface SlotRequest {
  date: string;
  time: string;
}

/** POST orderPickupDate: a day of pickupTimeSlots, time left open. */
export interface PickupDateRequest {
  date: string;
}

/**
 * POST orderContactInfo?localStoreName=...&methodName=PICKUP|DELIVERY|EAT_IN. methodName sets the
 * order method; localStoreName (a pickup location's name in either language, case-insensitive;
 * not its id) is required for PICKUP and EAT_IN; EAT_IN also needs tableNumber.
 */
export interface ContactInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  tableNumber?: string;
}

/**
 * POST orderDeliverInfo?localStoreName=...&saveToMyProfile=true|false (saving needs sign-in).
 * localStoreName names the store the order is delivered from (any store shown to shoppers, by its
 * name in either language); it becomes the order's location. Without it the order has none.
 */
export interface DeliveryInfo {
  firstName: string;
  lastName: string;
  phone: string;
  streetNumberAndNameDetails: string;
  unit?: string;
  city: string;
  /** Two-letter Canadian province code. */
  province: string;
  /** Canadian postal code, e.g. 'M5H 2M9'. */
  postCode: string;
  instructions?: string;
}

/** POST billing/{orderID}: billing address of an unpaid order. */
export interface BillingAddress {
  firstName: string;
  lastName: string;
  streetNumberAndNameDetails: string;
  city: string;
  province: string;
  postCode: string;
  country: string;
}

/** POST tips: exactly one of them. Every checkout step (POST) answers Billing. */
export interface TipsRequest {
  /** One of checkoutConfig.tipsOptions. */
  tipsPercent?: number;
  /** A custom amount, 0..maxTipsAmount. */
  tipsAmount?: number;
}

/** POST updateCustomerComment. */
export interface CustomerCommentRequest {
  comment: string;
}

/** POST applyStoreCredit: 0 removes it; at most the balance and the amount due. */
export interface ApplyStoreCreditRequest {
  amount: number;
}

/** GET couponVerification/{code}: verifies and, when valid, applies the coupon to this checkout. */
export interface CouponVerification {
  valid: true;
  coupon: AppliedCoupon;
  billing: Billing;
}

/** What reserve still needs, by step. */
export type CheckoutStep = 'cart' | 'orderMethod' | 'location' | 'timeSlot' | 'contact' | 'tableNumber' | 'delivery';

/** GET billing/?pickUpAandPayAtStore=true|false: the bill the shopper reviews before reserve. */
export interface Billing extends Totals {
  orderMethod: OrderMethod | null;
  location: StoreLocation | null;
  /** Chosen slot; `time` is null after orderPickupDate alone. */
  timeSlot: { date: string; time: string | null; end: string | null } | null;
  contact: ContactInfo | null;
  delivery: DeliveryInfo | null;
  deliveryZone: DeliveryZone | null;
  coupon: AppliedCoupon | null;
  tipsPercent: number | null;
  customerComment: string;
  payAtStore: boolean;
  itemCount: number;
  lineItems: CartLine[];
  /** Steps still missing; reserve succeeds only when empty. */
  missing: CheckoutStep[];
  /** The signed-in shopper's address saved with saveToMyProfile=true. */
  savedDeliveryAddress: DeliveryInfo | null;
}

export interface StoreCreditBalance {
  currency: string;
  balance: number;
}

export interface StoreCreditEntry {
  id: number;
  /** Positive: credit given; negative: credit spent. */
  amount: number;
  /** Balance after this entry. */
  balance: number;
  reason: string;
  orderID: string | null;
  createdAt: string;
}

export interface StoreCreditHistory {
  currency: string;
  balance: number;
  entries: StoreCreditEntry[];
}

export * from './orders';
