import {
  MAX_RECENT,
  pushRecent,
  readRecent,
  recentName,
  recentStorageKey,
  type RecentProduct,
} from '@/domain/recentlyViewed';

const p = (id: number, extra: Partial<RecentProduct> = {}): RecentProduct => ({
  id,
  names: { en: `P${id}` },
  price: 100 * id,
  listPrice: 100 * id,
  currencyCode: 'CAD',
  thumbnail: { url: `/media/p/${id}.svg`, width: 300, height: 300 },
  viewedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const ids = (l: RecentProduct[]) => l.map((x) => x.id);
const many = (n: number) => Array.from({ length: n }, (_, i) => p(i + 1));

describe('pushRecent: the last 20 products opened, newest first', () => {
  test.each<[string, RecentProduct[], number, number[]]>([
    ['first view', [], 1, [1]],
    ['a new one goes first', [p(1), p(2)], 3, [3, 1, 2]],
    ['opening one again moves it first, once', [p(1), p(2), p(3)], 2, [2, 1, 3]],
    ['already first stays first', [p(1), p(2)], 1, [1, 2]],
    ['the 21st pushes the oldest out', many(MAX_RECENT), 99, [99, ...ids(many(MAX_RECENT - 1))]],
  ])('%s', (_, list, id, expected) => {
    expect(ids(pushRecent(list, p(id)))).toEqual(expected);
  });
  test('a view in another language keeps the names seen before', () => {
    const list = pushRecent([p(1, { names: { en: 'Green tea' } })], p(1, { names: { zh: '绿茶' }, price: 90 }));
    expect(list[0].names).toEqual({ en: 'Green tea', zh: '绿茶' });
    expect(list[0].price).toBe(90);
  });
  test('max 0 keeps nothing', () => {
    expect(pushRecent([p(1)], p(2), 0)).toEqual([]);
  });
});

describe('recentName', () => {
  test.each<[RecentProduct['names'], 'en' | 'zh', string]>([
    [{ en: 'Tea', zh: '茶' }, 'zh', '茶'],
    [{ en: 'Tea', zh: '茶' }, 'en', 'Tea'],
    [{ en: 'Tea' }, 'zh', 'Tea'],
    [{ zh: '茶' }, 'en', '茶'],
  ])('%p in %s → %s', (names, locale, expected) => {
    expect(recentName(p(1, { names }), locale)).toBe(expected);
  });
});

describe('readRecent: a stored list, malformed entries dropped', () => {
  test.each<[string, unknown, number[]]>([
    ['nothing', undefined, []],
    ['not a list', { 1: p(1) }, []],
    ['good', [p(1), p(2)], [1, 2]],
    ['repeats kept once', [p(1), p(1)], [1]],
    ['a string id', [{ ...p(1), id: '1' }], []],
    ['no name', [{ ...p(1), names: {} }], []],
    ['a bad price', [{ ...p(1), price: -1 }], []],
    ['a bad currency', [{ ...p(1), currencyCode: 'C' }], []],
    ['a bad date', [{ ...p(1), viewedAt: 'x' }], []],
    ['null among good', [null, p(4)], [4]],
    ['more than 20', many(30), ids(many(MAX_RECENT))],
  ])('%s', (_, raw, expected) => {
    expect(ids(readRecent(raw))).toEqual(expected);
  });
  test('a malformed picture reads as none', () => {
    expect(readRecent([{ ...p(1), thumbnail: { url: 5 } }])[0].thumbnail).toBeNull();
  });
});

describe('recentStorageKey: one list per store', () => {
  test.each<[string | null | undefined, string]>([
    ['caid-1', 'istore.recentlyViewed.caid-1'],
    [null, 'istore.recentlyViewed.default'],
    ['', 'istore.recentlyViewed.default'],
    ['a b/c', 'istore.recentlyViewed.a_b_c'],
  ])('%p → %s', (id, key) => {
    expect(recentStorageKey(id)).toBe(key);
  });
});
