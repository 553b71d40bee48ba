/**
 * The mini-program's field vitals (src/platform/field-vitals.weapp.ts), with WeChat's performance
 * API and Taro.request stood in at the edge: its entries are sent per page, by route pattern, to
 * POST /rum once the launch has settled and the store's rate (GET /rum) picks the launch; a rate
 * of 0 sends nothing.
 */
import Taro from '@tarojs/taro';
import { startFieldVitals } from '@/platform/field-vitals.weapp';
import { resetTaro } from '../support/taro';

const request = Taro.request as unknown as jest.Mock;
type Observer = (list: { getEntries(): unknown[] }) => void;

function launch(sampleRate: unknown) {
  let observer: Observer = () => undefined;
  const observed: string[][] = [];
  (Taro as unknown as { getPerformance: () => unknown }).getPerformance = () => ({
    createObserver: (cb: Observer) => {
      observer = cb;
      return { observe: (o: { entryTypes: string[] }) => observed.push(o.entryTypes) };
    },
  });
  request.mockImplementation(async (o: { method: string }) => ({
    statusCode: 200,
    header: {},
    data: o.method === 'GET' ? { sampleRate } : '',
  }));
  startFieldVitals('https://shop.example');
  return { entries: (...e: unknown[]) => observer({ getEntries: () => e }), observed };
}

const posts = () =>
  request.mock.calls
    .map(([o]) => o as { method: string; url: string; data: string })
    .filter((o) => o.method === 'POST');

beforeEach(() => {
  resetTaro();
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(0.05);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (Taro as unknown as { getPerformance?: unknown }).getPerformance;
});

test('launch, first render and route entries go out per page, as route patterns, once the rate picks the launch', async () => {
  const { entries, observed } = launch(0.1);
  expect(observed).toEqual([['navigation', 'render']]);
  entries(
    { name: 'appLaunch', entryType: 'navigation', duration: 812.4, path: 'pages/home/index' },
    { name: 'firstRender', entryType: 'render', duration: 240, path: 'pages/home/index' },
    { name: 'route', entryType: 'navigation', duration: 95, path: 'pages/store/product/index' },
    { name: 'firstRender', entryType: 'render', duration: 130, path: 'pages/store/product/index' },
    { name: 'evaluateScript', entryType: 'script', duration: 50, path: 'pages/home/index' },
  );
  expect(posts()).toEqual([]);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(request.mock.calls[0][0]).toMatchObject({ url: 'https://shop.example/rum', method: 'GET' });
  expect(posts().map((p) => [p.url, JSON.parse(p.data)])).toEqual([
    [
      'https://shop.example/rum',
      {
        v: 1,
        platform: 'weapp',
        route: '/',
        metrics: [
          { name: 'appLaunch', value: 812 },
          { name: 'firstRender', value: 240 },
        ],
      },
    ],
    [
      'https://shop.example/rum',
      {
        v: 1,
        platform: 'weapp',
        route: '/store/product',
        metrics: [
          { name: 'route', value: 95 },
          { name: 'firstRender', value: 130 },
        ],
      },
    ],
  ]);
});

test.each([[0], [0.01], ['off'], [null]])('a store rate of %p sends nothing', async (rate) => {
  const { entries } = launch(rate);
  entries({ name: 'appLaunch', entryType: 'navigation', duration: 812, path: 'pages/home/index' });
  await jest.advanceTimersByTimeAsync(10_000);
  expect(posts()).toEqual([]);
});

test('without a performance API, or without an API origin, it asks and sends nothing', async () => {
  startFieldVitals('https://shop.example');
  await jest.advanceTimersByTimeAsync(10_000);
  expect(request).not.toHaveBeenCalled();
  (Taro as unknown as { getPerformance: () => unknown }).getPerformance = () => {
    throw new Error('must not be asked without an origin');
  };
  startFieldVitals('');
  await jest.advanceTimersByTimeAsync(10_000);
  expect(request).not.toHaveBeenCalled();
});
