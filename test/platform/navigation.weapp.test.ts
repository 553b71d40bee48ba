/** Navigation on weapp: app URLs of the spec become mini-program page paths; Taro mocked at the edge. */
import Taro from '@tarojs/taro';
import { currentPath, goBack, navigate, pagePathFor, routeParams } from '@/platform/navigation.weapp';
import { resetTaro, setRouter } from '../support/taro';

beforeEach(() => resetTaro());
afterEach(() => jest.restoreAllMocks());

function stackOf(depth: number) {
  return jest
    .spyOn(Taro, 'getCurrentPages')
    .mockReturnValue(Array.from({ length: depth }, () => ({ route: 'pages/store/product/index', options: {} })));
}

describe('pagePathFor', () => {
  test.each([
    ['/', '/pages/home/index'],
    ['/confirmation/12?from_source=opay_h5X12', '/pages/confirmation/index?from_source=opay_h5X12&id=12'],
    ['/store/productlist?cat=tea&sort=priceUp', '/pages/store/productlist/index?cat=tea&sort=priceUp'],
    ['/store/search?searchStr=绿茶', '/pages/store/search/index?searchStr=%E7%BB%BF%E8%8C%B6'],
    ['/about', '/pages/general/page/index?pageName=about'],
    ['/checkout/cart?locationChange=true', '/pages/checkout/cart/index?locationChange=true'],
    ['/no/such/path', null],
  ])('%s -> %s', (url, path) => {
    expect(pagePathFor(url)).toBe(path);
  });
});

describe('navigate', () => {
  test('pushes the page of an app URL', () => {
    navigate('/store/product/7');
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/store/product/index?id=7' });
    expect(Taro.redirectTo).not.toHaveBeenCalled();
  });

  test('replace redirects instead of pushing', () => {
    navigate('/checkout/cart', { replace: true });
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/checkout/cart/index' });
    expect(Taro.navigateTo).not.toHaveBeenCalled();
  });

  test('an unknown URL goes home (spec 2.1)', () => {
    navigate('/no/such/path');
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/home/index' });
  });

  test('at 9 pages deep a push becomes a redirect (WeChat keeps at most 10)', () => {
    stackOf(8);
    navigate('/store');
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1);
    stackOf(9);
    navigate('/store');
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/store/index/index' });
  });

  test('an external link is copied (a mini-program cannot open it); a script link is not', () => {
    navigate('https://example.com/about');
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'https://example.com/about' });
    navigate('javascript:alert(1)');
    expect(Taro.setClipboardData).toHaveBeenCalledTimes(1);
    expect(Taro.navigateTo).not.toHaveBeenCalled();
  });
});

describe('where the shopper is', () => {
  test('routeParams: the page query, without Taro internals', () => {
    setRouter('/pages/confirmation/index', { id: '12', from_source: 'iot_h5X12', $taroTimestamp: '1' });
    expect(routeParams()).toEqual({ id: '12', from_source: 'iot_h5X12' });
  });

  test.each([
    ['tea%20set', 'tea set'],
    ['%E7%BB%BF%E8%8C%B6', '绿茶'],
    ['colour%3ARed%7Csize%3AM', 'colour:Red|size:M'],
    ['%2Fuser%2Forders', '/user/orders'],
    ['100%', '100%'],
    ['plain', 'plain'],
  ])('routeParams decodes the query WeChat hands over as written: %s -> %s', (raw, value) => {
    setRouter('/pages/store/search/index', { q: raw });
    expect(routeParams()).toEqual({ q: value });
  });

  test('currentPath: the spec URL of the current page', () => {
    setRouter('/pages/checkout/payment/index');
    expect(currentPath()).toBe('/checkout/payment');
    setRouter('/pages/confirmation/index', { id: '5' });
    expect(currentPath()).toBe('/confirmation');
  });

  test('goBack pops a page, or replaces with the fallback on the first page', () => {
    stackOf(2);
    goBack('/store');
    expect(Taro.navigateBack).toHaveBeenCalled();
    stackOf(1);
    goBack('/store');
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/store/index/index' });
  });
});
