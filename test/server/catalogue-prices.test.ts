/** Seeded prices are believable: a size's price sits in its part of the category's range. */
import { generateProducts, priceBand, sizeQuantity } from '../../server/api/seed/catalogue-generate';
import { pairs } from '../../server/api/seed/catalogue-data';

describe('sizeQuantity', () => {
  it.each([
    ['330ml', 330],
    ['1L', 1000],
    ['1.5L', 1500],
    ['6 x 250ml', 1500],
    ['2lb', 908],
    ['1kg', 1000],
    ['Half Dozen', 6],
    ['Dozen', 12],
    ['30 Pack', 30],
    ['Box of 6', 6],
    ['Cup', 1],
  ])('%s -> %d', (size, q) => expect(sizeQuantity(size)).toBe(q));
});

test('priceBand: sizes split the range, smallest cheapest', () => {
  const sizes = pairs('1L|1升, 330ml|330毫升, 6 x 250ml|250毫升×6');
  expect(priceBand([300, 1200], sizes, ['330ml', ''])).toEqual([300, 600]);
  expect(priceBand([300, 1200], sizes, ['1L', ''])).toEqual([600, 900]);
  expect(priceBand([300, 1200], sizes, ['6 x 250ml', ''])).toEqual([900, 1200]);
  expect(priceBand([300, 1200], [['', '']], ['', ''])).toEqual([300, 1200]);
});

test('in the seed, a small bottle is never dearer than a big one of the same category', () => {
  const products = generateProducts();
  const juices = products.filter((p) => p.category === 'juice' && !p.clearance);
  const small = juices.filter((p) => p.nameEn.endsWith('330ml')).map((p) => p.listPrice);
  const big = juices.filter((p) => p.nameEn.endsWith('6 x 250ml')).map((p) => p.listPrice);
  expect(small.length).toBeGreaterThan(0);
  expect(big.length).toBeGreaterThan(0);
  expect(Math.max(...small)).toBeLessThan(Math.min(...big));
  // Coconut Water 330 ml at a corner-store price, not CA$17.99
  for (const p of products.filter((x) => /Coconut Water 330ml$/.test(x.nameEn))) expect(p.listPrice).toBeLessThan(700);
});
