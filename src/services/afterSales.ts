/**
 * The after-sales extensions' calls (types/after-sales.ts), under `ext/<name>/` of the API:
 * order progress, reviews, returns. Built over the root's Http by the screens that use them
 * (`afterSalesApi(root)` in stores/afterSalesApi.ts), so the first screen does not carry them.
 * Answers are checked and reshaped here; a malformed one is an ApiError, never a crash.
 */
import type {
  OrderEvent,
  OrderEventKind,
  OrderReturns,
  OrderReviews,
  OrderTimeline,
  ProductReviews,
  RatingSummary,
  ReturnDecisionRequest,
  ReturnModel,
  ReturnReason,
  ReturnRequestBody,
  ReturnState,
  Review,
  ReviewRequest,
  ReviewSort,
} from '@api-types';
import { RETURN_REASONS } from '@api-types';
import { bool, isRecord, list, num, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

const EVENT_KINDS: OrderEventKind[] = [
  'placed',
  'paid',
  'ready_for_pickup',
  'out_for_delivery',
  'picked_up',
  'delivered',
  'cancelled',
  'refunded',
];
const RETURN_STATES: ReturnState[] = ['requested', 'approved', 'refused', 'refunded'];

function badResponse(): ApiError {
  return new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
}

const int = (v: unknown, fallback = 0) => {
  const n = num(v, fallback);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};
const strings = (v: unknown) => list(v, (x) => (typeof x === 'string' && x ? x : null));

function event(v: unknown): OrderEvent | null {
  const r = rec(v);
  const kind = EVENT_KINDS.includes(r.kind as OrderEventKind) ? (r.kind as OrderEventKind) : null;
  const at = strOrNull(r.at);
  return kind && at ? { kind, at } : null;
}

export function normalizeTimeline(v: unknown): OrderTimeline {
  const r = rec(v);
  const orderID = strOrNull(r.orderID);
  if (!orderID) throw badResponse();
  const next = EVENT_KINDS.includes(r.sandboxNext as OrderEventKind) ? (r.sandboxNext as OrderEventKind) : null;
  return { orderID, events: list(r.events, event), sandboxNext: next };
}

export function normalizeReview(v: unknown): Review | null {
  if (!isRecord(v)) return null;
  const id = int(v.id, NaN);
  const rating = int(v.rating, NaN);
  if (!Number.isInteger(id) || !(rating >= 1 && rating <= 5)) return null;
  const reply =
    isRecord(v.reply) && typeof v.reply.text === 'string' ? { text: v.reply.text, at: str(v.reply.at, '') } : null;
  return {
    id,
    productId: int(v.productId),
    rating,
    title: str(v.title, ''),
    text: str(v.text, ''),
    lang: v.lang === 'zh' ? 'zh' : 'en',
    photos: strings(v.photos).slice(0, 3),
    author: str(v.author, ''),
    verified: bool(v.verified, false),
    helpful: Math.max(0, int(v.helpful)),
    reply,
    createdAt: str(v.createdAt, ''),
    updatedAt: str(v.updatedAt, ''),
  };
}

function summary(v: unknown): RatingSummary {
  const r = rec(v);
  const h = Array.isArray(r.histogram) ? r.histogram : [];
  return {
    average: Math.max(0, Math.min(5, num(r.average, 0))),
    count: Math.max(0, int(r.count)),
    histogram: [0, 1, 2, 3, 4].map((i) => Math.max(0, int(h[i]))) as RatingSummary['histogram'],
  };
}

export function normalizeProductReviews(v: unknown): ProductReviews {
  const r = rec(v);
  return {
    productId: int(r.productId),
    summary: summary(r.summary),
    reviews: list(r.reviews, normalizeReview),
    total: Math.max(0, int(r.total)),
    startingPosition: Math.max(0, int(r.startingPosition)),
  };
}

function orderReviews(v: unknown): OrderReviews {
  const r = rec(v);
  const orderID = strOrNull(r.orderID);
  if (!orderID) throw badResponse();
  return {
    orderID,
    lines: list(r.lines, (x) => {
      const l = rec(x);
      const productId = int(l.productId, NaN);
      if (!Number.isInteger(productId)) return null;
      return {
        productId,
        name: str(l.name, ''),
        imageURL: strOrNull(l.imageURL),
        review: normalizeReview(l.review),
        canReview: bool(l.canReview, false),
        canEdit: bool(l.canEdit, false),
        blockedKey: strOrNull(l.blockedKey),
      };
    }),
  };
}

export function normalizeReturn(v: unknown): ReturnModel | null {
  if (!isRecord(v)) return null;
  const id = int(v.id, NaN);
  if (!Number.isInteger(id)) return null;
  const to = isRecord(v.refundedTo) ? v.refundedTo : null;
  return {
    id,
    orderID: str(v.orderID, ''),
    kind: v.kind === 'refund' ? 'refund' : 'return',
    state: RETURN_STATES.includes(v.state as ReturnState) ? (v.state as ReturnState) : 'requested',
    reason: (RETURN_REASONS as readonly string[]).includes(v.reason as string) ? (v.reason as ReturnReason) : 'other',
    note: str(v.note, ''),
    photos: strings(v.photos),
    lines: list(v.lines, (x) => {
      const l = rec(x);
      return {
        line: int(l.line),
        productId: int(l.productId),
        name: str(l.name, ''),
        quantity: Math.max(0, int(l.quantity)),
        amount: Math.max(0, int(l.amount)),
      };
    }),
    amount: Math.max(0, int(v.amount)),
    currency: str(v.currency, 'USD'),
    refundedTo: to
      ? {
          storeCredit: Math.max(0, int(to.storeCredit)),
          channel: Math.max(0, int(to.channel)),
          channelName: strOrNull(to.channelName),
        }
      : null,
    createdAt: str(v.createdAt, ''),
    updatedAt: str(v.updatedAt, ''),
  };
}

export function normalizeOrderReturns(v: unknown): OrderReturns {
  const r = rec(v);
  const orderID = strOrNull(r.orderID);
  if (!orderID) throw badResponse();
  return {
    orderID,
    currency: str(r.currency, 'USD'),
    windowDays: Math.max(0, int(r.windowDays)),
    windowEndsAt: strOrNull(r.windowEndsAt),
    blockedKey: strOrNull(r.blockedKey),
    lines: list(r.lines, (x) => {
      const l = rec(x);
      const line = int(l.line, NaN);
      if (!Number.isInteger(line)) return null;
      return {
        line,
        productId: int(l.productId),
        name: str(l.name, ''),
        ordered: Math.max(0, int(l.ordered)),
        returnable: Math.max(0, int(l.returnable)),
        unitRefund: Math.max(0, int(l.unitRefund)),
      };
    }),
    refundable: Math.max(0, int(r.refundable)),
    requests: list(r.requests, normalizeReturn),
  };
}

const TL = 'ext/orderTimeline';
const RV = 'ext/reviews';
const RT = 'ext/returns';
const id = (s: string) => encodeURIComponent(s);

export function createAfterSalesApi(http: Http) {
  return {
    /** `token`: a receipt link's, for an order read without signing in. */
    async timeline(orderID: string, token?: string): Promise<OrderTimeline> {
      return normalizeTimeline(
        await http.get<unknown>(`${TL}/order/${id(orderID)}`, token ? { query: { token } } : undefined),
      );
    },
    /** Sandbox: the store moves the order one step along. */
    async advance(orderID: string): Promise<OrderTimeline> {
      return normalizeTimeline(await http.post<unknown>(`${TL}/sandbox/${id(orderID)}/advance`));
    },
    async productReviews(productId: number, sort: ReviewSort, start: number, count: number): Promise<ProductReviews> {
      return normalizeProductReviews(
        await http.get<unknown>(`${RV}/product/${productId}`, {
          query: { sort, startingPosition: start, numberToLoad: count },
        }),
      );
    },
    async orderReviews(orderID: string): Promise<OrderReviews> {
      return orderReviews(await http.get<unknown>(`${RV}/order/${id(orderID)}`));
    },
    async writeReview(orderID: string, body: ReviewRequest): Promise<Review> {
      const r = normalizeReview(await http.post<unknown>(`${RV}/order/${id(orderID)}`, body));
      if (!r) throw badResponse();
      return r;
    },
    async editReview(reviewId: number, body: Omit<ReviewRequest, 'productId'>): Promise<Review> {
      const r = normalizeReview(await http.put<unknown>(`${RV}/review/${reviewId}`, body));
      if (!r) throw badResponse();
      return r;
    },
    async helpful(reviewId: number): Promise<Review> {
      const r = normalizeReview(await http.post<unknown>(`${RV}/review/${reviewId}/helpful`));
      if (!r) throw badResponse();
      return r;
    },
    async returns(orderID: string): Promise<OrderReturns> {
      return normalizeOrderReturns(await http.get<unknown>(`${RT}/order/${id(orderID)}`));
    },
    async requestReturn(orderID: string, body: ReturnRequestBody): Promise<ReturnModel> {
      const r = normalizeReturn(await http.post<unknown>(`${RT}/order/${id(orderID)}`, body));
      if (!r) throw badResponse();
      return r;
    },
    /** Sandbox: the store's decision on a request. */
    async decideReturn(returnId: number, decision: ReturnDecisionRequest['decision']): Promise<ReturnModel> {
      const r = normalizeReturn(await http.post<unknown>(`${RT}/sandbox/${returnId}`, { decision }));
      if (!r) throw badResponse();
      return r;
    },
    /** Where a photo for a review ('reviews') or a return ('returns') is uploaded. */
    photoUploadUrl(area: 'reviews' | 'returns'): string {
      return http.url(`ext/${area}/photos`);
    },
  };
}

export type AfterSalesApi = ReturnType<typeof createAfterSalesApi>;
