import { currencyOptions, languageCurrencyChanges } from '@/domain/currency';

const c = (currencyCode: string) => ({ currencyCode });

describe('currencyOptions (spec 2.4: the dropdown shows when currencies exist)', () => {
  it.each([
    [c('CAD'), [c('USD'), c('CNY')], ['CAD', 'USD', 'CNY']],
    [c('CAD'), [c('CAD'), c('USD'), c('USD')], ['CAD', 'USD']],
    [c('CAD'), [], []],
    [c('CAD'), null, []],
    [null, [c('USD')], ['USD']],
    [c(' CAD '), [c(' '), c('EUR')], ['CAD', 'EUR']],
  ])('default %j + %j -> %j', (def, exchange, expected) => {
    expect(currencyOptions(def, exchange)).toEqual(expected);
  });
});

describe('languageCurrencyChanges (Apply changes only what changed)', () => {
  it.each([
    [
      { locale: 'en', currency: 'CAD' },
      { locale: 'en', currency: 'CAD' },
      { locale: null, currency: null },
    ],
    [
      { locale: 'en', currency: 'CAD' },
      { locale: 'zh', currency: 'CAD' },
      { locale: 'zh', currency: null },
    ],
    [
      { locale: 'en', currency: 'CAD' },
      { locale: 'en', currency: 'USD' },
      { locale: null, currency: 'USD' },
    ],
    [
      { locale: 'en', currency: 'CAD' },
      { locale: 'zh', currency: 'JPY' },
      { locale: 'zh', currency: 'JPY' },
    ],
  ])('%j -> %j', (current, chosen, expected) => {
    expect(languageCurrencyChanges(current, chosen)).toEqual(expected);
  });
});
