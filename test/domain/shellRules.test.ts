import type { DeviceKind } from '@/domain/device';
import { marketplaceHeader, showLocationLink, showMiniProgramPromo } from '@/domain/header';
import { locationAfterChange } from '@/domain/location';

describe('marketplaceHeader (spec 2.4, 5: mrk / mrkname)', () => {
  it.each([
    [null, null, { show: false }],
    ['', 'Name', { show: false }],
    ['mk1', 'Night Market', { show: true, name: 'Night Market' }],
    ['mk1', '  ', { show: true, name: 'mk1' }],
  ])('mrk %j, mrkname %j -> %j', (mrk, name, expected) => {
    expect(marketplaceHeader(mrk, name)).toEqual(expected);
  });
});

describe('showMiniProgramPromo (spec 2.4: only in the mini-program)', () => {
  it.each<[DeviceKind, boolean | undefined, boolean]>([
    ['miniProgram', true, true],
    ['miniProgram', false, false],
    ['miniProgram', undefined, false],
    ['wechat', true, false],
    ['mobile', true, false],
    ['desktop', true, false],
  ])('%s, enabled %j -> %s', (kind, enabled, expected) => {
    expect(showMiniProgramPromo(kind, enabled)).toBe(expected);
  });
});

describe('showLocationLink (spec 2.4)', () => {
  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])('%j -> %s', (on, expected) => expect(showLocationLink(on)).toBe(expected));
});

describe('locationAfterChange on the mini-program (page paths)', () => {
  it.each([
    ['/pages/checkout/payment/index', { kind: 'navigate', url: '/checkout/cart?locationChange=true' }],
    ['/pages/checkout/cart/index', { kind: 'navigate', url: '/checkout/cart?locationChange=true' }],
    ['/pages/store/productlist/index', { kind: 'reload' }],
    ['/pages/home/index', { kind: 'reload' }],
  ])('%s -> %j', (path, expected) => {
    expect(locationAfterChange(path)).toEqual(expected);
  });
});
