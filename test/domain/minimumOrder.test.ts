/**
 * The minimum order rule: subtotal − discount (minor units) against the store's minimum
 * (checkoutConfig.minOrderAmount) and a delivery zone's, as the server's reserve checks them.
 */
import { minimumOrderShortfall } from '@/domain/minimumOrder';

describe('minimumOrderShortfall', () => {
  it.each([
    // subtotal, discount, minimum, zone minimum -> shortfall
    ['no minimum', 500, 0, 0, null, null],
    ['exactly the minimum', 1000, 0, 1000, null, null],
    ['above the minimum', 3448, 0, 1000, null, null],
    ['one cent short', 999, 0, 1000, null, { kind: 'store', minimum: 1000, shortfall: 1 }],
    ['an empty cart', 0, 0, 1000, null, { kind: 'store', minimum: 1000, shortfall: 1000 }],
    [
      'the discount counts: 12.00 − 3.00 < 10.00',
      1200,
      300,
      1000,
      null,
      { kind: 'store', minimum: 1000, shortfall: 100 },
    ],
    [
      'a discount above the subtotal leaves 0, never less',
      500,
      900,
      1000,
      null,
      { kind: 'store', minimum: 1000, shortfall: 1000 },
    ],
    ['the zone minimum is higher', 2000, 0, 1000, 2500, { kind: 'zone', minimum: 2500, shortfall: 500 }],
    ['the zone minimum is met', 2500, 0, 1000, 2500, null],
    ['the zone minimum lower than the store one', 900, 0, 1000, 500, { kind: 'store', minimum: 1000, shortfall: 100 }],
    ['a negative minimum is none', 100, 0, -5, null, null],
    ['a fractional (malformed) minimum is none', 100, 0, 10.5, null, null],
  ] as const)('%s', (_name, subtotal, discount, minimum, zoneMinimum, expected) => {
    expect(minimumOrderShortfall({ subtotal, discount, minimum, zoneMinimum })).toEqual(expected);
  });
});
