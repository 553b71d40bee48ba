import { couponShortfall, couponStateAt, couponUsable, couponValueText, runningBalances } from '@/domain/coupons';

const NOW = Date.parse('2026-06-01T00:00:00Z');

describe('coupon value and conditions', () => {
  it.each([
    [{ kind: 'PERCENT' as const, value: 10, currency: 'CAD' }, 'en' as const, '10%'],
    [{ kind: 'AMOUNT' as const, value: 500, currency: 'CAD' }, 'en' as const, 'CA$5.00'],
    [{ kind: 'AMOUNT' as const, value: 500, currency: 'CNY' }, 'zh' as const, '¥5.00'],
  ])('%j in %s -> %s', (c, locale, text) => expect(couponValueText(c, locale)).toBe(text));

  it.each([
    [3000, 2000, 1000],
    [3000, 3000, 0],
    [0, 150, 0],
  ])('min %d, subtotal %d: %d short', (minSubtotal, subtotal, short) =>
    expect(couponShortfall({ minSubtotal }, subtotal)).toBe(short),
  );

  it.each([
    ['AVAILABLE', null, 'AVAILABLE', true],
    ['AVAILABLE', '2026-07-01T00:00:00Z', 'AVAILABLE', true],
    ['AVAILABLE', '2026-05-31T23:59:59Z', 'EXPIRED', false],
    ['USED', null, 'USED', false],
    ['EXPIRED', null, 'EXPIRED', false],
  ] as const)('%s expiring %s is %s now (usable %s)', (state, expiresAt, now, usable) => {
    expect(couponStateAt({ state, expiresAt }, NOW)).toBe(now);
    expect(couponUsable({ state, expiresAt }, NOW)).toBe(usable);
  });
});

describe('store credit running balance (newest first, ending at the balance)', () => {
  it.each([
    [[], 2500, []],
    [[{ amount: 500 }, { amount: 2000 }], 2500, [2500, 2000]],
    [
      [{ amount: 800 }, { amount: 500 }, { amount: -1800 }, { amount: 500 }, { amount: 2000 }],
      2500,
      [2500, 1700, 1200, 3000, 2500],
    ],
  ])('%j with balance %d -> %j', (entries, balance, expected) =>
    expect(runningBalances(entries, balance)).toEqual(expected),
  );
});
