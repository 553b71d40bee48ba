import { sameOriginPath } from '@/domain/redirect';

describe('sameOriginPath: only paths of the store itself', () => {
  test.each([
    ['/user/list', '/user/list'],
    ['/store/productlist?cat=tea&sort=price', '/store/productlist?cat=tea&sort=price'],
    ['/account/login?wechat=1', '/account/login?wechat=1'],
    ['/confirmation/1001#top', '/confirmation/1001#top'],
    ['/%2F/evil.example', '/%2F/evil.example'], // an encoded slash stays a path segment
    ['/store/productlist?cat=\u8336', '/store/productlist?cat=%E8%8C%B6'], // beyond ASCII: encoded
    ['/\u2028/x', '/%E2%80%A8/x'],
    ['/\uff0fevil.example', '/%EF%BC%8Fevil.example'], // a full-width solidus is no slash
  ])('%j is kept', (raw, kept) => {
    expect(sameOriginPath(raw)).toBe(kept);
  });

  test.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    [' //evil.example'],
    ['/ /evil.example'],
    ['\u0000//evil.example'],
    ['/\ud800'],
    ['/\u007f'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['user/list'],
    [''],
    [undefined],
    [null],
    ['/' + 'a'.repeat(2000)],
  ])('%j is refused', (raw) => {
    expect(sameOriginPath(raw as string | undefined)).toBeUndefined();
  });

  test('checked against the origin given', () => {
    expect(sameOriginPath('/a', 'https://shop.example')).toBe('/a');
  });
});
