import {
  normalizeOrderReturns,
  normalizeProductReviews,
  normalizeReturn,
  normalizeReview,
  normalizeTimeline,
} from '@/services/afterSales';
import { ApiError } from '@/services/http';

describe('after-sales answers are checked and reshaped', () => {
  it('a timeline keeps known steps only; no order id is a bad answer', () => {
    expect(
      normalizeTimeline({
        orderID: '7',
        events: [{ kind: 'paid', at: 'x' }, { kind: 'teleported', at: 'y' }, null],
        sandboxNext: 'picked_up',
      }),
    ).toEqual({ orderID: '7', events: [{ kind: 'paid', at: 'x' }], sandboxNext: 'picked_up' });
    expect(() => normalizeTimeline({ events: [] })).toThrow(ApiError);
    expect(normalizeTimeline({ orderID: '1', sandboxNext: 'fly' }).sandboxNext).toBeNull();
  });

  it.each([
    ['no id', { rating: 5 }],
    ['rating out of range', { id: 1, rating: 9 }],
    ['not an object', 'review'],
  ])('a review with %s is dropped', (_n, v) => expect(normalizeReview(v)).toBeNull());

  it('reviews: photos at most 3, histogram of 5, unknown language is en', () => {
    const p = normalizeProductReviews({
      productId: 3,
      summary: { average: 7, count: 2, histogram: [1, 'x'] },
      reviews: [{ id: 1, rating: 4, lang: 'fr', photos: ['a', 'b', 'c', 'd', 5], reply: { text: 'Thanks' } }],
      total: 2,
    });
    expect(p.summary).toEqual({ average: 5, count: 2, histogram: [1, 0, 0, 0, 0] });
    expect(p.reviews[0]).toMatchObject({ lang: 'en', photos: ['a', 'b', 'c'], reply: { text: 'Thanks', at: '' } });
  });

  it('returns: unknown states and reasons become safe ones; lines without an index are dropped', () => {
    expect(normalizeReturn({ id: 2, state: 'lost', reason: 'bored', kind: 'swap' })).toMatchObject({
      state: 'requested',
      reason: 'other',
      kind: 'return',
      refundedTo: null,
    });
    const r = normalizeOrderReturns({
      orderID: '9',
      lines: [{ line: 0, returnable: 2 }, { name: 'x' }],
      requests: [{}],
    });
    expect(r.lines).toHaveLength(1);
    expect(r.requests).toEqual([]);
    expect(() => normalizeOrderReturns({})).toThrow(ApiError);
  });
});
