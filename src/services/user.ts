/**
 * The user area's calls (spec 7.1): coupons, membership, referral groups and statistics, the
 * support form. Loaded only by the user pages: their stores build it over the root's Http
 * (`createUserApi(root.api.http)`), so the first screen does not carry it.
 */
import type { Coupon, LocalizedText } from '@api-types';
import type { CouponState } from '@/domain/coupons';
import { bool, isRecord, list, num, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

const UM = 'admin/userManagement';
const RT = 'admin/trackingManagement/referrer';

export type CouponModel = Pick<
  Coupon,
  'code' | 'name' | 'kind' | 'value' | 'minSubtotal' | 'currency' | 'expiresAt' | 'usedOrderID' | 'owned'
> & {
  state: CouponState;
};

export interface MembershipProductModel {
  productId: number;
  name: string;
  price: number;
  currency: string;
  discountPercent: number;
  durationDays: number;
}

export interface MembershipDetailModel {
  active: boolean;
  name: string | null;
  expiresAt: string | null;
  discountPercent: number;
}

export interface ReferralGroupModel {
  id: number;
  name: string;
  description: string;
  rewardPerOrder: number;
  currency: string;
  members: number;
  joined: boolean;
}

export interface ReferralInfoModel {
  myID: string;
  group: string | null;
  usersIntroduced: number;
  ordersIntroduced: number;
  orderAmount: number;
  rewardEarned: number;
  currency: string;
}

export interface IntroducedUserModel {
  name: string;
  registeredAt: string;
}

export interface IntroducedOrderModel {
  orderID: string;
  buyer: string;
  total: number;
  reward: number;
  currency: string;
  paidAt: string;
}

export interface SummaryModel {
  currency: string;
  points: { period: string; count: number; amount: number }[];
}

export interface SupportAnswerModel {
  ticketID: string;
  createdAt: string;
}

function badResponse(): ApiError {
  return new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
}

const COUPON_STATES: CouponState[] = ['AVAILABLE', 'USED', 'EXPIRED'];

export function normalizeCoupon(v: unknown): CouponModel | null {
  if (!isRecord(v)) return null;
  const code = strOrNull(v.code);
  const kind = v.kind === 'PERCENT' || v.kind === 'AMOUNT' ? v.kind : null;
  const value = num(v.value, NaN);
  if (!code || !kind || !(value > 0)) return null;
  const state = COUPON_STATES.includes(v.state as CouponState) ? (v.state as CouponState) : 'AVAILABLE';
  const nameContent = rec(v.nameContent) as LocalizedText;
  return {
    code,
    name: str(v.name, '') || str(nameContent.en, '') || code,
    kind,
    value: Math.round(value),
    minSubtotal: Math.max(0, Math.round(num(v.minSubtotal, 0))),
    currency: str(v.currency, 'USD'),
    expiresAt: strOrNull(v.expiresAt),
    state,
    usedOrderID: strOrNull(v.usedOrderID),
    owned: bool(v.owned, false),
  };
}

function group(v: unknown): ReferralGroupModel | null {
  const r = rec(v);
  const id = num(r.id, NaN);
  const name = strOrNull(r.name);
  if (!Number.isInteger(id) || !name) return null;
  return {
    id,
    name,
    description: str(r.description, ''),
    rewardPerOrder: Math.max(0, num(r.rewardPerOrder, 0)),
    currency: str(r.currency, 'USD'),
    members: Math.max(0, num(r.members, 0)),
    joined: bool(r.joined, false),
  };
}

function summary(v: unknown): SummaryModel {
  const r = rec(v);
  return {
    currency: str(r.currency, 'USD'),
    points: list(r.points, (p) => {
      const x = rec(p);
      const period = strOrNull(x.period);
      return period ? { period, count: Math.max(0, num(x.count, 0)), amount: Math.max(0, num(x.amount, 0)) } : null;
    }),
  };
}

export function createUserApi(http: Http) {
  return {
    /** GET common3/coupons/: the shopper's coupons. */
    async coupons(): Promise<CouponModel[]> {
      return list(rec(await http.get<unknown>('common3/coupons/')).coupons, normalizeCoupon);
    },
    /** GET common3/coupons/{code}: any code of the store, as it stands for this shopper. */
    async coupon(code: string): Promise<CouponModel> {
      const c = normalizeCoupon(await http.get<unknown>(`common3/coupons/${encodeURIComponent(code.trim())}`));
      if (!c) throw badResponse();
      return c;
    },
    /** GET admin/userManagement/membershipProducts. */
    async membershipProducts(): Promise<MembershipProductModel[]> {
      return list(await http.get<unknown>(`${UM}/membershipProducts`), (v) => {
        const r = rec(v);
        const productId = num(r.productId, NaN);
        if (!Number.isInteger(productId)) return null;
        return {
          productId,
          name: str(r.name, ''),
          price: Math.max(0, num(r.price, 0)),
          currency: str(r.currency, 'USD'),
          discountPercent: Math.max(0, num(r.discountPercent, 0)),
          durationDays: Math.max(0, num(r.durationDays, 0)),
        };
      });
    },
    /** GET admin/userManagement/membershipDetail. */
    async membershipDetail(): Promise<MembershipDetailModel> {
      const r = rec(await http.get<unknown>(`${UM}/membershipDetail`));
      return {
        active: bool(r.active, false),
        name: strOrNull(r.name),
        expiresAt: strOrNull(r.expiresAt),
        discountPercent: Math.max(0, num(r.discountPercent, 0)),
      };
    },
    /** GET admin/userManagement/affiliatedReferralGoups. */
    async referralGroups(): Promise<ReferralGroupModel[]> {
      return list(await http.get<unknown>(`${UM}/affiliatedReferralGoups`), group);
    },
    /** GET admin/userManagement/joinAffiliatedReferralGoup/{id}: answers the groups after joining. */
    async joinReferralGroup(id: number): Promise<ReferralGroupModel[]> {
      return list(await http.get<unknown>(`${UM}/joinAffiliatedReferralGoup/${id}`), group);
    },
    /** GET .../referrer/userTracking/GeneralInfo/. */
    async referralInfo(): Promise<ReferralInfoModel> {
      const r = rec(await http.get<unknown>(`${RT}/userTracking/GeneralInfo/`));
      return {
        myID: str(r.myID, ''),
        group: strOrNull(r.group),
        usersIntroduced: Math.max(0, num(r.usersIntroduced, 0)),
        ordersIntroduced: Math.max(0, num(r.ordersIntroduced, 0)),
        orderAmount: Math.max(0, num(r.orderAmount, 0)),
        rewardEarned: Math.max(0, num(r.rewardEarned, 0)),
        currency: str(r.currency, 'USD'),
      };
    },
    /** GET .../userTracking/usersIntroduced. */
    async usersIntroduced(): Promise<IntroducedUserModel[]> {
      return list(await http.get<unknown>(`${RT}/userTracking/usersIntroduced`), (v) => {
        const r = rec(v);
        const name = strOrNull(r.name);
        return name ? { name, registeredAt: str(r.registeredAt, '') } : null;
      });
    },
    /** GET .../userTracking/orderIntroduced. */
    async ordersIntroduced(): Promise<IntroducedOrderModel[]> {
      return list(await http.get<unknown>(`${RT}/userTracking/orderIntroduced`), (v) => {
        const r = rec(v);
        const orderID = strOrNull(r.orderID);
        return orderID
          ? {
              orderID,
              buyer: str(r.buyer, ''),
              total: num(r.total, 0),
              reward: num(r.reward, 0),
              currency: str(r.currency, 'USD'),
              paidAt: str(r.paidAt, ''),
            }
          : null;
      });
    },
    /** GET .../referrer/summary/user. */
    async userSummary(): Promise<SummaryModel> {
      return summary(await http.get<unknown>(`${RT}/summary/user`));
    },
    /** GET .../referrer/summary/order. */
    async orderSummary(): Promise<SummaryModel> {
      return summary(await http.get<unknown>(`${RT}/summary/order`));
    },
    /** POST message/submitForm. */
    async submitSupport(body: {
      name: string;
      email: string;
      orderID?: string;
      message: string;
    }): Promise<SupportAnswerModel> {
      const r = rec(await http.post<unknown>('message/submitForm', body));
      const ticketID = strOrNull(r.ticketID);
      if (!ticketID) throw badResponse();
      return { ticketID, createdAt: str(r.createdAt, '') };
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
