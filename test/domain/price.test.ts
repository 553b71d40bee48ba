import { displayPrice, percentOff, priceText } from '@/domain/price';
import { formatMoney } from '@/domain/money';

describe('displayPrice (spec 9)', () => {
  test.each([
    // minor, code, base, display, rate -> minor, code
    [8900, 'CAD', 'CAD', 'CAD', null, 8900, 'CAD'],
    [8900, 'CAD', null, 'USD', null, 8900, 'CAD'],
    [8900, 'CAD', 'CAD', 'USD', '0.7300', 6497, 'USD'],
    [8900, 'CAD', 'CAD', 'JPY', '108.40', 9648, 'JPY'],
    [8900, 'CAD', 'CAD', 'BHD', '0.275', 24475, 'BHD'],
    [8900, 'USD', 'CAD', 'CNY', '5.25', 8900, 'USD'],
    [8900, 'cad', 'CAD', 'cad', '1', 8900, 'CAD'],
  ] as const)('%i %s (base %s) shown in %s at %s', (minor, code, base, display, rate, outMinor, outCode) => {
    expect(displayPrice(minor, code, { baseCurrency: base, displayCurrency: display, rate })).toEqual({
      minor: outMinor,
      currencyCode: outCode,
    });
  });

  test('fraction digits follow the display currency: 0 JPY, 3 BHD, 2 default', () => {
    const at = (display: string, rate: string) => {
      const p = displayPrice(8900, 'CAD', { baseCurrency: 'CAD', displayCurrency: display, rate });
      return formatMoney(p.minor, p.currencyCode);
    };
    expect(at('JPY', '108.40')).toBe('¥9,648');
    expect(at('BHD', '0.275')).toBe('BHD 24.475');
    expect(at('USD', '0.73')).toBe('$64.97');
  });
});

describe('priceText: one rule for every amount shown', () => {
  test.each([
    // minor, code, base, display, rate, locale -> text
    [8900, 'CAD', 'CAD', 'CAD', null, 'en', 'CA$89.00'],
    [8900, 'CAD', 'CAD', 'USD', null, 'en', 'CA$89.00'],
    [8900, 'CAD', 'CAD', 'USD', '0.7300', 'en', '≈ $64.97'],
    [6675, 'CAD', 'CAD', 'USD', '0.7300', 'zh', '≈ US$48.73'],
    [8900, 'CAD', 'CAD', 'JPY', '108.40', 'en', '≈ ¥9,648'],
    [8900, 'cad', 'CAD', 'cad', '1', 'en', 'CA$89.00'],
    // an amount in another currency than the base one is never converted, so never approximate
    [8900, 'USD', 'CAD', 'CNY', '5.25', 'en', '$89.00'],
  ] as const)('%i %s (base %s) in %s at %s, %s -> %s', (minor, code, base, display, rate, locale, text) => {
    expect(priceText(minor, code, { baseCurrency: base, displayCurrency: display, rate }, locale)).toBe(text);
  });
});

describe('percentOff', () => {
  test.each([
    [750, 1000, 25],
    [999, 1000, 0],
    [1000, 1000, 0],
    [1200, 1000, 0],
    [0, 0, 0],
    [1, 3, 66],
  ])('%i of %i -> %i%%', (price, list, pct) => {
    expect(percentOff(price, list)).toBe(pct);
  });
});
