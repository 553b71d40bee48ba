/**
 * The area preload (src/platform/navigation.ts) downloads the areas' files one at a time after
 * start-up, without running them: nothing of theirs is evaluated or applied under a shopper's tap.
 * A shopper's press or key holds the next file back for a moment.
 */
import { areaFiles, PAGE_CHUNKS_FILE } from '@/platform/area-preload';

/** Fresh modules for each test: the time of the last press is the page's own state. */
function fresh() {
  jest.resetModules();
  return {
    preloadAreaFiles:
      jest.requireActual<typeof import('@/platform/area-preload')>('@/platform/area-preload').preloadAreaFiles,
    preloadAreas: jest.requireActual<typeof import('@/platform/navigation')>('@/platform/navigation').preloadAreas,
  };
}

type Win = Window & { __taroAppConfig?: { routes: { path: string }[] } };

const TABLE = {
  'pages/home/index': ['css/8588.aaaaaaaa.css', 'js/8588.aaaaaaaa.js', 'js/5613.bbbbbbbb.js'],
  'pages/store/product/index': ['css/8588.aaaaaaaa.css', 'js/8588.aaaaaaaa.js', 'js/1324.cccccccc.js'],
  'pages/checkout/cart/index': ['js/1324.cccccccc.js', 'css/838.dddddddd.css', 'js/838.dddddddd.js'],
  'pages/user/orders/index': ['js/838.dddddddd.js', 'js/6491.eeeeeeee.js'],
};

describe('areaFiles: what is downloaded, in which order', () => {
  test.each([
    {
      case: 'pages in their order, each file once',
      pages: ['pages/store/product/index', 'pages/checkout/cart/index'],
      loaded: [],
      files: [
        'css/8588.aaaaaaaa.css',
        'js/8588.aaaaaaaa.js',
        'js/1324.cccccccc.js',
        'css/838.dddddddd.css',
        'js/838.dddddddd.js',
      ],
    },
    {
      case: 'files the page loaded already are left out',
      pages: ['pages/store/product/index', 'pages/user/orders/index'],
      loaded: ['css/8588.aaaaaaaa.css', 'js/8588.aaaaaaaa.js'],
      files: ['js/1324.cccccccc.js', 'js/838.dddddddd.js', 'js/6491.eeeeeeee.js'],
    },
    { case: 'a page the table does not know', pages: ['pages/blog/index/index'], loaded: [], files: [] },
  ])('$case', ({ pages, loaded, files }) => {
    expect(areaFiles(pages, TABLE, new Set(loaded))).toEqual(files);
  });

  test('a malformed table gives nothing to download rather than an error', () => {
    const bad = { 'pages/store/product/index': 'js/1.js', 'pages/checkout/cart/index': [7, 'index.html', 'js/2.js'] };
    expect(areaFiles(['pages/store/product/index', 'pages/checkout/cart/index'], bad as never, new Set())).toEqual([
      'js/2.js',
    ]);
  });
});

describe('preloadAreaFiles', () => {
  const realFetch = globalThis.fetch;
  let asked: string[];
  let arrived: (() => void)[];
  beforeEach(() => {
    asked = [];
    arrived = [];
    globalThis.fetch = jest.fn((url: string) => {
      asked.push(url);
      if (url.endsWith(PAGE_CHUNKS_FILE))
        return Promise.resolve({ ok: true, json: () => Promise.resolve(TABLE) } as Response);
      return new Promise<Response>((resolve) =>
        arrived.push(() => resolve({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(1)) } as Response)),
      );
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
    delete (window as Win).__taroAppConfig;
  });

  test('after start-up: the table, then one file at a time; a press holds the next back a second', async () => {
    jest.useFakeTimers();
    const { preloadAreas } = fresh();
    (window as Win).__taroAppConfig = {
      routes: [
        { path: 'pages/home/index' },
        { path: 'pages/store/product/index' },
        { path: 'pages/checkout/cart/index' },
        { path: 'pages/user/orders/index' },
      ],
    };
    preloadAreas();
    await jest.advanceTimersByTimeAsync(4900);
    expect(asked).toEqual([]);
    await jest.advanceTimersByTimeAsync(200);
    // the home page's own files are not asked for again
    expect(asked).toEqual([`/${PAGE_CHUNKS_FILE}`, '/css/8588.aaaaaaaa.css']);
    // a press while it is on its way: the next waits a second from the press
    window.dispatchEvent(new Event('pointerdown'));
    arrived[0]();
    await jest.advanceTimersByTimeAsync(900);
    expect(asked).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(200);
    expect(asked.at(-1)).toBe('/js/8588.aaaaaaaa.js');
    // nothing pressed: the next follows as soon as one is in
    arrived[1]();
    await jest.advanceTimersByTimeAsync(50);
    expect(asked.at(-1)).toBe('/js/1324.cccccccc.js');
    // the rest, to the end: nothing is left running into the next test
    for (let i = 2; i < 6; i++) {
      await jest.advanceTimersByTimeAsync(50);
      arrived[i]();
    }
    await jest.advanceTimersByTimeAsync(50);
    expect(asked.slice(4)).toEqual(['/css/838.dddddddd.css', '/js/838.dddddddd.js', '/js/6491.eeeeeeee.js']);
  });

  test('files already loaded by the page are not downloaded again', async () => {
    const script = document.createElement('script');
    script.src = '/js/1324.cccccccc.js';
    document.head.append(script);
    try {
      const { preloadAreaFiles } = fresh();
      const done = preloadAreaFiles(['pages/checkout/cart/index'], '/');
      for (let i = 0; i < 20 && asked.length < 2; i++) await new Promise((r) => setTimeout(r, 5));
      arrived[0]();
      for (let i = 0; i < 20 && asked.length < 3; i++) await new Promise((r) => setTimeout(r, 5));
      arrived[1]();
      await done;
      expect(asked).toEqual([`/${PAGE_CHUNKS_FILE}`, '/css/838.dddddddd.css', '/js/838.dddddddd.js']);
    } finally {
      script.remove();
    }
  });

  test('no table (offline, another host): nothing is downloaded, nothing is thrown', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { preloadAreaFiles } = fresh();
    await expect(preloadAreaFiles(['pages/store/product/index'], '/')).resolves.toBeUndefined();
  });

  test('a file that fails does not stop the ones after it', async () => {
    globalThis.fetch = jest.fn((url: string) => {
      asked.push(url);
      if (url.endsWith(PAGE_CHUNKS_FILE))
        return Promise.resolve({ ok: true, json: () => Promise.resolve(TABLE) } as Response);
      return url.includes('6491')
        ? Promise.resolve({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(1)) } as Response)
        : Promise.reject(new TypeError('gone'));
    }) as unknown as typeof fetch;
    await fresh().preloadAreaFiles(['pages/user/orders/index'], '/');
    expect(asked).toEqual([`/${PAGE_CHUNKS_FILE}`, '/js/838.dddddddd.js', '/js/6491.eeeeeeee.js']);
  });
});
