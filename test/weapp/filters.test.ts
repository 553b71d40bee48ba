/**
 * Filters on the product list and a search in the built mini-program (harness/) against the
 * reference server with the `filters` extension, as a phone shows them: the Filters button opens
 * the sheet, a brand and a price range (or In stock only, or an option) are picked, Apply shows
 * the list they leave. The shopper sees the count line, products of that brand in that range, each
 * choice's count as the server counts it, the chips; the page's share carries the filters and its
 * path opens the same list (the query as WeChat hands it over: encoded); Clear gives the whole
 * list back. No step may log an error or a warning. Counts come from the API.
 */
import { startServer, type TestServer } from '../server/helpers';
import { API_BASE_PATH } from '../../types/api';
import type { FilterFacets } from '../../types/filters';
import { filtersMessages } from '../../src/i18n/filters';
import { catalogueMessages } from '../../src/i18n/catalogue';
import {
  SET_DATA_LIMIT_BYTES,
  ariaOf,
  findAll,
  hasClass,
  mainRegion,
  nameOf,
  outline,
  startWeapp,
  targets,
  textOf,
  type RNode,
  type WeappSession,
} from './harness';
import { hasWeappBuild } from './packages';

jest.setTimeout(30_000);

const built = hasWeappBuild();
const describeBuilt = built || process.env.STOREFRONT_REQUIRE_BUILD === '1' ? describe : describe.skip;
const t = filtersMessages.en;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
const countLine = (n: number) =>
  n === 1
    ? catalogueMessages.en.istore_catalogue_count_one
    : fill(catalogueMessages.en.istore_catalogue_count, { count: n });
const showText = (n: number) => (n === 1 ? t.istore_filters_apply_one : fill(t.istore_filters_apply, { count: n }));
const LIST_URL = '/pages/store/productlist/index?cat=all';

const byClass = (root: RNode, cls: string): RNode[] => findAll(root, (n) => hasClass(n, cls));

/** The open Filters sheet; throws when none is open. */
function sheetOf(app: WeappSession): RNode {
  const [sheet] = findAll(app.view(), (n) => ariaOf(n).role === 'dialog' && hasClass(n, 'filter-sheet'));
  if (!sheet) throw new Error(`no Filters sheet is open on ${app.page.route}:\n${outline(mainRegion(app))}`);
  return sheet;
}

const sheetOpen = (app: WeappSession) =>
  findAll(app.view(), (n) => ariaOf(n).role === 'dialog' && hasClass(n, 'filter-sheet')).length > 0;

/** The one node under `root` binding `type` named `name`. */
function only(root: RNode, name: string | RegExp, type = 'tap'): RNode {
  const found = targets(root, name, type);
  if (found.length !== 1) throw new Error(`${found.length} nodes named ${String(name)}:\n${outline(root)}`);
  return found[0];
}

/** The list's count line as the shopper reads it. */
const shownCount = (app: WeappSession) => byClass(mainRegion(app), 'list-screen__count').map(textOf).join(' | ');

/** The cards the grid shows: each product's name and its price now (minor units of CAD). */
function shownCards(app: WeappSession): { name: string; price: number }[] {
  return byClass(mainRegion(app), 'product-card').map((card) => {
    const now = textOf(byClass(card, 'price__now')[0]);
    const m = /^CA\$(\d+)\.(\d{2})$/.exec(now);
    if (!m) throw new Error(`a card's price reads "${now}"`);
    return { name: textOf(byClass(card, 'product-card__name')[0]), price: Number(m[1]) * 100 + Number(m[2]) };
  });
}

/** The choices a panel shows, as "label (count)" per choice. */
const choiceTexts = (root: RNode) => byClass(root, 'filter-panel__choice').map(textOf);

/** What WeChat's ··· menu shares of the current page: the path a friend's tap opens, its page and query. */
function sharedQuery(app: WeappSession): { link: string; path: string; params: URLSearchParams } {
  const share = app.mp.callPage('onShareAppMessage', { from: 'menu' }) as { path: string };
  const [path, query = ''] = share.path.split('?');
  return { link: share.path, path, params: new URLSearchParams(query) };
}

function expectClean(app: WeappSession): void {
  expect(app.mp.records.problems()).toEqual([]);
  expect(app.mp.records.oversized(SET_DATA_LIMIT_BYTES)).toEqual([]);
}

describeBuilt('weapp: filters on the product list (extension filters)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  async function facets(query = ''): Promise<FilterFacets> {
    const res = await fetch(`${server.origin}${API_BASE_PATH}/ext/filters/facets${query ? `?${query}` : ''}`);
    if (!res.ok) throw new Error(`facets ${query}: HTTP ${res.status}`);
    return (await res.json()) as FilterFacets;
  }

  /** Every product of a brand the store lists, by English name, from the database itself. */
  function productsOf(brand: string): Map<string, number[]> {
    const rows = server.app.db
      .prepare(
        `SELECT p.name_en AS name, p.price FROM products p JOIN brands b ON b.id = p.brand_id
         WHERE b.name = ? AND p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT'`,
      )
      .all(brand) as { name: string; price: number }[];
    const out = new Map<string, number[]>();
    for (const r of rows) out.set(r.name, [...(out.get(r.name) ?? []), r.price]);
    return out;
  }

  test('the sheet: a brand and a price range counted before Apply; Apply shows them; the share carries them; Clear', async () => {
    const all = await facets();
    const brand = [...all.brands].sort((a, b) => b.count - a.count)[0];
    const byBrand = await facets(`brandName=${encodeURIComponent(brand.value)}`);
    expect(byBrand.total).toBe(brand.count);
    // a range (CAD, whole dollars) inside what this brand spans, leaving some of its products out
    const lo = Math.ceil(byBrand.price!.min / 100) + 1;
    const hi = Math.floor(byBrand.price!.max / 100);
    const ranged = await facets(
      `brandName=${encodeURIComponent(brand.value)}&minPrice=${lo * 100}&maxPrice=${hi * 100}`,
    );
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(brand.count);
    const own = productsOf(brand.value);

    const app = await startWeapp({ server, url: LIST_URL });
    try {
      expect(shownCount(app)).toBe(countLine(all.total));
      const unfiltered = shownCards(app);
      await app.tap(only(mainRegion(app), t.istore_filters_open));
      let sheet = sheetOf(app);
      // every brand with the count the server gives it
      const brandGroup = findAll(sheet, (n) => ariaOf(n).role === 'group' && nameOf(n) === t.istore_filters_brand)[0];
      expect(choiceTexts(brandGroup)).toEqual(all.brands.map((b) => `${b.label} (${b.count})`));
      expect(textOf(sheet)).toContain(fill(t.istore_filters_in_stock, { count: all.inStock }));
      expect(textOf(only(sheet, /^Show /))).toBe(showText(all.total));

      await app.tap(only(sheet, `${brand.label} (${brand.count})`));
      sheet = sheetOf(app);
      expect(hasClass(only(sheet, `${brand.label} (${brand.count})`), 'filter-panel__choice--on')).toBe(true);
      // the draft is counted: the other groups and the stock count are this brand's
      expect(textOf(only(sheet, /^Show /))).toBe(showText(byBrand.total));
      expect(textOf(sheet)).toContain(fill(t.istore_filters_in_stock, { count: byBrand.inStock }));
      const tagGroup = findAll(sheet, (n) => ariaOf(n).role === 'group' && nameOf(n) === t.istore_filters_tag)[0];
      expect(choiceTexts(tagGroup)).toEqual(byBrand.tags.map((c) => `${c.label} (${c.count})`));
      // nothing applied before Apply
      expect(shownCount(app)).toBe(countLine(all.total));

      await app.input(only(sheet, t.istore_filters_price_min, 'input'), String(lo));
      await app.input(only(sheetOf(app), t.istore_filters_price_max, 'input'), String(hi));
      sheet = sheetOf(app);
      expect(textOf(only(sheet, /^Show /))).toBe(showText(ranged.total));

      await app.tap(only(sheet, /^Show /));
      expect(sheetOpen(app)).toBe(false);
      expect(shownCount(app)).toBe(countLine(ranged.total));
      const main = mainRegion(app);
      expect(textOf(only(main, /^Filters/))).toBe(fill(t.istore_filters_open_count, { count: 2 }));
      expect(targets(main, fill(t.istore_filters_remove, { label: brand.label }))).toHaveLength(1);
      expect(targets(main, /^Remove filter: Price /)).toHaveLength(1);
      const cards = shownCards(app);
      expect(cards.length).toBe(Math.min(ranged.total, 12));
      for (const card of cards) {
        expect(own.get(card.name)).toContain(card.price);
        expect(card.price).toBeGreaterThanOrEqual(lo * 100);
        expect(card.price).toBeLessThanOrEqual(hi * 100);
      }

      // the page's query holds the filters: WeChat's share opens the same list
      const shared = sharedQuery(app);
      expect(shared.path).toBe('/pages/store/productlist/index');
      expect(shared.params.get('cat')).toBe('all');
      expect(shared.params.get('brand')).toBe(brand.value);
      expect(shared.params.get('minPrice')).toBe(String(lo * 100));
      expect(shared.params.get('maxPrice')).toBe(String(hi * 100));
      await app.open(shared.link);
      expect(shownCount(app)).toBe(countLine(ranged.total));
      expect(shownCards(app)).toEqual(cards);

      // Clear in the sheet, then Apply: the whole list again, and a share without filters
      await app.tap(only(mainRegion(app), /^Filters/));
      await app.tap(only(sheetOf(app), t.istore_filters_clear));
      expect(textOf(only(sheetOf(app), /^Show /))).toBe(showText(all.total));
      await app.tap(only(sheetOf(app), /^Show /));
      expect(shownCount(app)).toBe(countLine(all.total));
      expect(shownCards(app)).toEqual(unfiltered);
      expect(textOf(only(mainRegion(app), /^Filters/))).toBe(t.istore_filters_open);
      expect(targets(mainRegion(app), /^Remove filter:/)).toEqual([]);
      const cleared = sharedQuery(app).params;
      expect(['brand', 'minPrice', 'maxPrice'].map((k) => cleared.get(k))).toEqual([null, null, null]);
      expectClean(app);
    } finally {
      await app.close();
    }
  });

  test('a search typed in: a brand and In stock only in the sheet; the share; the chip removed gives the brand back', async () => {
    // two words: the page's address carries the term encoded (tea%20set), as WeChat hands it over
    const term = 'tea set';
    const all = await facets(`searchStr=${encodeURIComponent(term)}`);
    const counted = await Promise.all(
      all.brands.map(async (b) => ({
        b,
        f: await facets(`searchStr=${encodeURIComponent(term)}&brandName=${encodeURIComponent(b.value)}`),
      })),
    );
    // the brand whose search results have the most out of stock: the switch then changes the list
    const { b: brand, f: byBrand } = counted.sort((x, y) => y.f.total - y.f.inStock - (x.f.total - x.f.inStock))[0];
    expect(byBrand.inStock).toBeGreaterThan(0);
    expect(byBrand.inStock).toBeLessThan(byBrand.total);
    const inStock = new Set(
      (
        server.app.db
          .prepare(
            `SELECT DISTINCT p.name_en AS name FROM products p JOIN brands b ON b.id = p.brand_id
             JOIN product_inventory i ON i.product_id = p.id
             WHERE b.name = ? AND i.quantity > 0 AND p.record_status = 'ACTIVE'`,
          )
          .all(brand.value) as { name: string }[]
      ).map((r) => r.name),
    );
    const results = (n: number) =>
      fill(
        n === 1
          ? catalogueMessages.en.istore_catalogue_search_results_one
          : catalogueMessages.en.istore_catalogue_search_results,
        {
          count: n,
          term,
        },
      );

    const app = await startWeapp({ server, url: '/pages/store/search/index' });
    try {
      await app.input(only(mainRegion(app), catalogueMessages.en.istore_catalogue_search_placeholder, 'input'), term);
      await app.tap(only(mainRegion(app), catalogueMessages.en.istore_catalogue_search));
      expect(app.mp.stack).toHaveLength(2);
      expect(shownCount(app)).toBe(results(all.total));
      await app.tap(only(mainRegion(app), t.istore_filters_open));
      await app.tap(only(sheetOf(app), `${brand.label} (${brand.count})`));
      const stock = only(sheetOf(app), fill(t.istore_filters_in_stock, { count: byBrand.inStock }), 'change');
      await app.dispatch(stock, 'change', { value: true });
      expect(textOf(only(sheetOf(app), /^Show /))).toBe(showText(byBrand.inStock));
      await app.tap(only(sheetOf(app), /^Show /));
      expect(sheetOpen(app)).toBe(false);
      expect(shownCount(app)).toBe(results(byBrand.inStock));
      const cards = shownCards(app);
      expect(cards.length).toBe(Math.min(byBrand.inStock, 12));
      for (const card of cards) expect(inStock).toContain(card.name);
      const shared = sharedQuery(app);
      expect(shared.path).toBe('/pages/store/search/index');
      expect([shared.params.get('searchStr'), shared.params.get('brand'), shared.params.get('inStock')]).toEqual([
        term,
        brand.value,
        '1',
      ]);
      await app.open(shared.link);
      expect(shownCount(app)).toBe(results(byBrand.inStock));
      expect(shownCards(app)).toEqual(cards);

      await app.tap(only(mainRegion(app), fill(t.istore_filters_remove, { label: t.istore_filters_in_stock_plain })));
      expect(shownCount(app)).toBe(results(byBrand.total));
      expect(sharedQuery(app).params.get('inStock')).toBeNull();
      expect(sharedQuery(app).params.get('brand')).toBe(brand.value);
      expectClean(app);
    } finally {
      await app.close();
    }
  });

  test("an option's choice (Colour: Red) is in the share and the shared page opens with it", async () => {
    const all = await facets();
    const colour = all.options.find((g) => g.key === 'colour')!;
    const red = colour.values.find((v) => v.value === 'Red')!;
    const byRed = await facets('optionPair=colour%3ARed');
    expect(byRed.total).toBe(red.count);
    expect(red.count).toBeLessThan(all.total);
    const chip = fill(t.istore_filters_remove, { label: `${colour.name}: ${red.label}` });

    const app = await startWeapp({ server, url: LIST_URL });
    try {
      await app.tap(only(mainRegion(app), t.istore_filters_open));
      const group = findAll(sheetOf(app), (n) => ariaOf(n).role === 'group' && nameOf(n) === colour.name)[0];
      await app.tap(only(group, `${red.label} (${red.count})`));
      await app.tap(only(sheetOf(app), /^Show /));
      expect(shownCount(app)).toBe(countLine(red.count));
      expect(targets(mainRegion(app), chip)).toHaveLength(1);
      const shared = sharedQuery(app);
      expect(shared.params.get('option')).toBe('colour:Red');
      await app.open(shared.link);
      expect(shownCount(app)).toBe(countLine(red.count));
      expect(targets(mainRegion(app), chip)).toHaveLength(1);
      expectClean(app);
    } finally {
      await app.close();
    }
  });
});
