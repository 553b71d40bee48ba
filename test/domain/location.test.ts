import type { StoreLocation } from '@api-types';
import {
  findLocation,
  locationAfterChange,
  locationCardLines,
  locationsIn,
  provinces,
  shouldAutoOpenLocationPicker,
  VISIT_TIMEOUT_MS,
} from '@/domain/location';

const loc = (id: string, province: string, display = true): StoreLocation => ({
  id,
  localStoreName: `Store ${id}`,
  display,
  virtual: false,
  address: { streetNumberAndNameDetails: `${id} Main St`, city: 'City', province, postCode: 'A1A 1A1' },
});
const all = [loc('1', 'ON'), loc('2', 'BC'), loc('3', 'ON'), loc('4', 'QC', false), loc('5', 'AB')];

describe('provinces and locations (spec 2.4)', () => {
  it('distinct provinces of displayed locations in order of first appearance', () => {
    expect(provinces(all)).toEqual(['ON', 'BC', 'AB']);
  });
  it.each([
    ['ON', ['1', '3']],
    ['BC', ['2']],
    ['QC', []],
  ])('locationsIn(%s) -> %j', (province, ids) => {
    expect(locationsIn(province, all).map((l) => l.id)).toEqual(ids);
  });
  it.each([
    ['2', '2'],
    ['9', undefined],
    [null, undefined],
  ])('findLocation(%j) -> %j', (id, expected) => {
    expect(findLocation(id, all)?.id).toBe(expected);
  });
  it('card lines', () => {
    expect(locationCardLines(loc('1', 'ON'))).toEqual(['Store 1', '1 Main St', 'City, ON A1A 1A1']);
  });
});

describe('locationAfterChange (spec 4)', () => {
  it.each([
    ['/checkout/payment', { kind: 'navigate', url: '/checkout/cart?locationChange=true' }],
    ['/checkout/checkout?x=1', { kind: 'navigate', url: '/checkout/cart?locationChange=true' }],
    ['/checkout/campaignPayment', { kind: 'navigate', url: '/checkout/cart?locationChange=true' }],
    ['/checkout', { kind: 'navigate', url: '/checkout/cart?locationChange=true' }],
    ['/store/productlist', { kind: 'reload' }],
    ['/checkoutx', { kind: 'reload' }],
    ['/', { kind: 'reload' }],
  ])('%j', (path, expected) => {
    expect(locationAfterChange(path)).toEqual(expected);
  });

  it.each([
    [true, null, true],
    [true, 'loc1', false],
    [false, null, false],
  ])('shouldAutoOpenLocationPicker(enabled %s, chosen %j) -> %s', (enabled, chosen, expected) => {
    expect(shouldAutoOpenLocationPicker({ enabled, chosen })).toBe(expected);
  });

  const MIN = 60_000;
  it.each([
    ['never offered', null, 0, true],
    ['offered a minute ago (same visit)', 1000 * MIN, 1001 * MIN, false],
    ['offered 29 minutes ago', 1000 * MIN, 1029 * MIN, false],
    ['offered 30 minutes ago (a new visit)', 1000 * MIN, 1030 * MIN, true],
    ['offered "in the future" (clock changed)', 2000 * MIN, 1000 * MIN, true],
  ])('once per visit (%s) -> %s', (_what, offeredAt, now, expected) => {
    expect(VISIT_TIMEOUT_MS).toBe(30 * MIN);
    expect(shouldAutoOpenLocationPicker({ enabled: true, chosen: null, offeredAt, now })).toBe(expected);
    // a chosen location never opens it
    expect(shouldAutoOpenLocationPicker({ enabled: true, chosen: 'loc1', offeredAt, now })).toBe(false);
  });
});
