/**
 * Reviews and ratings (extension `reviews`): who may write one, how long it stays editable, what
 * a review must hold, and the rating summary a product page shows. Shared by the reference server
 * (which enforces them) and the app (which says why not before asking).
 */
import {
  REVIEW_EDIT_DAYS,
  REVIEW_MAX_PHOTOS,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type RatingSummary,
} from '../../types/after-sales';

const DAY_MS = 86_400_000;

export interface ReviewEligibilityInput {
  status: string;
  paymentStatus: string;
  /** The order reached the shopper (picked up or delivered). */
  received: boolean;
  /** The product is one of the order's lines. */
  inOrder: boolean;
  /** The shopper already reviewed this product from this order. */
  alreadyReviewed: boolean;
}

/** Why a review cannot be written (message key), or null when it can. */
export function reviewBlock(i: ReviewEligibilityInput): string | null {
  if (!i.inOrder) return 'istore_reviews_not_in_order';
  if (i.status !== 'NEW' || i.paymentStatus !== 'PAID_ONLINE') return 'istore_reviews_not_paid';
  if (!i.received) return 'istore_reviews_not_received';
  if (i.alreadyReviewed) return 'istore_reviews_already';
  return null;
}

/** A review can be edited until REVIEW_EDIT_DAYS after it was first written. */
export function canEditReview(createdAt: string, now: number): boolean {
  const t = Date.parse(createdAt);
  return !Number.isNaN(t) && now - t <= REVIEW_EDIT_DAYS * DAY_MS;
}

export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
  photos: readonly string[];
}

/** Problems of a review as typed, by field (message keys); empty when it can be sent. */
export function reviewErrors(d: ReviewDraft): Partial<Record<'rating' | 'title' | 'text' | 'photos', string>> {
  const out: Partial<Record<'rating' | 'title' | 'text' | 'photos', string>> = {};
  if (!Number.isInteger(d.rating) || d.rating < 1 || d.rating > 5) out.rating = 'istore_reviews_error_rating';
  const title = d.title.trim();
  if (!title) out.title = 'istore_reviews_error_title';
  else if (title.length > REVIEW_TITLE_MAX) out.title = 'istore_reviews_error_title_long';
  const text = d.text.trim();
  if (!text) out.text = 'istore_reviews_error_text';
  else if (text.length > REVIEW_TEXT_MAX) out.text = 'istore_reviews_error_text_long';
  if (d.photos.length > REVIEW_MAX_PHOTOS) out.photos = 'istore_reviews_error_photos';
  return out;
}

/** Average (one decimal), count and per-star histogram of the ratings shown. */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  const histogram: RatingSummary['histogram'] = [0, 0, 0, 0, 0];
  let sum = 0;
  let count = 0;
  for (const r of ratings) {
    if (!Number.isInteger(r) || r < 1 || r > 5) continue;
    histogram[r - 1] += 1;
    sum += r;
    count += 1;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, histogram };
}

/** Width of a histogram bar in percent of the most common star (0..100). */
export function histogramWidth(summary: RatingSummary, star: number): number {
  const top = Math.max(...summary.histogram);
  return top ? Math.round((summary.histogram[star - 1] / top) * 100) : 0;
}

/** The name a review shows: first name and the initial of the last ("Ada L."). */
export function reviewAuthor(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0);
  return [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ') || '—';
}

/** The language a review is written in: zh when it holds Chinese characters, else en. */
export function reviewLang(text: string): 'en' | 'zh' {
  return /[\u3400-\u9fff]/.test(text) ? 'zh' : 'en';
}

/** Five stars as text for a rating (filled and empty), e.g. ★★★★☆. */
export function starsText(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/**
 * schema.org fields a product's JSON-LD gets from its reviews (where the server draws the page):
 * `aggregateRating` and up to `max` `review`s, only when there is at least one shown review (a
 * rating of nothing is invalid markup).
 */
export function reviewsJsonLd(
  summary: RatingSummary,
  reviews: readonly { rating: number; title: string; text: string; author: string; createdAt: string }[],
  max = 5,
): Record<string, unknown> {
  if (summary.count <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.slice(0, max).map((r) => ({
      '@type': 'Review',
      name: r.title,
      reviewBody: r.text,
      datePublished: r.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: r.author },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
