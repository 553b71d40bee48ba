/**
 * Reviews and ratings (extension `reviews`): one review per product per order, by the signed-in
 * shopper whose order was paid and received (src/domain/reviews.ts), editable for
 * REVIEW_EDIT_DAYS. A review the store hides (`hidden = 1`, moderation) is shown to nobody and
 * counts in no rating. Text is kept as plain text, cleaned like all shopper text.
 */
import type { Db } from '../db';
import { parseJson } from '../db';
import type {
  OrderReviews,
  ProductReviews,
  Review,
  ReviewRequest,
  ReviewSort,
  ReviewableLine,
} from '../../../types/after-sales';
import type { Locale } from '../../../types/api';
import { canEditReview, ratingSummary, reviewAuthor, reviewBlock, reviewLang } from '../../../src/domain/reviews';
import { receivedAt } from '../../../src/domain/orderTimeline';
import { cleanShopperLine, cleanShopperText } from '../../../src/domain/shopperText';
import { clockNow } from '../http/clock';
import { ApiError } from '../http/errors';
import { details, type OrderRow } from './order-row';
import { orderEvents } from './order-timeline';
import { findUserById } from './users';

export interface ReviewRow {
  id: number;
  product_id: number;
  order_id: number | null;
  user_id: string | null;
  author: string;
  verified: number;
  rating: number;
  title: string;
  body: string;
  lang: 'en' | 'zh';
  photos: string;
  helpful: number;
  hidden: number;
  reply: string | null;
  reply_at: string | null;
  created_at: string;
  updated_at: string;
}

export function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    productId: r.product_id,
    rating: r.rating,
    title: r.title,
    text: r.body,
    lang: r.lang,
    photos: parseJson<string[]>(r.photos, []),
    author: r.author,
    verified: r.verified === 1,
    helpful: r.helpful,
    reply: r.reply ? { text: r.reply, at: r.reply_at ?? r.updated_at } : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const ORDER_BY: Record<ReviewSort, string> = {
  newest: 'created_at DESC, id DESC',
  helpful: 'helpful DESC, created_at DESC, id DESC',
};

/** Rating summary of a product's shown reviews. */
export function productRating(db: Db, productId: number) {
  const ratings = db
    .prepare<[number], { rating: number }>('SELECT rating FROM reviews WHERE product_id = ? AND hidden = 0')
    .all(productId)
    .map((r) => r.rating);
  return ratingSummary(ratings);
}

export function productReviews(
  db: Db,
  productId: number,
  sort: ReviewSort,
  start: number,
  count: number,
): ProductReviews {
  const summary = productRating(db, productId);
  const rows = db
    .prepare<[number, number, number], ReviewRow>(
      `SELECT * FROM reviews WHERE product_id = ? AND hidden = 0 ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`,
    )
    .all(productId, count, start);
  return { productId, summary, reviews: rows.map(toReview), total: summary.count, startingPosition: start };
}

function reviewOf(db: Db, orderId: number, productId: number): ReviewRow | undefined {
  return db
    .prepare<[number, number], ReviewRow>('SELECT * FROM reviews WHERE order_id = ? AND product_id = ?')
    .get(orderId, productId);
}

/** The lines of the shopper's own order, each with its review and whether one can be written or edited. */
export function orderReviews(db: Db, row: OrderRow, locale: Locale): OrderReviews {
  const received = receivedAt(orderEvents(db, row)) !== null;
  const now = clockNow(db);
  const seen = new Set<number>();
  const lines: ReviewableLine[] = [];
  for (const l of details(row).lines ?? []) {
    if (seen.has(l.productId)) continue; // the same product in two options: one review
    seen.add(l.productId);
    const existing = reviewOf(db, row.id, l.productId);
    const editable = !!existing && row.payment_status !== 'REFUNDED' && canEditReview(existing.created_at, now);
    const blockedKey = reviewBlock({
      status: row.status,
      paymentStatus: row.payment_status,
      received,
      inOrder: true,
      alreadyReviewed: !!existing,
    });
    lines.push({
      productId: l.productId,
      name: l.nameContent?.[locale] ?? l.name,
      imageURL: l.imageURL,
      review: existing ? toReview(existing) : null,
      canReview: blockedKey === null,
      canEdit: editable,
      blockedKey: existing ? (editable ? null : 'istore_reviews_edit_closed') : blockedKey,
    });
  }
  return { orderID: String(row.id), lines };
}

function cleanBody(body: ReviewRequest) {
  const title = cleanShopperLine(body.title);
  const text = cleanShopperText(body.text);
  if (!title) throw new ApiError(400, 'VALIDATION', 'Give your review a title', 'title');
  if (!text) throw new ApiError(400, 'VALIDATION', 'Write a few words about the product', 'text');
  return { title, text, lang: reviewLang(`${title} ${text}`) };
}

/** Photos of a review or return: only ones this owner uploaded. */
export function ownPhotos(db: Db, ownerKey: string, photos: string[]): string[] {
  const own = db.prepare<[string, string], { url: string }>(
    'SELECT url FROM ext_uploads WHERE url = ? AND owner_key = ?',
  );
  for (const p of photos) {
    if (!own.get(p, ownerKey)) throw new ApiError(400, 'VALIDATION', 'Attach photos you uploaded yourself', 'photos');
  }
  return [...new Set(photos)];
}

export function createReview(db: Db, userId: string, row: OrderRow, body: ReviewRequest): ReviewRow {
  const inOrder = (details(row).lines ?? []).some((l) => l.productId === body.productId);
  const block = reviewBlock({
    status: row.status,
    paymentStatus: row.payment_status,
    received: receivedAt(orderEvents(db, row)) !== null,
    inOrder,
    alreadyReviewed: !!reviewOf(db, row.id, body.productId),
  });
  if (block === 'istore_reviews_not_in_order')
    throw new ApiError(400, 'VALIDATION', 'This product is not in the order', 'productId');
  if (block === 'istore_reviews_already')
    throw new ApiError(409, 'CONFLICT', 'You have already reviewed this product from this order');
  if (block) throw new ApiError(409, 'CONFLICT', 'You can review a product once your paid order has reached you');
  const { title, text, lang } = cleanBody(body);
  const photos = ownPhotos(db, `user:${userId}`, body.photos);
  const user = findUserById(db, userId);
  const at = new Date(clockNow(db)).toISOString();
  const id = db
    .prepare(
      `INSERT INTO reviews (product_id, order_id, user_id, author, verified, rating, title, body, lang, photos, created_at, updated_at)
       VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      body.productId,
      row.id,
      userId,
      reviewAuthor(user?.first_name ?? '', user?.last_name ?? ''),
      body.rating,
      title,
      text,
      lang,
      JSON.stringify(photos),
      at,
      at,
    ).lastInsertRowid;
  return db.prepare<[number], ReviewRow>('SELECT * FROM reviews WHERE id = ?').get(Number(id))!;
}

/**
 * An order refunded in full: its reviews no longer come from a purchase (not verified) and stay
 * as they are (not editable: orderReviews and editReview read the order's payment).
 */
export function unverifyOrderReviews(db: Db, orderId: number): void {
  db.prepare('UPDATE reviews SET verified = 0 WHERE order_id = ?').run(orderId);
}

const refunded = (db: Db, orderId: number) =>
  db.prepare<[number], { payment_status: string }>('SELECT payment_status FROM orders WHERE id = ?').get(orderId)
    ?.payment_status === 'REFUNDED';

/** The shopper's own review, edited; someone else's answers not found. */
export function editReview(db: Db, userId: string, id: number, body: ReviewRequest): ReviewRow {
  const row = db
    .prepare<[number, string], ReviewRow>('SELECT * FROM reviews WHERE id = ? AND user_id = ?')
    .get(id, userId);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Review not found', 'id');
  if (!canEditReview(row.created_at, clockNow(db)))
    throw new ApiError(409, 'CONFLICT', 'A review can be edited for 30 days after it was written');
  if (row.order_id !== null && refunded(db, row.order_id))
    throw new ApiError(409, 'CONFLICT', 'A review of a refunded order cannot be edited');
  const { title, text, lang } = cleanBody(body);
  const photos = ownPhotos(db, `user:${userId}`, body.photos);
  db.prepare(
    'UPDATE reviews SET rating = ?, title = ?, body = ?, lang = ?, photos = ?, updated_at = ? WHERE id = ?',
  ).run(body.rating, title, text, lang, JSON.stringify(photos), new Date(clockNow(db)).toISOString(), id);
  return db.prepare<[number], ReviewRow>('SELECT * FROM reviews WHERE id = ?').get(id)!;
}

/** One helpful vote per shopper per review, not on their own; answers the review. */
export function voteHelpful(db: Db, userId: string, id: number): ReviewRow {
  const row = db.prepare<[number], ReviewRow>('SELECT * FROM reviews WHERE id = ? AND hidden = 0').get(id);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Review not found', 'id');
  if (row.user_id === userId) throw new ApiError(409, 'CONFLICT', 'You cannot vote for your own review');
  db.transaction(() => {
    const added = db.prepare('INSERT OR IGNORE INTO review_votes (review_id, user_id) VALUES (?, ?)').run(id, userId);
    if (added.changes === 1) db.prepare('UPDATE reviews SET helpful = helpful + 1 WHERE id = ?').run(id);
  })();
  return db.prepare<[number], ReviewRow>('SELECT * FROM reviews WHERE id = ?').get(id)!;
}
