import type { MenuItem } from '@api-types';
import { menuEntries, subMenuMarker, toggleOpenSubMenu } from '@/domain/menu';

const item = (name: string, link: string | null, extra: Partial<MenuItem> = {}): MenuItem => ({
  name,
  nameContent: { en: name, zh: `${name}（中）` },
  link,
  linkActionType: 'INTERNAL_LINK',
  ...extra,
});

describe('menuEntries (spec 2.3, 2.4, 5)', () => {
  const fifteen = Array.from({ length: 15 }, (_, i) => item(`Category ${i}`, `products/c${i}`));
  const twelve = fifteen.slice(0, 12);
  const menu: MenuItem[] = [
    item('Home', 'home'),
    { name: 'Shop', nameContent: { en: 'Shop', zh: '选购' }, link: null, subMenu: fifteen },
    { name: 'Few', link: null, subMenu: twelve },
    item('A menu label that is far too long', 'page/about'),
    item('Weekly Flyer', null),
    item('Recipes', 'https://example.com/r', { linkActionType: 'EXTERNAL_LINK' }),
    item('Bad', 'javascript:alert(1)'),
    item('Teas', 'products/tea%26sort=price'),
  ];
  const entries = menuEntries(menu, 'en');

  it.each([
    [0, 'Home', { kind: 'internal', url: '/home' }],
    [1, 'Shop', { kind: 'submenu' }],
    [3, 'A menu label that is...', { kind: 'internal', url: '/about' }],
    [4, 'Weekly Flyer', { kind: 'text' }],
    [5, 'Recipes', { kind: 'external', url: 'https://example.com/r' }],
    [6, 'Bad', { kind: 'text' }],
    [7, 'Teas', { kind: 'internal', url: '/store/productlist?cat=tea&sort=price' }], // %26 starts the sort (spec 2.3)
  ])('item %d: label %j, action %j', (i, label, action) => {
    expect(entries[i].label).toBe(label);
    expect(entries[i].action).toEqual(action);
  });

  it('keeps the full label apart from the truncated one (menu 20 characters)', () => {
    expect(entries[3].fullLabel).toBe('A menu label that is far too long');
  });

  it('sub-menu entries are cut at 24 characters', () => {
    const [e] = menuEntries([{ name: 'P', link: null, subMenu: [item('abcdefghijklmnopqrstuvwxyz', 'x')] }], 'en');
    expect(e.children[0].label).toBe('abcdefghijklmnopqrstuvwx...');
  });

  it.each([
    [1, 15, true],
    [2, 12, false],
    [0, 0, false],
  ])('item %d has %d children, wide: %s (more than 12)', (i, n, wide) => {
    expect(entries[i].children).toHaveLength(n);
    expect(entries[i].wide).toBe(wide);
  });

  it('ids are position paths, unique across the tree', () => {
    expect(entries[1].id).toBe('1');
    expect(entries[1].children[14].id).toBe('1.14');
  });

  it('uses nameContent of the language', () => {
    expect(menuEntries(menu, 'zh')[1].label).toBe('选购');
    expect(menuEntries(menu, 'zh')[2].label).toBe('Few');
  });

  it('no menu -> no entries', () => {
    expect(menuEntries(undefined, 'en')).toEqual([]);
  });
});

describe('one sub-menu open at a time, + / - markers', () => {
  it.each([
    [null, '1', '1'],
    ['1', '1', null],
    ['1', '2', '2'],
  ])('open %j, tap %j -> %j', (open, tap, next) => {
    expect(toggleOpenSubMenu(open, tap)).toBe(next);
  });
  it.each([
    [true, '-'],
    [false, '+'],
  ])('open %s -> %s', (open, marker) => {
    expect(subMenuMarker(open)).toBe(marker);
  });
});
