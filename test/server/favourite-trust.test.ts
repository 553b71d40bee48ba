import { trustedSave } from '../../server/api/models/favourites';

const product = { price: 800, listPrice: 1000, currencyCode: 'CAD' };

describe('trustedSave: a device’s saved price and currency, as far as the product vouches for them', () => {
  test.each([
    // saved price, currency, kept price, kept currency
    [800, 'CAD', 800, 'CAD'],
    [1000, 'CAD', 1000, 'CAD'],
    [900, 'CAD', 900, 'CAD'],
    [799, 'CAD', 800, 'CAD'],
    [1001, 'CAD', 800, 'CAD'],
    [100000000, 'CAD', 800, 'CAD'],
    [0, 'CAD', 800, 'CAD'],
    [900, 'ZZZ', 800, 'CAD'],
    [900, 'USD', 800, 'CAD'],
  ])('%i %s: %i %s', (savedPrice, currencyCode, price, currency) => {
    expect(trustedSave({ savedPrice, currencyCode }, product)).toEqual({ savedPrice: price, currencyCode: currency });
  });
});
