import {
  canEditReview,
  histogramWidth,
  ratingSummary,
  reviewAuthor,
  reviewBlock,
  reviewErrors,
  reviewLang,
  reviewsJsonLd,
  starsText,
} from '@/domain/reviews';

const DAY = 86_400_000;
const base = { status: 'NEW', paymentStatus: 'PAID_ONLINE', received: true, inOrder: true, alreadyReviewed: false };

describe('review eligibility: paid, received, in the order, once per product per order', () => {
  it.each([
    ['paid and received', {}, null],
    ['not in the order', { inOrder: false }, 'istore_reviews_not_in_order'],
    ['unpaid', { status: 'INTERIM', paymentStatus: 'NOT_PAID' }, 'istore_reviews_not_paid'],
    ['pay at store (not paid online)', { paymentStatus: 'PAY_AT_STORE' }, 'istore_reviews_not_paid'],
    ['refunded in full', { status: 'CANCELLED', paymentStatus: 'REFUNDED' }, 'istore_reviews_not_paid'],
    ['failed', { status: 'FAILED', paymentStatus: 'FAILED' }, 'istore_reviews_not_paid'],
    ['paid, not yet received', { received: false }, 'istore_reviews_not_received'],
    ['already reviewed from this order', { alreadyReviewed: true }, 'istore_reviews_already'],
  ])('%s', (_name, patch, expected) => expect(reviewBlock({ ...base, ...patch })).toBe(expected));
});

describe('editing window: 30 days from when the review was written', () => {
  const written = '2026-01-01T12:00:00.000Z';
  const t = Date.parse(written);
  it.each([
    ['at once', t, true],
    ['29 days later', t + 29 * DAY, true],
    ['exactly 30 days later', t + 30 * DAY, true],
    ['30 days and a second', t + 30 * DAY + 1000, false],
    ['a year later', t + 365 * DAY, false],
  ])('%s', (_n, now, ok) => expect(canEditReview(written, now)).toBe(ok));
  it('an unreadable date is never editable', () => expect(canEditReview('soon', t)).toBe(false));
});

describe('what a review must hold', () => {
  const ok = { rating: 4, title: 'Nice', text: 'Fresh and tasty', photos: [] };
  it.each([
    ['complete', {}, {}],
    ['no stars', { rating: 0 }, { rating: 'istore_reviews_error_rating' }],
    ['six stars', { rating: 6 }, { rating: 'istore_reviews_error_rating' }],
    ['half a star', { rating: 3.5 }, { rating: 'istore_reviews_error_rating' }],
    ['blank title', { title: '   ' }, { title: 'istore_reviews_error_title' }],
    ['title too long', { title: 'x'.repeat(81) }, { title: 'istore_reviews_error_title_long' }],
    ['blank text', { text: '\n' }, { text: 'istore_reviews_error_text' }],
    ['text too long', { text: 'x'.repeat(2001) }, { text: 'istore_reviews_error_text_long' }],
    ['four photos', { photos: ['a', 'b', 'c', 'd'] }, { photos: 'istore_reviews_error_photos' }],
    ['three photos', { photos: ['a', 'b', 'c'] }, {}],
  ])('%s', (_n, patch, errors) => expect(reviewErrors({ ...ok, ...patch })).toEqual(errors));
});

describe('rating summary', () => {
  it.each([
    ['none', [], { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] }],
    ['one five', [5], { average: 5, count: 1, histogram: [0, 0, 0, 0, 1] }],
    ['mixed, rounded to one decimal', [5, 4, 4], { average: 4.3, count: 3, histogram: [0, 0, 0, 2, 1] }],
    ['out-of-range values ignored', [0, 6, 2.5, 1], { average: 1, count: 1, histogram: [1, 0, 0, 0, 0] }],
  ])('%s', (_n, ratings, summary) => expect(ratingSummary(ratings)).toEqual(summary));
  it('bars are relative to the most common star', () => {
    const s = ratingSummary([5, 5, 5, 5, 4, 4, 1]);
    expect([1, 2, 3, 4, 5].map((star) => histogramWidth(s, star))).toEqual([25, 0, 0, 50, 100]);
    expect(histogramWidth(ratingSummary([]), 5)).toBe(0);
  });
});

describe('shown name, language and stars', () => {
  it.each([
    ['Ada', 'Lee', 'Ada L.'],
    ['  Ada ', ' lee', 'Ada L.'],
    ['Ada', '', 'Ada'],
    ['', '', '—'],
  ])('%s %s -> %s', (f, l, out) => expect(reviewAuthor(f, l)).toBe(out));
  it.each([
    ['Very fresh', 'en'],
    ['很新鲜', 'zh'],
    ['Great 好', 'zh'],
  ])('%s is %s', (text, lang) => expect(reviewLang(text)).toBe(lang));
  it.each([
    [5, '★★★★★'],
    [4.4, '★★★★☆'],
    [0, '☆☆☆☆☆'],
  ])('%s stars', (n, s) => expect(starsText(n)).toBe(s));
});

describe('JSON-LD of a product from its reviews', () => {
  const r = { rating: 4, title: 'Nice', text: 'Fresh', author: 'Ada L.', createdAt: '2026-01-02T03:04:05.000Z' };
  it('nothing without reviews', () => expect(reviewsJsonLd(ratingSummary([]), [])).toEqual({}));
  it('aggregate rating and reviews', () =>
    expect(reviewsJsonLd(ratingSummary([4, 5]), [r])).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          name: 'Nice',
          reviewBody: 'Fresh',
          datePublished: '2026-01-02',
          author: { '@type': 'Person', name: 'Ada L.' },
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    }));
  it('at most max reviews', () =>
    expect((reviewsJsonLd(ratingSummary([4, 4, 4]), [r, r, r], 2).review as unknown[]).length).toBe(2));
});
