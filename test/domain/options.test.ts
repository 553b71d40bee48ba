import {
  choicePicture,
  clampQuantity,
  isComplete,
  isValueAvailable,
  optionPairOf,
  priceWithOptions,
  selectValue,
  stockOf,
} from '@/domain/options';

// the seeded featured tea set: Small/White is sold out
const options = [
  { name: 'size', values: [{ value: 'Small' }, { value: 'Large' }] },
  { name: 'colour', values: [{ value: 'Celadon' }, { value: 'White' }] },
];
const items = [
  { options: { size: 'Small', colour: 'Celadon' }, quantity: 12 },
  { options: { size: 'Small', colour: 'White' }, quantity: 0 },
  { options: { size: 'Large', colour: 'Celadon' }, quantity: 5 },
  { options: { size: 'Large', colour: 'White' }, quantity: 3 },
];

describe('optionPairOf / isComplete', () => {
  test('canonical order whatever the selection order', () => {
    expect(optionPairOf(options, { colour: 'Red', size: 'M' })).toBe('size:M|colour:Red');
    expect(optionPairOf(options, { colour: 'Red' })).toBe('colour:Red');
    expect(optionPairOf(options, {})).toBe('');
    expect(optionPairOf([], {})).toBe('');
  });
  test('complete when every option is chosen', () => {
    expect(isComplete(options, { size: 'Small' })).toBe(false);
    expect(isComplete(options, { size: 'Small', colour: 'White' })).toBe(true);
    expect(isComplete([], {})).toBe(true);
  });
});

describe('isValueAvailable', () => {
  test.each([
    [{}, 'colour', 'White', true],
    [{ size: 'Small' }, 'colour', 'White', false],
    [{ size: 'Small' }, 'colour', 'Celadon', true],
    [{ size: 'Large' }, 'colour', 'White', true],
    [{ colour: 'White' }, 'size', 'Small', false],
    [{ colour: 'White' }, 'size', 'Large', true],
    [{ size: 'Small', colour: 'Celadon' }, 'size', 'Large', true],
  ])('with %j, %s=%s -> %s', (selection, option, value, expected) => {
    expect(isValueAvailable(items, selection, option, value)).toBe(expected);
  });

  test('unknown stock does not disable anything', () => {
    expect(isValueAvailable(null, { size: 'Small' }, 'colour', 'White')).toBe(true);
    expect(isValueAvailable([], { size: 'Small' }, 'colour', 'White')).toBe(true);
  });

  test('everything sold out disables everything', () => {
    const none = items.map((i) => ({ ...i, quantity: 0 }));
    expect(isValueAvailable(none, {}, 'size', 'Large')).toBe(false);
  });
});

describe('selectValue', () => {
  test('chooses, toggles off, and clears a choice that no longer has stock', () => {
    let s = selectValue(items, options, {}, 'colour', 'White');
    expect(s).toEqual({ colour: 'White' });
    s = selectValue(items, options, s, 'size', 'Small');
    expect(s).toEqual({ size: 'Small' }); // Small/White is sold out: White cleared
    s = selectValue(items, options, s, 'size', 'Small');
    expect(s).toEqual({});
  });
});

describe('stockOf / clampQuantity', () => {
  test('sums the selected combinations', () => {
    expect(stockOf(items, { size: 'Large' })).toBe(8);
    expect(stockOf(items, { size: 'Small', colour: 'White' })).toBe(0);
    expect(stockOf(items, {})).toBe(20);
  });
  test.each([
    [0, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [NaN, 5, 1],
    [4, 0, 1],
  ])('clampQuantity(%p, %p) -> %p', (n, max, out) => {
    expect(clampQuantity(n, max)).toBe(out);
  });
});

describe('priceWithOptions: a larger size costs more', () => {
  const options = [
    { name: 'size', values: [{ value: 'Small' }, { value: 'Large', priceDelta: 3000 }] },
    { name: 'colour', values: [{ value: 'Celadon' }, { value: 'White' }] },
  ];
  it.each([
    [{}, 8900],
    [{ size: 'Small' }, 8900],
    [{ size: 'Large' }, 11900],
    [{ size: 'Large', colour: 'White' }, 11900],
    [{ size: 'Huge' }, 8900],
  ])('%j -> %d', (selection, expected) => {
    expect(priceWithOptions(8900, options, selection)).toBe(expected);
  });
});

describe('choicePicture: the picture of what is chosen', () => {
  const pictured = [
    { name: 'size', values: [{ value: 'Small' }, { value: 'Large' }] },
    {
      name: 'colour',
      values: [
        { value: 'Celadon', image: 'celadon.svg' },
        { value: 'White', image: 'white.svg' },
      ],
    },
  ];
  test.each<[string, Record<string, string>, string | null]>([
    ["nothing chosen: the product's own pictures", {}, null],
    ['a size only (no picture of its own)', { size: 'Large' }, null],
    ['White', { colour: 'White' }, 'white.svg'],
    ['Large and Celadon', { size: 'Large', colour: 'Celadon' }, 'celadon.svg'],
    ['a value the product does not offer', { colour: 'Red' }, null],
  ])('%s', (_name, selection, expected) => {
    expect(choicePicture(pictured, selection)).toBe(expected);
  });
  test('options without pictures (an API without them): never one', () => {
    expect(choicePicture(options, { size: 'Small', colour: 'White' })).toBeNull();
  });
});
