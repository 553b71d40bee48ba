/**
 * Checkout API area (spec 7.3, shoppingManagement4/...): the checkout steps (each answers the bill),
 * coupon, tips, comment, store credit applied, and placing the order (reserve, idempotent by key).
 * One object for the screens, made of the areas: the store's settings (checkout-config.ts), the
 * bill (billing.ts) and store credit (store-credit.ts), whose models are named here too.
 */
import type { OrderMethod } from '@/domain/checkout';
import { normalizeBilling, type BillingModel } from './billing';
import { normalizeCoupon, type CouponModel } from './cart';
import { createCheckoutConfigApi } from './checkout-config';
import { bool, rec } from './guards';
import { badResponse, type Http } from './http';
import { normalizeOrder, type OrderModel } from './orders';
import { createStoreCreditApi } from './store-credit';

export type { BillingModel, ContactModel, DeliveryModel, TimeSlotModel } from './billing';
export type {
  ChannelModel,
  CheckoutConfigModel,
  DeliveryConfigModel,
  DeliveryZoneModel,
  OrderMethodModel,
  PaymentConfigModel,
} from './checkout-config';
export type { StoreCreditEntryModel, StoreCreditModel } from './store-credit';

const P = 'shoppingManagement4';

export interface ReserveModel {
  order: OrderModel;
  /** False when the key (or the same unpaid checkout) already had an order: that one came back. */
  created: boolean;
}

// ---- request shapes ----------------------------------------------------------------------------

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  tableNumber?: string;
}

export interface DeliveryInput {
  firstName: string;
  lastName: string;
  phone: string;
  streetNumberAndNameDetails: string;
  unit?: string;
  city: string;
  province: string;
  postCode: string;
  instructions?: string;
}

export interface BillingAddressInput {
  firstName: string;
  lastName: string;
  streetNumberAndNameDetails: string;
  city: string;
  province: string;
  postCode: string;
  country: string;
}

export type TipsInput = { tipsPercent: number } | { tipsAmount: number };

export function createCheckoutApi(http: Http) {
  const bill = async (p: Promise<unknown>) => normalizeBilling(await p);
  return {
    ...createCheckoutConfigApi(http),
    ...createStoreCreditApi(http),
    /** GET billing/?pickUpAandPayAtStore=. */
    billing(payAtStore = false): Promise<BillingModel> {
      return bill(http.get(`${P}/billing/`, { query: { pickUpAandPayAtStore: payAtStore } }));
    },
    /** POST updateOrderMethod (locationId for PICKUP / EAT_IN). */
    updateOrderMethod(method: OrderMethod, locationId?: string): Promise<BillingModel> {
      return bill(http.post(`${P}/updateOrderMethod`, { orderMethod: method, ...(locationId ? { locationId } : {}) }));
    },
    /** POST orderPickupDateTime. */
    pickupDateTime(date: string, time: string): Promise<BillingModel> {
      return bill(http.post(`${P}/orderPickupDateTime`, { date, time }));
    },
    /** POST orderDeliveryDateTime. */
    deliveryDateTime(date: string, time: string): Promise<BillingModel> {
      return bill(http.post(`${P}/orderDeliveryDateTime`, { date, time }));
    },
    /** POST orderContactInfo?localStoreName=&methodName= (EAT_IN adds tableNumber). */
    contactInfo(contact: ContactInput, methodName: OrderMethod, localStoreName?: string): Promise<BillingModel> {
      return bill(
        http.post(`${P}/orderContactInfo`, contact, {
          query: { methodName, ...(localStoreName ? { localStoreName } : {}) },
        }),
      );
    },
    /** POST orderDeliverInfo?localStoreName=&saveToMyProfile=. */
    deliverInfo(delivery: DeliveryInput, saveToMyProfile: boolean, localStoreName?: string): Promise<BillingModel> {
      return bill(
        http.post(`${P}/orderDeliverInfo`, delivery, {
          query: { saveToMyProfile, ...(localStoreName ? { localStoreName } : {}) },
        }),
      );
    },
    /** POST tips (a percent of the offered ones, or an amount). */
    tips(input: TipsInput): Promise<BillingModel> {
      return bill(http.post(`${P}/tips`, input));
    },
    /** GET couponVerification/{code}: verifies and applies it; answers the coupon and the bill. */
    async verifyCoupon(code: string): Promise<{ coupon: CouponModel; billing: BillingModel }> {
      const r = rec(await http.get<unknown>(`${P}/couponVerification/${encodeURIComponent(code)}`));
      const coupon = normalizeCoupon(r.coupon);
      if (!coupon) throw badResponse();
      return { coupon, billing: normalizeBilling(r.billing) };
    },
    /** DELETE couponVerification: takes the coupon off (reference server). */
    removeCoupon(): Promise<BillingModel> {
      return bill(http.delete(`${P}/couponVerification`));
    },
    /** POST updateCustomerComment. */
    comment(comment: string): Promise<BillingModel> {
      return bill(http.post(`${P}/updateCustomerComment`, { comment }));
    },
    /** POST reserve: places the order from the cart; the same key gives back the same order. */
    async reserve(idempotencyKey: string, payAtStore = false): Promise<ReserveModel> {
      const r = rec(
        await http.post<unknown>(`${P}/reserve`, { idempotencyKey, ...(payAtStore ? { payAtStore } : {}) }),
      );
      return { order: normalizeOrder(r), created: bool(r.created, false) };
    },
    /** POST billing/{orderID}: the billing address of an unpaid order. */
    async billingAddress(orderID: string, address: BillingAddressInput): Promise<OrderModel> {
      return normalizeOrder(await http.post<unknown>(`${P}/billing/${encodeURIComponent(orderID)}`, address));
    },
    /** POST applyStoreCredit (0 removes it). */
    applyStoreCredit(amount: number): Promise<BillingModel> {
      return bill(http.post(`${P}/applyStoreCredit`, { amount }));
    },
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
