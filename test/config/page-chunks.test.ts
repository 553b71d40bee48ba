/**
 * The static host's route preload script (config/page-chunks.ts): run as a browser would run it,
 * it preloads exactly the chunks of the page the app's router opens for the address (matchRoute),
 * and the build puts its tag in the head before the app's scripts, async.
 */
import vm from 'node:vm';
import { routePreloadScript, withRoutePreloadTag } from '../../config/page-chunks';
import { allRoutes, matchRoute } from '../../src/domain/routes';

/** Each page's files, made up but distinct per page (and one file shared by all, as the header's is). */
const CHUNKS: Record<string, string[]> = Object.fromEntries(
  allRoutes().map(({ page }, i) => [
    page,
    ['css/2056.1be383a8.css', `css/${100 + i}.aaaa0000.css`, `js/${100 + i}.bbbb1111.js`],
  ]),
);
// a page without lazy files of its own still takes its addresses from the catch-all after it
delete CHUNKS['pages/store/index/index'];

interface Preload {
  rel: string;
  as: string;
  href: string;
  priority: string | null;
}

/** The preloads the script adds to the head for a page at `pathname`. */
function preloadsAt(pathname: string, publicPath = '/'): Preload[] {
  const added: Preload[] = [];
  const document = {
    head: { appendChild: (link: Preload) => added.push(link) },
    createElement: () => {
      const link = { rel: '', as: '', href: '', priority: null as string | null };
      return Object.assign(link, {
        setAttribute: (name: string, value: string) => {
          if (name === 'fetchpriority') link.priority = value;
        },
      });
    },
  };
  vm.runInNewContext(routePreloadScript(allRoutes(), CHUNKS, publicPath), {
    document,
    location: { pathname },
    window: {},
  });
  return added.map(({ rel, as, href, priority }) => ({ rel, as, href, priority }));
}

const expected = (page: string, publicPath = '/') =>
  (CHUNKS[page] ?? []).map((f) => ({
    rel: 'preload',
    as: f.endsWith('.css') ? 'style' : 'script',
    href: `${publicPath}${f}`,
    priority: 'low',
  }));

describe('routePreloadScript', () => {
  // every URL pattern of the route table, with a value in each parameter
  const urls = allRoutes().flatMap(({ urls: patterns }) => patterns.map((u) => u.replace(/:\w+/g, 'x1')));

  test.each(urls)('%s: the chunks of the page the router opens', (url) => {
    const page = matchRoute(url)!.page;
    expect(preloadsAt(url)).toEqual(expected(page));
  });

  test.each([
    ['/store/product/12/', 'pages/store/product/index'],
    ['/pages/checkout/cart/index', 'pages/checkout/cart/index'],
    ['/about', 'pages/general/page/index'],
    ['/store', 'pages/store/index/index'],
    ['/', 'pages/home/index'],
  ])('%s is the page %s (a trailing slash, the raw page path, the catch-all after the areas)', (url, page) => {
    expect(matchRoute(url)!.page).toBe(page);
    expect(preloadsAt(url)).toEqual(expected(page));
  });

  test('an address no route answers preloads nothing', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(preloadsAt('/no/such/page')).toEqual([]);
  });

  test('files sit under the public path', () => {
    expect(preloadsAt('/checkout/cart', '/shop/')).toEqual(expected('pages/checkout/cart/index', '/shop/'));
  });

  test('file names that are not plain JS or CSS paths are left out', () => {
    const odd = { 'pages/home/index': ['js/app.1.js', 'js/"><img src=x>.js', 'media/x.png'] };
    const added: string[] = [];
    const document = {
      head: { appendChild: (l: { href: string }) => added.push(l.href) },
      createElement: () => ({ setAttribute: () => undefined }),
    };
    vm.runInNewContext(routePreloadScript(allRoutes(), odd), { document, location: { pathname: '/' }, window: {} });
    expect(added).toEqual(['/js/app.1.js']);
  });
});

describe('the early app info request', () => {
  const APP_INFO = { url: '/api/istore/client/common3/appInfoInit', global: '__sfEarlyAppInfo' };
  const noLinks = { head: { appendChild: () => undefined }, createElement: () => ({ setAttribute: () => undefined }) };

  /** Runs the script on `/` with `fetch` answering as given; returns the requests and the window. */
  function run(fetchImpl: ((url: string, init: RequestInit) => Promise<unknown>) | undefined, before = {}) {
    const calls: [string, RequestInit][] = [];
    const window: Record<string, unknown> = { ...before };
    if (fetchImpl)
      window.fetch = (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return fetchImpl(url, init);
      };
    vm.runInNewContext(routePreloadScript(allRoutes(), CHUNKS, '/', APP_INFO), {
      document: noLinks,
      location: { pathname: '/' },
      window,
    });
    return { calls, early: window[APP_INFO.global] as Promise<unknown> | undefined, window };
  }
  const answer = (status: number, body: unknown) =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      json: () => (body instanceof Error ? Promise.reject(body) : Promise.resolve(body)),
    });

  test('asks once, as the app would: its URL, cookies included, JSON accepted', async () => {
    const { calls, early } = run(() => answer(200, { storeName: 'Maple & Jade Market' }));
    expect(calls).toEqual([[APP_INFO.url, { credentials: 'include', headers: { Accept: 'application/json' } }]]);
    await expect(early).resolves.toEqual({ storeName: 'Maple & Jade Market' });
  });

  test.each([
    ['an error status', () => answer(503, { errors: [{ code: 'DOWN', message: 'down' }] })],
    ['an answer that is not JSON', () => answer(200, new SyntaxError('Unexpected token <'))],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s leaves null for the app, never a rejection (the app then asks itself)', async (_what, fetchImpl) => {
    const { calls, early } = run(fetchImpl);
    expect(calls).toHaveLength(1);
    await expect(early).resolves.toBeNull();
  });

  test('no request when the app ran first and took the property (it asks itself)', () => {
    const { calls, window } = run(() => answer(200, {}), { [APP_INFO.global]: null });
    expect(calls).toEqual([]);
    expect(window[APP_INFO.global]).toBeNull();
  });

  test('a browser without fetch: no request, nothing left behind', () => {
    const { early } = run(undefined);
    expect(early).toBeUndefined();
  });

  test('the page chunks are still preloaded beside it', () => {
    const added: string[] = [];
    const document = {
      head: { appendChild: (l: { href: string }) => added.push(l.href) },
      createElement: () => ({ setAttribute: () => undefined }),
    };
    const window = { fetch: () => answer(200, {}) };
    vm.runInNewContext(routePreloadScript(allRoutes(), CHUNKS, '/', APP_INFO), {
      document,
      location: { pathname: '/' },
      window,
    });
    expect(added).toEqual(expected('pages/home/index').map((p) => p.href));
  });
});

describe('withRoutePreloadTag', () => {
  const tag = '<script async src="/js/route-preload.0a1b2c3d.js" data-route-preload></script>';

  test("goes before the app's first script in the head", () => {
    const html =
      '<html><head><title>x</title><script defer="defer" src="/js/vendors.1.js"></script></head><body></body></html>';
    expect(withRoutePreloadTag(html, 'js/route-preload.0a1b2c3d.js')).toBe(
      `<html><head><title>x</title>${tag}<script defer="defer" src="/js/vendors.1.js"></script></head><body></body></html>`,
    );
  });

  test('goes at the end of the head when the scripts are in the body', () => {
    const html = '<html><head><title>x</title></head><body><script src="/js/app.1.js"></script></body></html>';
    expect(withRoutePreloadTag(html, 'js/route-preload.0a1b2c3d.js')).toBe(
      `<html><head><title>x</title>${tag}</head><body><script src="/js/app.1.js"></script></body></html>`,
    );
  });
});
