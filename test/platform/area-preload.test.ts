/**
 * The area preload (src/platform/navigation.ts) loads one area's chunk at a time after start-up;
 * loading a chunk runs its modules in one task. A shopper's press or key holds the next chunk back
 * for a moment, so its modules do not run under the tap or before the frame that answers it.
 */
import { preloadAreas } from '@/platform/navigation';

type Win = Window & { __taroAppConfig?: { routes: { path: string; load: () => unknown }[] } };

afterEach(() => {
  jest.useRealTimers();
  delete (window as Win).__taroAppConfig;
});

it('after a press the next area chunk waits a second; without one they follow one by one', async () => {
  jest.useFakeTimers();
  const loaded: string[] = [];
  const arrived: (() => void)[] = [];
  const route = (path: string) => ({
    path,
    load: () => (loaded.push(path), new Promise<void>((resolve) => arrived.push(resolve))),
  });
  (window as Win).__taroAppConfig = {
    routes: [
      route('pages/home/index'),
      route('pages/store/product/index'),
      route('pages/checkout/cart/index'),
      route('pages/user/orders/index'),
    ],
  };
  preloadAreas();
  await jest.advanceTimersByTimeAsync(5100);
  // the first chunk goes once the first screen is done and the page idle
  expect(loaded).toEqual(['pages/store/product/index']);
  // a press while it is on its way: the next waits a second from the press
  window.dispatchEvent(new Event('pointerdown'));
  arrived[0]();
  await jest.advanceTimersByTimeAsync(900);
  expect(loaded).toEqual(['pages/store/product/index']);
  await jest.advanceTimersByTimeAsync(200);
  expect(loaded).toEqual(['pages/store/product/index', 'pages/checkout/cart/index']);
  // nothing pressed: the next follows as soon as one is in
  arrived[1]();
  await jest.advanceTimersByTimeAsync(50);
  expect(loaded).toEqual(['pages/store/product/index', 'pages/checkout/cart/index', 'pages/user/orders/index']);
});
