import {
  changedSteps,
  planBuyAgain,
  selectionOfPair,
  unitPriceNow,
  type LineNow,
  type PastLine,
} from '@/domain/buyAgain';

const line = (quantity: number, unitPrice = 500, productId = 1, optionPair = ''): PastLine => ({
  productId,
  name: `P${productId}`,
  optionPair,
  quantity,
  unitPrice,
});
const now = (unitPrice: number, stock: number): LineNow => ({ unitPrice, stock });

describe('planBuyAgain: what changed since the order (price, out of stock, gone)', () => {
  test.each<
    [string, PastLine, LineNow | null, { status: string; add: number; price: { was: number; now: number } | null }]
  >([
    ['same price, in stock', line(2), now(500, 10), { status: 'same', add: 2, price: null }],
    ['dearer today', line(2), now(650, 10), { status: 'same', add: 2, price: { was: 500, now: 650 } }],
    ['cheaper today', line(1), now(400, 3), { status: 'same', add: 1, price: { was: 500, now: 400 } }],
    ['exactly the stock', line(3), now(500, 3), { status: 'same', add: 3, price: null }],
    ['fewer left than ordered', line(5), now(500, 2), { status: 'short', add: 2, price: null }],
    ['fewer left and dearer', line(5), now(550, 2), { status: 'short', add: 2, price: { was: 500, now: 550 } }],
    ['out of stock', line(1), now(500, 0), { status: 'outOfStock', add: 0, price: null }],
    ['negative stock reads as none', line(1), now(500, -2), { status: 'outOfStock', add: 0, price: null }],
    ['gone from the store', line(1), null, { status: 'gone', add: 0, price: null }],
  ])('%s', (_, past, n, expected) => {
    expect(planBuyAgain([past], [n])[0]).toMatchObject(expected);
  });

  test('line by line, in order', () => {
    const steps = planBuyAgain([line(1, 500, 1), line(2, 300, 2), line(1, 100, 3)], [now(500, 9), null, now(120, 0)]);
    expect(steps.map((s) => [s.line.productId, s.status, s.add])).toEqual([
      [1, 'same', 1],
      [2, 'gone', 0],
      [3, 'outOfStock', 0],
    ]);
    expect(changedSteps(steps).map((s) => s.line.productId)).toEqual([2, 3]);
  });
});

describe('unitPriceNow: today’s price with the line’s options', () => {
  const options = [
    { name: 'size', values: [{ value: 'S' }, { value: 'L', priceDelta: 200 }] },
    { name: 'colour', values: [{ value: 'Red' }, { value: 'Blue', priceDelta: 50 }] },
  ];
  test.each<[string, string, number | null]>([
    ['plain values', 'size:S|colour:Red', 1000],
    ['values that cost more', 'size:L|colour:Blue', 1250],
    ['the order of the pair does not matter', 'colour:Blue|size:S', 1050],
    ['a value no longer offered', 'size:XL|colour:Red', null],
    ['an option no longer offered', 'size:S|colour:Red|fit:Slim', null],
    ['an option the order did not name', 'size:S', null],
  ])('%s', (_, pair, expected) => {
    expect(unitPriceNow(1000, options, pair)).toBe(expected);
  });
  test('a product without options', () => {
    expect(unitPriceNow(700, [], '')).toBe(700);
  });
});

describe('selectionOfPair', () => {
  test.each<[string, Record<string, string>]>([
    ['', {}],
    ['size:M', { size: 'M' }],
    ['size:M|colour:Red', { size: 'M', colour: 'Red' }],
    ['size:|:M|bad', {}],
  ])('%p', (pair, expected) => {
    expect(selectionOfPair(pair)).toEqual(expected);
  });
});
