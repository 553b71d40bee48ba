/**
 * Orders API area (spec 7.3, admin/orderManagement/...): the shopper's orders, one order, count,
 * cancel and comments. Only the owner (signed-in shopper or the guest session) may read an order.
 */
import { ORDER_STATES, type OrderState, type OrderStateFilter, type StoreLocation } from '@api-types';
import type { OrderMethod } from '@/domain/checkout';
import { FIRST_POSITION, ORDER_PAGE_SIZE } from '@/domain/constants';
import { instantKey, type StoreClockTime } from '@/domain/storeTime';
import { normalizeStoreLocation } from './app-info';
import { normalizeCartLine, normalizeTotals, type CartLineModel, type TotalsModel } from './cart';
import { isRecord, list, num, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

const OM = 'admin/orderManagement';

export interface OrderCommentModel {
  comment: string;
  createdAt: string;
}

export interface OrderModel {
  orderID: string;
  /** INTERIM / NEW / FAILED / CANCELLED (as the server says). */
  status: string;
  /** NOT_PAID / PAID_ONLINE / FAILED / PAY_AT_STORE. */
  paymentStatus: string;
  paymentChannel: string | null;
  paymentMethod: string | null;
  orderMethod: OrderMethod | null;
  location: StoreLocation | null;
  timeSlot: { date: string; time: string | null; end: string | null } | null;
  contact: { firstName: string; lastName: string; email: string; phone: string; tableNumber?: string } | null;
  delivery: {
    streetNumberAndNameDetails: string;
    unit?: string;
    city: string;
    province: string;
    postCode: string;
  } | null;
  couponCode: string | null;
  customerComment: string;
  comments: OrderCommentModel[];
  itemCount: number;
  lines: CartLineModel[];
  totals: TotalsModel;
  createdAt: string;
  paidAt: string | null;
  /** Until when (ms since epoch) the unpaid order can be paid; null when the server does not say. */
  payableUntil: number | null;
}

export interface OrderCountModel {
  count: number;
  byState: Record<OrderState, number>;
}

export interface OrderPageModel {
  orders: OrderModel[];
  startingPosition: number;
  total: number;
}

function badResponse(): ApiError {
  return new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
}

function orderMethod(v: unknown): OrderMethod | null {
  return v === 'PICKUP' || v === 'DELIVERY' || v === 'EAT_IN' ? v : null;
}

/** An order, or an ApiError when the answer lacks an order id and amounts. */
export function normalizeOrder(v: unknown): OrderModel {
  if (!isRecord(v)) throw badResponse();
  const orderID = strOrNull(v.orderID);
  const totals = normalizeTotals(v);
  if (!orderID || !totals) throw badResponse();
  const slot = rec(v.timeSlot);
  const contact = rec(v.contact);
  const delivery = rec(v.delivery);
  const table = strOrNull(contact.tableNumber);
  const unit = strOrNull(delivery.unit);
  let index = 0;
  return {
    orderID,
    status: str(v.status, ''),
    paymentStatus: str(v.paymentStatus, ''),
    paymentChannel: strOrNull(v.paymentChannel),
    paymentMethod: strOrNull(v.paymentMethod),
    orderMethod: orderMethod(v.orderMethod),
    location: normalizeStoreLocation(v.location),
    timeSlot: strOrNull(slot.date)
      ? { date: str(slot.date, ''), time: strOrNull(slot.time), end: strOrNull(slot.end) }
      : null,
    contact: isRecord(v.contact)
      ? {
          firstName: str(contact.firstName, ''),
          lastName: str(contact.lastName, ''),
          email: str(contact.email, ''),
          phone: str(contact.phone, ''),
          ...(table ? { tableNumber: table } : {}),
        }
      : null,
    delivery: strOrNull(delivery.streetNumberAndNameDetails)
      ? {
          streetNumberAndNameDetails: str(delivery.streetNumberAndNameDetails, ''),
          ...(unit ? { unit } : {}),
          city: str(delivery.city, ''),
          province: str(delivery.province, ''),
          postCode: str(delivery.postCode, ''),
        }
      : null,
    couponCode: strOrNull(v.couponCode),
    customerComment: str(v.customerComment, ''),
    comments: list(v.comments, (c) => {
      const r = rec(c);
      const text = strOrNull(r.comment);
      return text ? { comment: text, createdAt: str(r.createdAt, '') } : null;
    }),
    itemCount: num(v.itemCount, 0),
    // order lines carry no line id: number them
    lines: list(v.lineItems, (l) => normalizeCartLine(l, `line-${index++}`)),
    totals,
    createdAt: str(v.createdAt, ''),
    paidAt: strOrNull(v.paidAt),
    payableUntil: instantOrNull(v.payableUntil),
  };
}

function instantOrNull(v: unknown): number | null {
  const ms = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isFinite(ms) ? ms : null;
}

export function createOrdersApi(http: Http) {
  return {
    /** GET orders/list (spec 9: 10 per page), newest first; `state` narrows to one tab of /user/orders. */
    async list(
      startingPosition: number = FIRST_POSITION,
      numberToLoad: number = ORDER_PAGE_SIZE,
      state: OrderStateFilter = 'all',
    ): Promise<OrderPageModel> {
      const query = { numberToLoad, startingPosition, infiniteLoad: true, ...(state === 'all' ? {} : { state }) };
      const r = rec(await http.get<unknown>(`${OM}/orders/list`, { query }));
      const orders: OrderModel[] = [];
      if (Array.isArray(r.orders)) {
        for (const o of r.orders) {
          try {
            orders.push(normalizeOrder(o));
          } catch {
            // an order the app cannot read is left out of the list
          }
        }
      }
      return {
        orders,
        startingPosition: num(r.startingPosition, startingPosition),
        total: num(r.total, orders.length),
      };
    },
    /**
     * POST common3/timeZoneInfo/GMT: the instants on the store's clock, keyed by instantKey (the
     * spec's common3 call, here because only order screens show instants).
     */
    async storeTimes(instants: string[]): Promise<Record<string, StoreClockTime>> {
      const r = rec(await http.post<unknown>('common3/timeZoneInfo/GMT', { instants }));
      const out: Record<string, StoreClockTime> = {};
      for (const x of Array.isArray(r.instants) ? r.instants : []) {
        const t = rec(x);
        const instant = strOrNull(t.instant);
        const date = strOrNull(t.date);
        if (instant && date && /^\d{4}-\d{2}-\d{2}$/.test(date))
          out[instantKey(instant)] = { date, time: str(t.time, '') };
      }
      return out;
    },
    /** GET orders/count: all the shopper's orders and how many each tab holds. */
    async count(): Promise<OrderCountModel> {
      const r = rec(await http.get<unknown>(`${OM}/orders/count`));
      const by = rec(r.byState);
      const byState = Object.fromEntries(ORDER_STATES.map((k) => [k, Math.max(0, num(by[k], 0))])) as Record<
        OrderState,
        number
      >;
      return { count: Math.max(0, num(r.count, 0)), byState };
    },
    /** GET order/{id}. */
    async get(orderID: string, token?: string): Promise<OrderModel> {
      return normalizeOrder(
        await http.get<unknown>(`${OM}/order/${encodeURIComponent(orderID)}`, token ? { query: { token } } : undefined),
      );
    },
    /** POST order/{id}/receiptLink (owner, confirmed orders): a path that reopens this order without signing in. */
    async receiptLink(orderID: string): Promise<string> {
      const link = strOrNull(
        rec(await http.post<unknown>(`${OM}/order/${encodeURIComponent(orderID)}/receiptLink`)).link,
      );
      if (!link || !link.startsWith('/')) throw badResponse();
      return link;
    },
    /** PUT cancelOrder/{id} (unpaid orders). */
    async cancel(orderID: string): Promise<OrderModel> {
      return normalizeOrder(await http.put<unknown>(`${OM}/cancelOrder/${encodeURIComponent(orderID)}`));
    },
    /** PUT addComment/{id}. */
    async addComment(orderID: string, comment: string): Promise<OrderModel> {
      return normalizeOrder(await http.put<unknown>(`${OM}/addComment/${encodeURIComponent(orderID)}`, { comment }));
    },
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
