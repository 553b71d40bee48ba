/** A list's address on weapp: its filters go into the page's query, which the share and routeParams read. */
import Taro from '@tarojs/taro';
import { replaceAddress } from '@/platform/address.weapp';
import { currentLocation } from '@/platform/location.weapp';
import { routeParams } from '@/platform/navigation.weapp';
import { resetTaro } from '../support/taro';

beforeEach(() => resetTaro());
afterEach(() => jest.restoreAllMocks());

/** One router whose params persist, as Taro's does for the current page. */
function pageWith(params: Record<string, string>) {
  const router = { path: '/pages/store/search/index', params: { ...params } };
  jest
    .spyOn(Taro, 'getCurrentInstance')
    .mockReturnValue({ router } as unknown as ReturnType<typeof Taro.getCurrentInstance>);
  return router;
}

test('the new query replaces the old one, held encoded as WeChat holds it; Taro bookkeeping stays', () => {
  const router = pageWith({ searchStr: 'tea%20set', brand: 'Old', $taroTimestamp: '1' });
  replaceAddress('/store/search?searchStr=tea%20set&option=colour%3ARed&inStock=1');
  expect(router.params).toEqual({
    searchStr: 'tea%20set',
    option: 'colour%3ARed',
    inStock: '1',
    $taroTimestamp: '1',
  });
});

test('read back once decoded: routeParams and the share link give what the list wrote', () => {
  pageWith({ searchStr: 'tea%20set' });
  // a term with a percent sign in it stays itself (decoded once, not twice)
  replaceAddress('/store/search?searchStr=50%25%20off&option=colour%3ARed');
  expect(routeParams()).toEqual({ searchStr: '50% off', option: 'colour:Red' });
  expect(currentLocation()).toMatchObject({
    query: { searchStr: '50% off', option: 'colour:Red' },
    href: '/pages/store/search/index?searchStr=50%25%20off&option=colour%3ARed',
  });
});
