import type { StoreLocation } from '@api-types';
import {
  findLocation,
  locationAfterChange,
  locationCardLines,
  locationsIn,
  provinces,
  shouldAutoOpenLocationPicker,
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
});
