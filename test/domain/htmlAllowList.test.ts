/** The URLs a kept link or image may point to (domain/htmlAllowList.ts). */
import { safeUrl } from '@/domain/htmlAllowList';

describe('safeUrl', () => {
  test.each<[string, 'href' | 'src', string | null]>([
    ['https://a.example/x', 'href', 'https://a.example/x'],
    ['http://a.example/x', 'src', 'http://a.example/x'],
    ['/store/product/1', 'href', '/store/product/1'],
    ['product/1?x=1#y', 'href', 'product/1?x=1#y'],
    ['//cdn.example/x.png', 'src', '//cdn.example/x.png'],
    ['x', 'src', null],
    ['images/x.png', 'src', null],
    ['tel:+18005550199', 'href', 'tel:+18005550199'],
    ['tel:+18005550199', 'src', null],
    ['mailto:a@b.c', 'src', null],
    ['data:image/png;base64,iVBORw0KGgo=', 'src', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/png;base64,iVBORw0KGgo=', 'href', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'src', null],
    ['javascript:alert(1)', 'href', null],
    ['\u0001javascript:alert(1)', 'href', null],
    ['jav\nascript:alert(1)', 'href', null],
    ['file:///etc/passwd', 'href', null],
    ['', 'href', null],
    ['   ', 'src', null],
  ])('%j as %s -> %j', (url, kind, expected) => {
    expect(safeUrl(url, kind)).toBe(expected);
  });
});
