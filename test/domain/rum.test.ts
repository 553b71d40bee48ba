/** Field vitals' rules: the sample rate, the route pattern reported, the beacon body and how the server reads it. */
import { RUM_MAX_BYTES, isSampled, parseRumBeacon, routePattern, rumBeacon, sampleRateOf } from '@/domain/rum';

describe('sampleRateOf: a setting the store can turn off', () => {
  test.each([
    ['0.1', 0.1],
    [0.25, 0.25],
    ['1', 1],
    [3, 1],
    ['0', 0],
    [-1, 0],
    ['', 0],
    ['  ', 0],
    ['off', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{}, 0],
  ])('%p -> %p', (raw, rate) => expect(sampleRateOf(raw)).toBe(rate));
});

describe('isSampled', () => {
  test.each([
    [0, 0, false],
    [0, 0.99, false],
    [1, 0, true],
    [1, 0.999, true],
    [0.1, 0.05, true],
    [0.1, 0.1, false],
    [0.1, 0.5, false],
  ])('rate %p, draw %p -> %p', (rate, draw, sampled) => expect(isSampled(rate, draw)).toBe(sampled));
});

describe('routePattern: the route, never the address', () => {
  test.each([
    ['/', '/'],
    ['/?lang=zh', '/'],
    ['/home', '/home'],
    ['/store/product/42?from=share&rid=MJDEMO01', '/store/product/:id'],
    ['/store/product?id=42', '/store/product'],
    ['/confirmation/1234#top', '/confirmation/:id'],
    ['/store/brand/Maple%20Farms', '/store/brand/:name'],
    ['/about', '/:pageName'],
    ['/user/orders', '/user/orders'],
    ['/account/resetPassword?token=secret', '/account/resetPassword'],
    // mini-program page paths
    ['pages/home/index', '/'],
    ['pages/store/product/index', '/store/product'],
    ['/pages/checkout/cart/index', '/checkout/cart'],
    ['pages/general/page/index', '/:pageName'],
    // nothing the route table answers
    ['/no/such/path', null],
    ['/store/product/1/extra', null],
  ])('%s -> %p', (url, pattern) => expect(routePattern(url)).toBe(pattern));
});

describe('rumBeacon: the body a visit sends', () => {
  test('known metrics once each (the last wins), rounded; the route pattern', () => {
    expect(
      rumBeacon('h5', '/store/product/42?rid=X', [
        { name: 'LCP', value: 1200.4 },
        { name: 'LCP', value: 1534.6 },
        { name: 'CLS', value: 0.012345 },
        { name: 'TTFB', value: 80.2 },
        { name: 'FID', value: 3 },
        { name: 'INP', value: Number.NaN },
        { name: 'FCP', value: -1 },
      ]),
    ).toEqual({
      v: 1,
      platform: 'h5',
      route: '/store/product/:id',
      metrics: [
        { name: 'LCP', value: 1535 },
        { name: 'CLS', value: 0.0123 },
        { name: 'TTFB', value: 80 },
      ],
    });
  });

  test.each([
    ['an address outside the route table', 'h5', '/nowhere/at/all', [{ name: 'LCP', value: 1 }]],
    ['nothing measured', 'h5', '/', []],
    ['only metrics of the other platform', 'weapp', 'pages/home/index', [{ name: 'LCP', value: 1 }]],
  ] as const)('nothing to send: %s', (_why, platform, url, measured) => {
    expect(rumBeacon(platform, url, measured)).toBeNull();
  });

  test('the mini-program: launch, first render and route by page path', () => {
    expect(
      rumBeacon('weapp', 'pages/store/product/index', [
        { name: 'appLaunch', value: 812.2 },
        { name: 'firstRender', value: 240 },
        { name: 'route', value: 95 },
      ]),
    ).toEqual({
      v: 1,
      platform: 'weapp',
      route: '/store/product',
      metrics: [
        { name: 'appLaunch', value: 812 },
        { name: 'firstRender', value: 240 },
        { name: 'route', value: 95 },
      ],
    });
  });

  test('what the app sends, the server reads back', () => {
    const beacon = rumBeacon('h5', '/about', [{ name: 'INP', value: 96 }])!;
    expect(parseRumBeacon(JSON.stringify(beacon))).toEqual({ ok: true, beacon });
  });
});

describe('parseRumBeacon: what the server refuses', () => {
  const good = { v: 1, platform: 'h5', route: '/', metrics: [{ name: 'LCP', value: 900 }] };
  const body = (patch: Record<string, unknown>) => JSON.stringify({ ...good, ...patch });
  test.each([
    ['too long', 'x'.repeat(RUM_MAX_BYTES + 1), 'too long'],
    ['not JSON', '{"v":1,', 'not JSON'],
    ['an array', '[]', 'not an object'],
    ['null', 'null', 'not an object'],
    ['another field (an address)', body({ url: '/store/product/42' }), 'unknown field'],
    ['another version', body({ v: 2 }), 'unknown version'],
    ['another platform', body({ platform: 'android' }), 'unknown platform'],
    ['an address, not a pattern', body({ route: '/store/product/42' }), 'unknown route'],
    ['a route not in the table', body({ route: '/admin' }), 'unknown route'],
    ['no metrics', body({ metrics: [] }), 'no metrics'],
    ['metrics not a list', body({ metrics: { LCP: 1 } }), 'no metrics'],
    ['a metric with more fields', body({ metrics: [{ name: 'LCP', value: 1, email: 'a@b.c' }] }), 'malformed metric'],
    ['an unknown metric', body({ metrics: [{ name: 'FID', value: 1 }] }), 'unknown metric'],
    ["the other platform's metric", body({ metrics: [{ name: 'appLaunch', value: 1 }] }), 'unknown metric'],
    [
      'a metric twice',
      body({
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
      'unknown metric',
    ],
    ['a negative value', body({ metrics: [{ name: 'LCP', value: -5 }] }), 'value out of range'],
    ['a string value', body({ metrics: [{ name: 'LCP', value: '5' }] }), 'value out of range'],
    ['an hour-long LCP', body({ metrics: [{ name: 'LCP', value: 3_600_000 }] }), 'value out of range'],
  ])('%s', (_why, text, reason) => {
    expect(parseRumBeacon(text)).toEqual({ ok: false, reason });
  });

  test('the pattern of a page with a parameter is accepted', () => {
    expect(parseRumBeacon(body({ route: '/store/product/:id' })).ok).toBe(true);
  });
});
