import { barHeights, monthLabel } from '@/domain/referralChart';

describe('referral chart bars (percent of the tallest, at least 4 when not zero)', () => {
  const pts = (...values: number[]) => values.map((value, i) => ({ period: `2026-0${i + 1}`, value }));
  it.each([
    [pts(0, 0, 0), [0, 0, 0]],
    [pts(1, 2, 4), [25, 50, 100]],
    [pts(0, 1, 100), [0, 4, 100]],
    [pts(3), [100]],
  ])('%j -> %j', (points, heights) => expect(barHeights(points)).toEqual(heights));

  it.each([
    ['2026-03', 'en', 'Mar'],
    ['2026-12', 'zh', '12月'],
    ['bad', 'en', 'bad'],
  ])('%s in %s -> %s', (period, locale, label) => expect(monthLabel(period, locale)).toBe(label));
});
