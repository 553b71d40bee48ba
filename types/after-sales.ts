/**
 * Wire types of three extensions beyond the spec's istore API, each under its own
 * path `/api/istore/client/ext/<name>/...` and offered only when app info lists its name:
 * - `orderTimeline`: an order's status changes with their times;
 * - `reviews`: ratings and reviews of products by shoppers who received them;
 * - `returns`: return or refund requests on a paid order's lines.
 */

export const EXT_ORDER_TIMELINE = 'orderTimeline' as const;
export const EXT_REVIEWS = 'reviews' as const;
export const EXT_RETURNS = 'returns' as const;

// ---- Order progress ------------------------------------------------------------------------

/** One step of an order's life. */
export type OrderEventKind =
  'placed' | 'paid' | 'ready_for_pickup' | 'out_for_delivery' | 'picked_up' | 'delivered' | 'cancelled' | 'refunded';

export interface OrderEvent {
  kind: OrderEventKind;
  /** ISO instant (UTC); the app asks the store's clock for its local date and time. */
  at: string;
}

/** GET ext/orderTimeline/order/{orderID} (owner only). */
export interface OrderTimeline {
  orderID: string;
  events: OrderEvent[];
  /** The step the sandbox control would record next (demo only), null when none is left. */
  sandboxNext: OrderEventKind | null;
}

// ---- Reviews -------------------------------------------------------------------------------

export const REVIEW_MAX_PHOTOS = 3;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_PAGE_SIZE = 10;

export type ReviewSort = 'newest' | 'helpful';

export interface Review {
  id: number;
  productId: number;
  rating: number;
  title: string;
  text: string;
  /** The language the shopper wrote in. */
  lang: 'en' | 'zh';
  photos: string[];
  /** First name and initial of the last name. */
  author: string;
  /** Written by a shopper whose order of the product was paid and received. */
  verified: boolean;
  helpful: number;
  /** The store's answer, if any. */
  reply: { text: string; at: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface RatingSummary {
  /** Average of the shown reviews, one decimal; 0 when there are none. */
  average: number;
  count: number;
  /** Reviews per star, index 0 = 1 star ... index 4 = 5 stars. */
  histogram: [number, number, number, number, number];
}

/** GET ext/reviews/product/{productId}?sort=&startingPosition=&numberToLoad= */
export interface ProductReviews {
  productId: number;
  summary: RatingSummary;
  reviews: Review[];
  total: number;
  startingPosition: number;
}

/** One line of a signed-in shopper's order, as far as reviews go. */
export interface ReviewableLine {
  productId: number;
  name: string;
  imageURL: string | null;
  /** The shopper's review of it from this order, or null. */
  review: Review | null;
  /** A new review may be written (received, not yet reviewed from this order). */
  canReview: boolean;
  /** The existing review may still be edited (within REVIEW_EDIT_DAYS). */
  canEdit: boolean;
  /** Why not, as a message key (null when it can). */
  blockedKey: string | null;
}

/** GET ext/reviews/order/{orderID} (the order's owner only). */
export interface OrderReviews {
  orderID: string;
  lines: ReviewableLine[];
}

/** POST ext/reviews/order/{orderID} (write) and PUT ext/reviews/review/{id} (edit: productId ignored). */
export interface ReviewRequest {
  productId: number;
  rating: number;
  title: string;
  text: string;
  photos: string[];
}

/** POST ext/reviews/photos and ext/returns/photos (multipart, field `file`; the profile photo's checks). */
export interface UploadedPhoto {
  url: string;
}

// ---- Returns and refunds -------------------------------------------------------------------

export type ReturnKind = 'return' | 'refund';
export type ReturnState = 'requested' | 'approved' | 'refused' | 'refunded';
export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'changed_mind',
  'missing',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_NOTE_MAX = 500;

export interface ReturnLineRequest {
  /** Index of the line in the order's lineItems. */
  line: number;
  quantity: number;
}

/** POST ext/returns/order/{orderID} */
export interface ReturnRequestBody {
  kind: ReturnKind;
  lines: ReturnLineRequest[];
  reason: ReturnReason;
  note: string;
  photos: string[];
}

export interface ReturnLine {
  line: number;
  productId: number;
  name: string;
  quantity: number;
  amount: number;
}

export interface ReturnModel {
  id: number;
  orderID: string;
  kind: ReturnKind;
  state: ReturnState;
  reason: ReturnReason;
  note: string;
  photos: string[];
  lines: ReturnLine[];
  /** Minor units of the order's currency. */
  amount: number;
  currency: string;
  /** Where the refund went: store credit and/or the channel paid through. */
  refundedTo: { storeCredit: number; channel: number; channelName: string | null } | null;
  createdAt: string;
  updatedAt: string;
}

/** GET ext/returns/order/{orderID}: what may still be returned, and the requests made. */
export interface OrderReturns {
  orderID: string;
  currency: string;
  /** Days a paid order can be returned after it was received (or paid, before that). */
  windowDays: number;
  /** Last instant a request is accepted; null when the order cannot be returned at all. */
  windowEndsAt: string | null;
  /** Why no request can be made now (message key), null when one can. */
  blockedKey: string | null;
  /** Per order line: how many are left to return and the refund each would bring. */
  lines: { line: number; productId: number; name: string; ordered: number; returnable: number; unitRefund: number }[];
  /** What has been paid and not yet refunded. */
  refundable: number;
  requests: ReturnModel[];
}

/** POST ext/returns/sandbox/{id} (demo: the store's decision). */
export interface ReturnDecisionRequest {
  decision: 'approve' | 'refuse' | 'refund';
}
