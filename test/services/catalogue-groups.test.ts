/** Categories, brands and tags as the app reads them (services/catalogue-groups.ts). */
import { normalizeCategory } from '@/services/catalogue-groups';

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
