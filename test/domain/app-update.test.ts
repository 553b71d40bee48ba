import {
  CHUNK_RELOAD_WINDOW_MS,
  UPDATE_ACTION,
  UPDATE_TEXT,
  applyUpdateOnNavigation,
  isChunkLoadError,
  isCheckoutOrPayment,
  reloadForMissingChunk,
  checkForUpdateAtStart,
  shouldCheckForUpdate,
  UPDATE_CHECK_MS,
} from '@/domain/app-update';

describe('safe updates', () => {
  it('texts', () => {
    expect(`${UPDATE_TEXT} — ${UPDATE_ACTION}`).toBe('A new version is available — Reload');
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(30_000);
  });

  it.each<[string, boolean]>([
    ['/checkout/checkout', true],
    ['/checkout/payment?orderId=3', true],
    ['/checkout/campaignCheckout', true],
    ['/checkout/campaignPayment/', true],
    ['/checkout/cart', false],
    ['/checkout', false],
    ['/store/product/3', false],
    ['/', false],
  ])('isCheckoutOrPayment(%s) -> %s', (path, expected) => {
    expect(isCheckoutOrPayment(path)).toBe(expected);
  });

  it.each<[boolean, string, string, boolean]>([
    [true, '/', '/store/productlist', true],
    [true, '/store/product/3', '/checkout/cart', true],
    [true, '/checkout/cart', '/checkout/checkout', false],
    [true, '/checkout/checkout', '/checkout/payment', false],
    [true, '/checkout/payment?orderId=3', '/confirmation/3', false],
    [true, '/store/productlist?cat=a', '/store/productlist?cat=b', false],
    [false, '/', '/store/productlist', false],
  ])('waiting=%s %s -> %s: apply %s', (updateWaiting, from, to, expected) => {
    expect(applyUpdateOnNavigation({ updateWaiting, from, to })).toBe(expected);
  });

  const NOW = 1_800_000_000_000;
  it.each<[number | null, number, boolean, boolean]>([
    [null, NOW, true, true],
    [NOW - 5_000, NOW, true, false],
    [NOW - 29_999, NOW, true, false],
    [NOW - 30_000, NOW, true, true],
    [NOW + 60_000, NOW, true, true],
    [Number.NaN, NOW, true, true],
    [null, NOW, false, false],
  ])('reloadForMissingChunk(last %s, now %s, online %s) -> %s', (last, now, online, expected) => {
    expect(reloadForMissingChunk(last, now, online)).toBe(expected);
  });

  it.each<[number | null, number, boolean]>([
    [null, NOW, false],
    [Number.NaN, NOW, false],
    [NOW, NOW, true],
    [NOW - 29_999, NOW, true],
    [NOW - 30_000, NOW, false],
    [NOW + 1, NOW, false],
  ])('checkForUpdateAtStart(reloaded %s, now %s) -> %s (within the 30 s of a chunk reload)', (at, now, expected) => {
    expect(checkForUpdateAtStart(at, now)).toBe(expected);
  });

  it.each<[number, number, boolean]>([
    [0, 29 * 60 * 1000, false],
    [0, 30 * 60 * 1000, true],
    [10 * 60 * 1000, 5 * 60 * 1000, true],
  ])('shouldCheckForUpdate(last %i, now %i) -> %s (every 30 minutes)', (last, now, expected) => {
    expect(UPDATE_CHECK_MS).toBe(30 * 60 * 1000);
    expect(shouldCheckForUpdate(last, now)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    [
      Object.assign(new Error('Loading chunk 2030 failed.\n(error: https://shop.example/js/2030.fcadf622.js)'), {
        name: 'ChunkLoadError',
      }),
      true,
    ],
    [new Error('Loading chunk 2030 failed.'), true],
    [new Error('Loading CSS chunk 439 failed.\n(/css/439.66c69c00.css)'), true],
    [new Error('Network error, please try again'), false],
    [new TypeError('x is undefined'), false],
    ['Loading chunk 1 failed.', false],
    [null, false],
  ])('isChunkLoadError(%p) -> %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
