/**
 * The page shell filled at serve time (server/web/shell.ts) and compression
 * (precompressed static files, compressed API answers), over real HTTP.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROUTE_PRELOAD_ATTRIBUTE, withRoutePreloadTag } from '../../config/page-chunks';
import { escapeHtml, jsonForHtml } from '../../server/web/shell';
import { styleHash } from '../../server/shared/security-headers';
import { formatMoney } from '../../src/domain/money';
import { API_BASE_PATH } from '../../types/api';
import { Client, startServer, tempDir, type TestServer } from './helpers';

// as the build emits it: Taro adds the app's stylesheet links at the end of the head
const BUILT_TEMPLATE = fs
  .readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8')
  .replace('</head>', '<link href="/css/app.5d1c0e2a.css" rel="stylesheet"></head>');
// as the build writes it: the route preload script's tag before the app's first script
const TEMPLATE = withRoutePreloadTag(
  BUILT_TEMPLATE.replace('</head>', '<script defer="defer" src="/js/app.3f9c2a1b.js"></script></head>'),
  'js/route-preload.0a1b2c3d.js',
);
/** The product page's stylesheet chunk: rules for the first content's classes and others. */
const PRODUCT_CSS =
  '.product-page__img{position:absolute;width:100%}.checkout-form{color:red}' +
  '@media (min-width:768px){.product-page__name{font-size:30px}.checkout-form{color:blue}}@keyframes spin{to{transform:rotate(1turn)}}';
/** The site header's chunk (shared by the pages): the menu bar's rules, the search box's. */
const HEADER_CSS =
  '.app-button{display:inline-flex;font:inherit}.menu-link{display:flex}.icon{width:1.25em}.site-header__search{flex:1}' +
  '.site-header__menubar{display:none}@media (min-width:768px){.site-header__menubar{display:block}.site-header__menubar-inner{display:flex;flex-wrap:wrap}' +
  '.site-header__menu-link{min-height:48px}.site-header__menubar--long .site-header__menu-link{padding:0 10px}}';
const APP_JS = `console.log(${JSON.stringify('a fairly long line of app code '.repeat(80))});`;

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-shell-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(staticDir, 'js'));
  const js = path.join(staticDir, 'js', 'app.3f9c2a1b.js');
  fs.writeFileSync(js, APP_JS);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(APP_JS));
  fs.mkdirSync(path.join(staticDir, 'css'));
  fs.writeFileSync(path.join(staticDir, 'css', '315.142bc16c.css'), PRODUCT_CSS);
  fs.writeFileSync(path.join(staticDir, 'css', '4765.edd6bd16.css'), HEADER_CSS);
  fs.writeFileSync(
    path.join(staticDir, 'page-chunks.json'),
    JSON.stringify({
      'pages/store/product/index': ['css/315.142bc16c.css', 'js/315.da9af39b.js', 'js/399.bba84a55.js'],
      'pages/store/productlist/index': ['css/4765.edd6bd16.css'],
    }),
  );
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** A raw HTTP GET: the bytes as sent (fetch would decompress them). */
function rawGet(
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(server.origin + urlPath, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The app info JSON the shell carries. */
function appInfoOf(html: string): any {
  const m = /<script type="application\/json" id="sf-app-info">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
}

describe('page shell', () => {
  test("paints this store's header from the HTML: name, colours, language, title", async () => {
    const res = await new Client(server.origin).raw('GET', '/', { headers: page });
    expect(res.status).toBe(200);
    // nothing of a shopper in it: a CDN may keep it briefly (a shopper's own page is private)
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=/);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<title>Maple &amp; Jade Market</title>');
    expect(res.text).toMatch(
      /<span class="sf-shell__brand">(<img class="sf-shell__logo" src="\/static-assets\/logo\.svg" alt="">|<span class="sf-shell__name">Maple &amp; Jade Market<\/span>)<\/span>/,
    );
    expect(res.text).toMatch(
      /<style id="sf-theme">:root\{--store-primary:#[0-9a-f]{6};[^<]*--store-on-primary:#[0-9a-f]{6}/,
    );
    // the seed has several locations and none chosen: the location row is in the shell too
    expect(res.text).toContain('<div class="sf-shell__location"></div>');
    expect(res.text).not.toContain('<!--sf:');
  });

  test('carries the same app info the API answers, so start-up need not fetch it', async () => {
    const client = new Client(server.origin);
    const html = (await client.raw('GET', '/store/productlist?cat=all', { headers: page })).text;
    const api = (await client.get('/common3/appInfoInit')).body;
    const info = appInfoOf(html);
    expect(info.appContent.storeName).toBe(api.appContent.storeName);
    expect(info.appContent.navigation).toEqual(api.appContent.navigation);
    expect(info.appContent.system.appMessage).toEqual(api.appContent.system.appMessage);
    expect(info.systemSettings).toEqual(api.systemSettings);
  });

  test("in the shopper's language", async () => {
    const res = await new Client(server.origin).raw('GET', '/', {
      headers: { ...page, 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(res.text).toContain('<title>枫玉市集</title>');
    expect(appInfoOf(res.text).appContent.system.appMessage.currentLocale).toBe('zh');
  });

  test("a product page preloads its main picture; an unknown product's page has no preload", async () => {
    const client = new Client(server.origin);
    const product = (await client.get('/productManagement/product/1')).body;
    const html = (await client.raw('GET', '/store/product/1', { headers: page })).text;
    expect(html).toContain(`<link rel="preload" as="image" href="${product.imageURL}" fetchpriority="high">`);
    const missing = (await client.raw('GET', '/store/product/999999', { headers: page })).text;
    expect(missing).not.toContain('rel="preload" as="image"');
    expect(missing).toContain('id="sf-shell"');
  });

  test("a page's lazy chunks are preloaded after the app's scripts, at their priority", async () => {
    const client = new Client(server.origin);
    const html = (await client.raw('GET', '/store/product/1', { headers: page })).text;
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('<link rel="preload" as="style" href="/css/315.142bc16c.css" fetchpriority="low">');
    expect(body).toContain('<link rel="preload" as="script" href="/js/315.da9af39b.js" fetchpriority="low">');
    expect(body).toContain('<link rel="preload" as="script" href="/js/399.bba84a55.js" fetchpriority="low">');
    // another page has its own chunks (none listed here)
    const home = (await client.raw('GET', '/', { headers: page })).text;
    expect(home).not.toContain('as="script"');
    // the static host's route preload script is not sent: the server wrote the preloads itself
    expect(TEMPLATE).toContain(ROUTE_PRELOAD_ATTRIBUTE);
    expect(html).not.toContain(ROUTE_PRELOAD_ATTRIBUTE);
    expect(html).not.toContain('route-preload');
  });

  test('text from the store cannot leave its place in the HTML', () => {
    expect(escapeHtml(`<b>"Tom's" & Co</b>`)).toBe('&lt;b&gt;&quot;Tom&#39;s&quot; &amp; Co&lt;/b&gt;');
    const json = jsonForHtml({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});

/** The shell's server-drawn main area (between its opening tag and the app's root). */
function firstContentOf(html: string): string | null {
  const start = html.indexOf('<div class="page-shell__main sf-shell__page"');
  return start < 0 ? null : html.slice(start, html.indexOf('<div id="app">'));
}

describe("the page's first content in the shell", () => {
  test('a product page: its breadcrumb, main picture, thumbnails, brand, name and price, as the API gives them', async () => {
    const client = new Client(server.origin);
    const detail = (await client.get('/productDetailManagement/productDetail/1')).body;
    const html = (await client.raw('GET', '/store/product/1', { headers: page })).text;
    const main = firstContentOf(html)!;
    expect(main).toContain('data-sf-until="img.product-page__img"');
    // the address it was drawn for: a page served for another one (offline) is not taken for it
    expect(main).toContain('data-sf-for="/store/product/1"');
    expect(main).toContain(
      `<img class="product-page__img" src="${detail.images[0].imageURL}" alt="" width="600" height="600" loading="eager" fetchpriority="high" decoding="sync">`,
    );
    expect(main.match(/class="product-page__thumb-img"/g)).toHaveLength(detail.images.length);
    expect(main).toContain('<span class="product-page__crumb">Home</span>');
    for (const c of detail.categoryPath)
      expect(main).toContain(`<span class="product-page__crumb">${escapeHtml(c.displayName)}</span>`);
    expect(main).toContain(`<span class="product-page__brand">${escapeHtml(detail.brandDisplayName)}</span>`);
    expect(main).toContain(`<span class="taro-text product-page__name">${escapeHtml(detail.name)}</span>`);
    expect(main).toContain(
      `<span class="taro-text price__now">${formatMoney(detail.price, detail.currencyCode, 'en')}</span>`,
    );
    expect(formatMoney(detail.price, detail.currencyCode, 'en')).toBe('CA$89.00');
    // the skeleton it replaces is gone; the shell is still hidden from assistive technology
    expect(html).not.toContain('class="sf-shell__block sf-shell__hero"');
    expect(html).toMatch(/<div id="sf-shell" class="sf-shell" aria-hidden="true">/);
    // nothing in it can take focus (no links or buttons inside an aria-hidden tree)
    expect(main).not.toMatch(/<a\b|<button\b|tabindex/);
  });

  test('in Chinese: the names and the labels of that language', async () => {
    const client = new Client(server.origin);
    const zh = { ...page, 'accept-language': 'zh-CN,zh;q=0.9' };
    const detail = (
      await client.get('/productDetailManagement/productDetail/1', { headers: { 'accept-language': 'zh-CN' } })
    ).body;
    const main = firstContentOf((await client.raw('GET', '/store/product/1', { headers: zh })).text)!;
    expect(detail.name).not.toBe('Jade Garden Celadon Gongfu Tea Set');
    expect(main).toContain(`<span class="taro-text product-page__name">${escapeHtml(detail.name)}</span>`);
    expect(main).toContain('<span class="product-page__crumb">首页</span>');
    const list = firstContentOf((await client.raw('GET', '/store/productlist?cat=all', { headers: zh })).text)!;
    expect(list).toContain('<span class="taro-text list-screen__title">全部商品</span>');
    expect(list).toContain('推荐</span>');
    const home = firstContentOf((await client.raw('GET', '/', { headers: zh })).text)!;
    expect(home).toContain('<span class="taro-text home__title">枫玉市集</span>');
    expect(home).toContain('<span class="home__cta">立即选购</span>');
  });

  test('an unknown product, or a page the server does not draw: the skeleton shell, no content', async () => {
    const client = new Client(server.origin);
    for (const url of [
      '/store/product/999999',
      '/store/product/abc',
      '/store/productlist?cat=no-such-shelf',
      '/checkout/cart',
    ]) {
      const html = (await client.raw('GET', url, { headers: page })).text;
      expect({ url, content: firstContentOf(html) }).toEqual({ url, content: null });
      expect(html).toContain('class="sf-shell__block sf-shell__hero"');
      expect(html).not.toContain('data-sf-until');
    }
  });

  test('all products: heading, count, sort choices and the first row of cards in the store order', async () => {
    const client = new Client(server.origin);
    const products = (await client.get('/productManagement2/products?offset=0&limit=6')).body;
    const { count } = (await client.get('/productManagement2/products/listCount')).body;
    const main = firstContentOf((await client.raw('GET', '/store/productlist?cat=all', { headers: page })).text)!;
    expect(main).toContain('data-sf-until="img.product-card__img"');
    expect(main).toContain('<span class="taro-text list-screen__title">All products</span>');
    expect(main).toContain(`<span class="taro-text list-screen__count">${count} products</span>`);
    expect(main).toContain('<span class="app-button sort-bar__chip sort-bar__chip--on">Featured</span>');
    expect(main).toContain('Price: low to high</span>');
    // one row per column count the grid can have (2 on phones ... 6 on wide screens)
    const rows = main.split('<div class="sf-first__row sf-first__row--').slice(1);
    expect(rows.map((r) => Number(/^\d+/.exec(r)![0]))).toEqual([2, 3, 4, 5, 6]);
    for (const row of rows) {
      const n = Number(/^\d+/.exec(row)![0]);
      const names = [...row.matchAll(/product-card__name">([^<]*)</g)].map((m) => m[1]);
      expect(names).toEqual(products.slice(0, n).map((p: { name: string }) => escapeHtml(p.name)));
    }
    // only the first card's picture is fetched at once (and preloaded); the others wait for layout
    expect(main.match(/fetchpriority="high"/g)!.length).toBe(5);
    expect(main).toContain(
      `src="${products[0].thumbnail.imageURL}" alt="" width="300" height="300" loading="eager" fetchpriority="high"`,
    );
    expect(main).toContain(`src="${products[1].thumbnail.imageURL}" alt="" width="300" height="300" loading="lazy"`);
  });

  test('a category narrowed and sorted: its heading, the filters in force as chips, the narrowed list in its order', async () => {
    const client = new Client(server.origin);
    const query = 'categoryName=tea&brandName=JadeGarden&minPrice=500&maxPrice=3000';
    const facets = (await client.get(`/ext/filters/facets?${query}`)).body;
    const listed = (
      await client.get(`/ext/filters/products?${query}&sortby=priceUp&numberToLoad=12&startingPosition=0`)
    ).body;
    const heading = (await client.get('/productManagement2/category/tea')).body;
    const url = '/store/productlist?cat=tea&brand=JadeGarden&minPrice=500&maxPrice=3000&sort=priceUp';
    const res = await client.raw('GET', url, { headers: page });
    const main = firstContentOf(res.text)!;
    expect(main).toContain('data-sf-until="img.product-card__img"');
    expect(main).toContain(`<span class="taro-text list-screen__title">${escapeHtml(heading.displayName)}</span>`);
    expect(main).toContain(`list-screen__description">${escapeHtml(heading.description)}</span>`);
    expect(main).toContain(`<span class="taro-text list-screen__count">${facets.total} products</span>`);
    expect(main).toContain('<span class="app-button sort-bar__chip sort-bar__chip--on">Price: low to high</span>');
    expect(main).toContain('filter-sheet__open--on">Filters (2)</span>');
    // the brand by the name the facets give it, the price range in the store's currency
    const chips = [...main.matchAll(/filter-chips__text">([^<]*)</g)].map((m) => m[1]);
    expect(chips).toEqual([
      'Jade Garden',
      `Price ${formatMoney(500, 'CAD', 'en')} – ${formatMoney(3000, 'CAD', 'en')}`,
    ]);
    expect(main).toContain('filter-chips__clear">Clear all</span>');
    const row = main.split('<div class="sf-first__row sf-first__row--2">')[1];
    const names = [...row.matchAll(/product-card__name">([^<]*)</g)].map((m) => m[1]).slice(0, 2);
    expect(names).toEqual(listed.slice(0, 2).map((p: { name: string }) => escapeHtml(p.name)));
    // a visitor's page like any other (shared caches may keep it), named for its category
    const visitor = await fetch(server.origin + url, { headers: page });
    expect(visitor.headers.get('cache-control')).toMatch(/^public, /);
    expect(res.text).toContain(`<title>${escapeHtml(heading.displayName)} | Maple &amp; Jade Market</title>`);
  });

  test("a search: its field, the count of results for the words, the first row of the server's ranking", async () => {
    const client = new Client(server.origin);
    const found = (
      await client.get('/productManagement2/products/search/tea?infiniteLoad=true&numberToLoad=12&startingPosition=0')
    ).body;
    const { count } = (await client.get('/productManagement2/products/searchCount/tea')).body;
    const main = firstContentOf((await client.raw('GET', '/store/search?searchStr=tea', { headers: page })).text)!;
    expect(main).toContain('<span class="taro-text list-screen__title">Search</span>');
    expect(main).toContain(`list-screen__count">${count} results for “tea”</span>`);
    expect(main).toContain('<div class="search-field"><div class="search-field__input"></div>');
    // a search keeps the server's ranking: no sort control
    expect(main).not.toContain('sort-bar');
    const row = main.split('<div class="sf-first__row sf-first__row--2">')[1];
    const names = [...row.matchAll(/product-card__name">([^<]*)</g)].map((m) => m[1]).slice(0, 2);
    expect(names).toEqual(found.slice(0, 2).map((p: { name: string }) => escapeHtml(p.name)));
    // no words, no search (the prompt the app shows is not drawn ahead)
    expect(firstContentOf((await client.raw('GET', '/store/search?searchStr=', { headers: page })).text)).toBeNull();
  });

  test('against an API without the filters extension: a sorted category is drawn, a narrowed one is left to the app', async () => {
    const plain = await startServer({ staticDir, extensions: 'none' });
    try {
      const client = new Client(plain.origin);
      const sorted = firstContentOf(
        (await client.raw('GET', '/store/productlist?cat=tea&sort=name', { headers: page })).text,
      )!;
      const { count } = (await client.get('/productManagement2/products/listCount?categoryName=tea')).body;
      expect(sorted).toContain(`list-screen__count">${count} products</span>`);
      expect(sorted).toContain('sort-bar__chip--on">Name</span>');
      expect(sorted).not.toContain('filter-chips');
      const narrowed = (await client.raw('GET', '/store/productlist?cat=tea&brand=JadeGarden', { headers: page })).text;
      expect(firstContentOf(narrowed)).toBeNull();
    } finally {
      await plain.close();
    }
  });

  test("home: the hero with the store's name, its home content and picture, and Shop now", async () => {
    const client = new Client(server.origin);
    const content = (await client.get('/common3/pageContent?pageName=home')).body;
    const sections = (await client.get('/common3/sectionTemplateByType/home')).body;
    const hero = sections.sections.find((s: { kind: string }) => s.kind === 'hero');
    const main = firstContentOf((await client.raw('GET', '/', { headers: page })).text)!;
    expect(main).toContain('data-sf-until="img.home__hero-img,.home__cta"');
    expect(main).toContain('<span class="taro-text home__title">Maple &amp; Jade Market</span>');
    expect(main).toContain(`<span class="taro-text home__subtitle">${escapeHtml(content.title)}</span>`);
    expect(main).toContain('<div class="rich-description home__content"><p>');
    expect(main).toContain('<span class="home__cta">Shop now</span>');
    expect(main).toContain(
      `<img class="home__hero-img" src="${hero.imageURL}" alt="" width="1200" height="480" loading="eager" fetchpriority="high"`,
    );
  });

  test("the store's text is escaped", async () => {
    const db = (server.app as unknown as { db: { prepare(sql: string): { run(...a: unknown[]): unknown } } }).db;
    db.prepare('UPDATE products SET name_en = ? WHERE id = 1').run('<img src=x onerror=alert(1)> "Tea" & Co');
    try {
      const main = firstContentOf(
        (await new Client(server.origin).raw('GET', '/store/product/1', { headers: page })).text,
      )!;
      expect(main).toContain(
        '<span class="taro-text product-page__name">&lt;img src=x onerror=alert(1)&gt; &quot;Tea&quot; &amp; Co</span>',
      );
      expect(main).not.toContain('<img src=x');
    } finally {
      db.prepare('UPDATE products SET name_en = ? WHERE id = 1').run('Jade Garden Celadon Gongfu Tea Set');
    }
  });

  test("styled by the page's own rules for its classes, inline, under the shell's element, named by hash in the policy", async () => {
    const res = await new Client(server.origin).raw('GET', '/store/product/1', { headers: page });
    const style = /<style id="sf-first-style">([^<]*)<\/style>/.exec(res.text)![1];
    // under #sf-shell: the app's stylesheets, arriving one at a time later, cannot restyle the shell
    expect(style).toBe(
      '#sf-shell .product-page__img{position:absolute;width:100%}@media (min-width:768px){#sf-shell .product-page__name{font-size:30px}}',
    );
    expect(res.headers.get('content-security-policy')).toContain(styleHash(style));
  });

  test("the store's menu bar in the shopper's language, with the app's classes and rules, nothing to focus", async () => {
    const client = new Client(server.origin);
    const bar = (html: string) =>
      /<div class="site-header__menubar[^"]*">[\s\S]*?<\/div><\/div>(?=<\/div>)/.exec(html)?.[0] ?? null;
    const en = (await client.raw('GET', '/store/productlist?cat=all', { headers: page })).text;
    const menu = bar(en)!;
    // the seed's 13 entries: more than 10, the long bar; links and text as spans, sub-menus as their button's label and caret
    expect(menu).toMatch(
      /^<div class="site-header__menubar site-header__menubar--long"><div class="site-header__menubar-inner">/,
    );
    expect([...menu.matchAll(/class="site-header__menu-item[^"]*"/g)].length).toBe(13);
    expect(menu).toContain(
      '<div class="site-header__menu-item"><span class="menu-link site-header__menu-link">Home</span></div>',
    );
    expect(menu).toContain(
      '<div class="site-header__menu-item site-header__menu-item--parent"><span class="app-button site-header__menu-link"><span class="taro-text">Tea House</span>' +
        '<svg class="icon icon--chevron-down site-header__caret" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"' +
        ` stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d='M6 9l6 6 6-6'/></svg></span></div>`,
    );
    expect(menu).toContain('<span class="menu-link site-header__menu-link menu-link--external">Instagram</span>');
    expect(menu).toContain(
      '<span class="taro-text menu-link site-header__menu-link menu-link--text">Daily 9:00–21:00</span>',
    );
    // no sub-menu entries, nothing focusable (the shell is aria-hidden)
    expect(menu).not.toContain('All teas');
    expect(menu).not.toMatch(/<a\b|<button\b|href=|tabindex/);
    expect(en).not.toContain('<div class="sf-shell__menubar">');
    // styled by the build's rules for those classes, in the hashed inline style
    const res = await client.raw('GET', '/store/productlist?cat=all', { headers: page });
    const style = /<style id="sf-first-style">([^<]*)<\/style>/.exec(res.text)![1];
    expect(style).toContain(
      '@media (min-width:768px){#sf-shell .site-header__menubar{display:block}#sf-shell .site-header__menubar-inner{display:flex;flex-wrap:wrap}',
    );
    expect(style).toContain(
      '#sf-shell .app-button{display:inline-flex;font:inherit}#sf-shell .menu-link{display:flex}#sf-shell .icon{width:1.25em}',
    );
    expect(style).not.toContain('.site-header__search');
    expect(res.headers.get('content-security-policy')).toContain(styleHash(style));

    const zh = bar(
      (
        await client.raw('GET', '/store/productlist?cat=all', {
          headers: { ...page, 'accept-language': 'zh-CN,zh;q=0.9' },
        })
      ).text,
    )!;
    expect(zh).toContain('<span class="menu-link site-header__menu-link">首页</span>');
    expect(zh).toContain('<span class="taro-text">茶馆</span>');
    expect(zh).not.toContain('Home');
  });

  test("the menu's labels are escaped; no menu, no bar (as the app); no rules for it, the neutral bar", async () => {
    const db = (
      server.app as unknown as {
        db: { prepare(sql: string): { run(...a: unknown[]): unknown; get(...a: unknown[]): unknown } };
      }
    ).db;
    const saved = (db.prepare("SELECT value FROM store_settings WHERE key = 'navigation'").get() as { value: string })
      .value;
    const nav = JSON.parse(saved);
    const set = (headerMenu: unknown[]) =>
      db
        .prepare("UPDATE store_settings SET value = ? WHERE key = 'navigation'")
        .run(JSON.stringify({ ...nav, headerMenu }));
    const client = new Client(server.origin);
    try {
      const name = '<img src=x onerror=alert(1)> "Tea" & Co';
      set([{ name, nameContent: { en: name, zh: name }, link: 'home', linkActionType: 'INTERNAL_LINK' }]);
      const html = (await client.raw('GET', '/store/productlist?cat=all', { headers: page })).text;
      // truncated to the menu's 20 characters as the app shows it, then escaped
      expect(html).toContain(
        '<div class="site-header__menubar"><div class="site-header__menubar-inner"><div class="site-header__menu-item"><span class="menu-link site-header__menu-link">&lt;img src=x onerror',
      );
      expect(html).not.toContain('<img src=x');
      set([]);
      const none = (await client.raw('GET', '/store/productlist?cat=all', { headers: page })).text;
      expect(none).not.toMatch(/<div class="(sf-shell|site-header)__menubar/);
    } finally {
      db.prepare("UPDATE store_settings SET value = ? WHERE key = 'navigation'").run(saved);
    }
    // a page whose chunks the build does not list: the built shell's neutral bar
    const cart = (await client.raw('GET', '/checkout/cart', { headers: page })).text;
    expect(cart).toContain('<div class="sf-shell__menubar"></div>');
    expect(cart).not.toContain('site-header__menubar');
  });

  test("the app's stylesheets come after the shell, just before the app's root (the shell paints without them)", async () => {
    const html = (await new Client(server.origin).raw('GET', '/store/product/1', { headers: page })).text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link href="/css/app.5d1c0e2a.css" rel="stylesheet"><div id="app">');
    expect(html.indexOf('id="sf-shell"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });
});

describe('compression', () => {
  test('static files go out as their precompressed brotli or gzip copy, or plain', async () => {
    const br = await rawGet('/js/app.3f9c2a1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    expect(br.body.length).toBeLessThan(APP_JS.length / 4);

    const gz = await rawGet('/js/app.3f9c2a1b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(APP_JS);

    const plain = await rawGet('/js/app.3f9c2a1b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
  });

  test('API answers and the page shell are compressed for clients that accept it', async () => {
    const api = await rawGet(`${API_BASE_PATH}/common3/appInfoInit`, { 'accept-encoding': 'br, gzip' });
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(api.body).toString()).appContent.storeName).toBe('Maple & Jade Market');

    const html = await rawGet('/', { ...page, 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(html.body).toString()).toContain('id="sf-shell"');
  });
});
