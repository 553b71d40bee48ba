import { BLOG_PAGE_NAME, contentPageName } from '@/domain/content';

describe('contentPageName (spec 2.3: page/X opens /X, X is the pageContent pageName)', () => {
  test.each([
    ['about', 'about'],
    ['shipping-returns', 'shipping-returns'],
    ['faq_2026', 'faq_2026'],
    [' contact ', 'contact'],
    ['', null],
    [undefined, null],
    [null, null],
    ['a.b', null],
    ['../etc', null],
    ['关于', null],
    ['x'.repeat(64), 'x'.repeat(64)],
    ['x'.repeat(65), null],
  ])('%p -> %p', (segment, expected) => {
    expect(contentPageName(segment)).toBe(expected);
  });

  test('the blog index is a content page', () => {
    expect(contentPageName(BLOG_PAGE_NAME)).toBe('blog');
  });
});
