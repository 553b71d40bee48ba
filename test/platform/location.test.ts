import Taro from '@tarojs/taro';
import { currentLocation, parseQuery } from '@/platform/location';
import { currentLocation as weappLocation } from '@/platform/location.weapp';
import { reload } from '@/platform/reload';
import { reload as weappReload } from '@/platform/reload.weapp';
import { resetTaro, setRouter } from '../support/taro';

beforeEach(() => resetTaro());

it('parseQuery decodes once, + is a space, first of a repeated key wins, malformed stays', () => {
  expect(parseQuery('?a=1&b=x%20y&c=a+b&a=2&d&e=100%&mrkname=%25E5%25B8%2582')).toEqual({
    a: '1',
    b: 'x y',
    c: 'a b',
    d: '',
    e: '100%',
    mrkname: '%E5%B8%82',
  });
  expect(parseQuery('')).toEqual({});
});

it('H5 reads window.location', () => {
  window.history.pushState({}, '', '/confirmation/123?from_source=opay_h5X123&status=OK');
  expect(currentLocation()).toEqual({
    path: '/confirmation/123',
    query: { from_source: 'opay_h5X123', status: 'OK' },
    search: '?from_source=opay_h5X123&status=OK',
    href: 'http://localhost/confirmation/123?from_source=opay_h5X123&status=OK',
  });
  window.history.pushState({}, '', '/');
});

it('weapp reads the router, decoding params and dropping Taro bookkeeping', () => {
  setRouter('/pages/store/productlist/index', { cat: 'fresh%20fruit', sort: 'price', $taroTimestamp: '1' });
  expect(weappLocation()).toEqual({
    path: '/pages/store/productlist/index',
    query: { cat: 'fresh fruit', sort: 'price' },
    search: '?cat=fresh%20fruit&sort=price',
    href: '/pages/store/productlist/index?cat=fresh%20fruit&sort=price',
  });
  setRouter('pages/home/index');
  expect(weappLocation()).toMatchObject({ path: '/pages/home/index', query: {}, href: '/pages/home/index' });
});

it('H5 reload calls location.reload', () => {
  const target = { reload: jest.fn() };
  reload(target);
  expect(target.reload).toHaveBeenCalled();
});

it('weapp reload relaunches the current page with its query', () => {
  setRouter('/pages/checkout/campaign-checkout/index', { id: '7' });
  weappReload();
  expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/checkout/campaign-checkout/index?id=7' });
});
