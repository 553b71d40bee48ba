import {
  convertMinor,
  currencySymbol,
  formatMinorAmount,
  formatMoney,
  fractionDigits,
  groupThousands,
  multiplyMinor,
  sumMinor,
} from '@/domain/money';

describe('fractionDigits (spec 9: default 2, zero for JPY/KRW/VND..., three for BHD/KWD...)', () => {
  it.each([
    ['USD', 2],
    ['CNY', 2],
    ['EUR', 2],
    ['cad', 2],
    ['XYZ', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['CLP', 0],
    ['ISK', 0],
    ['UGX', 0],
    ['XAF', 0],
    ['jpy', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['OMR', 3],
    ['JOD', 3],
    ['TND', 3],
    ['LYD', 3],
    ['IQD', 3],
    ['CLF', 4],
  ])('%s -> %i', (code, digits) => {
    expect(fractionDigits(code)).toBe(digits);
  });
});

describe('formatMoney', () => {
  it.each<[number, string, 'en' | 'zh', string]>([
    [123456, 'USD', 'en', '$1,234.56'],
    [123456, 'USD', 'zh', 'US$1,234.56'],
    [0, 'USD', 'en', '$0.00'],
    [5, 'USD', 'en', '$0.05'],
    [-250, 'USD', 'en', '-$2.50'],
    [100000000, 'USD', 'en', '$1,000,000.00'],
    [1500, 'JPY', 'en', '¥1,500'],
    [1500, 'JPY', 'zh', 'JP¥1,500'],
    [9900, 'CNY', 'zh', '¥99.00'],
    [9900, 'CNY', 'en', 'CN¥99.00'],
    [1999, 'CAD', 'en', 'CA$19.99'],
    [1999, 'EUR', 'en', '€19.99'],
    [1999, 'GBP', 'en', '£19.99'],
    [1999, 'HKD', 'zh', 'HK$19.99'],
    [50000, 'KRW', 'en', '₩50,000'],
    [1234, 'BHD', 'en', 'BHD 1.234'],
    [-1234567, 'KWD', 'en', '-KWD 1,234.567'],
    [1234, 'VND', 'en', 'VND 1,234'],
    [1234, 'SGD', 'en', 'SGD 12.34'],
  ])('%i %s (%s) -> %s', (minor, code, locale, expected) => {
    expect(formatMoney(minor, code, locale)).toBe(expected);
  });

  it.each([[1.5], [NaN], [Infinity], [2 ** 53]])('throws on non-integer %p', (minor) => {
    expect(() => formatMoney(minor, 'USD')).toThrow(TypeError);
  });
});

describe('formatMinorAmount and groupThousands', () => {
  it.each([
    [123456, 'USD', '1,234.56'],
    [-5, 'USD', '-0.05'],
    [1, 'BHD', '0.001'],
    [1234567, 'JPY', '1,234,567'],
  ])('%i %s -> %s', (minor, code, expected) => {
    expect(formatMinorAmount(minor, code)).toBe(expected);
  });
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '1,234'],
    ['123456', '123,456'],
    ['1234567', '1,234,567'],
  ])('%s -> %s', (digits, expected) => {
    expect(groupThousands(digits)).toBe(expected);
  });
  it.each([
    ['USD', '$'],
    ['ABC', 'ABC '],
  ])('symbol %s -> %j', (code, sym) => {
    expect(currencySymbol(code)).toBe(sym);
  });
});

describe('convertMinor: exact, round half away from zero, across fraction digits', () => {
  it.each([
    [10000, 'USD', 'CNY', '7.2345', 72345],
    [1, 'USD', 'CNY', '7.2345', 7],
    [7, 'USD', 'CNY', '0.5', 4], // 3.5 -> 4
    [-7, 'USD', 'CNY', '0.5', -4],
    [5, 'USD', 'CNY', '0.3', 2], // 1.5 -> 2
    [3, 'USD', 'CNY', '0.5', 2], // 1.5 -> 2
    [1, 'USD', 'CNY', '0.49', 0],
    [10000, 'USD', 'JPY', '151.37', 15137],
    [1234, 'USD', 'JPY', '151.37', 1868], // 12.34 * 151.37 = 1867.9058
    [1500, 'JPY', 'USD', '0.0066', 990], // 1500 * 0.0066 = 9.90 USD
    [10000, 'USD', 'BHD', '0.376', 37600],
    [1000, 'BHD', 'USD', '2.659574', 266], // 1.000 BHD = 2.659574 USD -> 266 cents
    [12345, 'USD', 'USD', '1', 12345],
    [12345, 'USD', 'EUR', '0', 0],
    [0, 'USD', 'CNY', '7.2', 0],
    [1, 'USD', 'CNY', '0.1234567890123456789', 0],
    // Floats give 100 here (1.005 * 100 = 100.49999...): exact arithmetic gives 100.5 -> 101.
    [1, 'JPY', 'USD', '1.005', 101],
    // Intermediate product above 2^53: 900719925474 * 7123456789.
    [900719925474, 'USD', 'CNY', '7.123456789', 6416239468105],
  ])('%i %s -> %s at %s = %i', (minor, from, to, rate, expected) => {
    expect(convertMinor(minor, from, to, rate)).toBe(expected);
  });

  it.each([['abc'], ['-1.2'], ['1e3'], [''], ['1.']])('rejects rate %j', (rate) => {
    expect(() => convertMinor(100, 'USD', 'CNY', rate)).toThrow(TypeError);
  });
  it('rejects non-integer amounts', () => {
    expect(() => convertMinor(1.5, 'USD', 'CNY', '7')).toThrow(TypeError);
  });
  it('rejects results beyond safe integers', () => {
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, 'USD', 'CNY', '7')).toThrow(RangeError);
  });
});

describe('sumMinor and multiplyMinor', () => {
  it.each([
    [[], 0],
    [[1, 2, 3], 6],
    [[1999, -500], 1499],
  ])('sum %j -> %i', (amounts, expected) => {
    expect(sumMinor(amounts)).toBe(expected);
  });
  it.each([
    [1999, 3, 5997],
    [1999, 0, 0],
  ])('%i x %i -> %i', (unit, qty, expected) => {
    expect(multiplyMinor(unit, qty)).toBe(expected);
  });
  it.each([
    ['float in sum', () => sumMinor([1, 0.1])],
    ['float unit', () => multiplyMinor(19.99, 2)],
    ['float qty', () => multiplyMinor(1999, 1.5)],
  ])('throws: %s', (_name, fn) => {
    expect(fn).toThrow(TypeError);
  });
  it('throws on overflow', () => {
    expect(() => multiplyMinor(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});
