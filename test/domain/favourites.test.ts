import type { FavouriteEntry } from '@api-types';
import { MAX_FAVOURITES } from '@api-types';
import {
  favouriteState,
  mergeFavourites,
  normalizeFavourites,
  readFavourites,
  toggleFavourite,
} from '@/domain/favourites';

const e = (productId: number, savedAt: string, savedPrice = 100, currencyCode = 'CAD'): FavouriteEntry => ({
  productId,
  savedPrice,
  currencyCode,
  savedAt: `2026-01-${savedAt}T00:00:00.000Z`,
});
const ids = (list: FavouriteEntry[]) => list.map((x) => x.productId);

describe('mergeFavourites(account, device)', () => {
  test.each<[string, FavouriteEntry[], FavouriteEntry[], number[]]>([
    ['both empty', [], [], []],
    ['device only', [], [e(1, '01'), e(2, '02')], [2, 1]],
    ['account only', [e(1, '01')], [], [1]],
    ['union, newest first', [e(1, '01'), e(3, '03')], [e(2, '02')], [3, 2, 1]],
    ['a product in both is kept once', [e(1, '05')], [e(1, '02')], [1]],
    ['repeats within one side kept once', [], [e(1, '02'), e(1, '03')], [1]],
  ])('%s', (_, account, device, expected) => {
    expect(ids(mergeFavourites(account, device))).toEqual(expected);
  });

  test.each<[string, FavouriteEntry, FavouriteEntry, number]>([
    ['the device saved it earlier: its price stays', e(1, '05', 500), e(1, '02', 200), 200],
    ['the account saved it earlier: its price stays', e(1, '02', 300), e(1, '05', 900), 300],
    ['same time: the account’s', e(1, '02', 300), e(1, '02', 900), 300],
  ])('%s', (_, account, device, price) => {
    expect(mergeFavourites([account], [device])[0].savedPrice).toBe(price);
  });

  test(`over ${MAX_FAVOURITES}: the newest stay`, () => {
    const account = Array.from({ length: MAX_FAVOURITES }, (_, i) => ({
      ...e(i + 1, '01'),
      savedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    const device = [{ ...e(9999, '01'), savedAt: '2026-06-01T00:00:00.000Z' }];
    const merged = mergeFavourites(account, device);
    expect(merged).toHaveLength(MAX_FAVOURITES);
    expect(merged[0].productId).toBe(9999);
    expect(ids(merged)).not.toContain(1); // the oldest went
  });
});

describe('toggleFavourite', () => {
  test.each<[string, FavouriteEntry[], FavouriteEntry, boolean, number[]]>([
    ['save into an empty list', [], e(1, '03'), true, [1]],
    ['save puts the newest first', [e(1, '01')], e(2, '03'), true, [2, 1]],
    ['remove', [e(1, '01'), e(2, '02')], e(1, '09'), false, [2]],
    ['remove one not there', [e(1, '01')], e(5, '09'), false, [1]],
  ])('%s', (_, list, entry, on, expected) => {
    expect(ids(toggleFavourite(list, entry, on))).toEqual(expected);
  });
  test('saving one already saved keeps its first save (and price)', () => {
    expect(toggleFavourite([e(1, '01', 100)], e(1, '09', 999), true)).toEqual([e(1, '01', 100)]);
  });
});

describe('favouriteState: "now CA$x, was CA$y when you saved it", "out of stock"', () => {
  const saved = e(1, '01', 1000);
  test.each<[string, Parameters<typeof favouriteState>[1], ReturnType<typeof favouriteState>]>([
    ['gone from the store', null, { kind: 'gone' }],
    ['out of stock', { price: 900, currencyCode: 'CAD', available: false }, { kind: 'outOfStock', now: 900 }],
    ['same price', { price: 1000, currencyCode: 'CAD', available: true }, { kind: 'available', now: 1000, was: null }],
    ['cheaper now', { price: 800, currencyCode: 'CAD', available: true }, { kind: 'available', now: 800, was: 1000 }],
    ['dearer now', { price: 1200, currencyCode: 'CAD', available: true }, { kind: 'available', now: 1200, was: 1000 }],
    [
      'another currency: no comparison',
      { price: 700, currencyCode: 'USD', available: true },
      { kind: 'available', now: 700, was: null },
    ],
  ])('%s', (_, product, expected) => {
    expect(favouriteState(saved, product)).toEqual(expected);
  });
});

describe('readFavourites: a device’s stored list, malformed entries dropped', () => {
  test.each<[string, unknown, number[]]>([
    ['nothing stored', undefined, []],
    ['not a list', { productId: 1 }, []],
    ['good entries, newest first', [e(1, '01'), e(2, '02')], [2, 1]],
    ['a string id', [{ ...e(1, '01'), productId: '1' }], []],
    ['a zero id', [{ ...e(1, '01'), productId: 0 }], []],
    ['a fractional price', [{ ...e(1, '01'), savedPrice: 1.5 }], []],
    ['a bad currency', [{ ...e(1, '01'), currencyCode: 'dollars' }], []],
    ['a bad date', [{ ...e(1, '01'), savedAt: 'soon' }], []],
    ['null among good', [null, e(3, '01')], [3]],
    ['repeats kept once', [e(1, '01'), e(1, '02')], [1]],
  ])('%s', (_, raw, expected) => {
    expect(ids(readFavourites(raw))).toEqual(expected);
  });
  test('drops unknown fields', () => {
    expect(readFavourites([{ ...e(1, '01'), extra: 'x' }])).toEqual([e(1, '01')]);
  });
});

describe('normalizeFavourites', () => {
  test('stable for equal times', () => {
    expect(ids(normalizeFavourites([e(2, '01'), e(1, '01')]))).toEqual([2, 1]);
  });
});
