/** Categories, brands and tags as the app reads them (services/catalogue-groups.ts). */
import { CATEGORY_DESCRIPTION_MAX, normalizeCategory, normalizeCategoryDetail } from '@/services/catalogue-groups';

describe('normalizeCategory', () => {
  test('a category tree keeps good nodes, drops nameless ones', () => {
    const c = normalizeCategory({
      name: 'tea',
      displayName: 'Tea',
      productCount: 120,
      imageURL: '/media/categories/tea.svg',
      width: 300,
      height: 300,
      children: [
        { name: 'green-tea', displayName: 'Green Tea', productCount: '12', children: [] },
        { displayName: 'x' },
      ],
    })!;
    expect(c.name).toBe('tea');
    expect(c.image).toEqual({ url: '/media/categories/tea.svg', width: 300, height: 300, alt: 'Tea' });
    expect(c.children.map((x) => [x.name, x.productCount, x.image])).toEqual([['green-tea', 12, null]]);
  });
});

describe('normalizeCategoryDetail (category/{name}: the category page)', () => {
  test.each([
    ['Green Tea, Black Tea and more.', 'Green Tea, Black Tea and more.'],
    ['  two\n lines\t here ', 'two lines here'],
    [undefined, ''],
    [42, ''],
    [`${'word '.repeat(100)}end`, `${'word '.repeat(79)}word…`],
  ])("a category page's description %j -> %j (plain text, one line, cut at a word)", (description, shown) => {
    const c = normalizeCategoryDetail({ name: 'tea', displayName: 'Tea', description, children: [] })!;
    expect(c.description).toBe(shown);
    expect(c.description.length).toBeLessThanOrEqual(CATEGORY_DESCRIPTION_MAX + 1);
  });

  test("a category page's answer without a name is no category", () => {
    expect(normalizeCategoryDetail({ displayName: 'x', description: 'y' })).toBeNull();
  });
});
