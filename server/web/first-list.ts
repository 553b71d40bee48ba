/**
 * A product list's first content (server/web/first-content.ts): any category, sort and filters
 * in the address, read with the app's own calls for that address, drawn with the app's markup.
 */
import type { Locale } from '../../types/api';
import { SORT_CHOICES, productListParams } from '../../src/domain/sort';
import { columnsFor } from '../../src/domain/grid';
import { activeFilters, parseFilters, type ActiveFilter, type ListBase } from '../../src/domain/filters';
import {
  applicableFilters,
  choicesFromFacets,
  extensionQuery,
  filtersUsable,
  listRequest,
  type ChoicesView,
} from '../../src/domain/filterPlan';
import { chipLabel } from '../../src/domain/filterChips';
import { FIRST_POSITION, PRODUCT_PAGE_SIZE } from '../../src/domain/constants';
import { iconSvg } from '../../src/domain/icon-glyphs';
import { buildQuery, type Http, type Query } from '../../src/services/http';
import { createCatalogueApi, type ProductPage } from '../../src/services/catalogue';
import { normalizeCategoryDetail } from '../../src/services/catalogue-groups';
// the filtered lists' calls as the app makes them (a module of plain calls, no state)
import { createFilterCalls } from '../../src/stores/filterCalls';
import type { Translator } from '../../src/i18n/translator';
import '../../src/i18n/catalogue';
import '../../src/i18n/filters';
import type { FirstContent, Read } from './first-content';
import { firstRows } from './first-markup';
import { escapeHtml, safeUrl } from './html-text';

const esc = escapeHtml;

/** An Http for the app's own API clients (services/) whose reads go through `read`: the same calls, the same queries. */
function readingHttp(read: Read): Http {
  const url = (path: string, query?: Query) => {
    const q = buildQuery(query);
    return q ? `${path}?${q}` : path;
  };
  const refuse = () => Promise.reject(new Error('the first content only reads'));
  return {
    url,
    get: <T>(path: string, options?: { query?: Query }) => read(url(path, options?.query)) as Promise<T>,
    request: refuse,
    post: refuse,
    put: refuse,
    delete: refuse,
  };
}

const NO_CHOICES: ChoicesView = { groups: [], price: null, inStock: null };

/** What a list's first content needs of app info: the extensions it offers, the store's currency. */
export interface ListContext {
  /** The `filters` extension is offered (price, stock, counts; filters on a search). */
  filtersOffered: boolean;
  /** The store's currency (the price chip's). */
  currency: string;
}

/**
 * pages/store/productlist as the app draws it first: heading (a category's name, picture and
 * description), count, sort bar and the phone's Filters button, the chips of the filters in
 * force, the first row of cards; its data read by the app's own calls for this address
 * (domain/filterPlan.ts listRequest). A narrowed list is drawn only where the `filters` extension
 * names its choices (without it, the app reads the brand and tag names itself).
 */
export async function listContent(
  read: Read,
  params: Record<string, string | undefined>,
  locale: Locale,
  t: Translator,
  ctx: ListContext,
): Promise<FirstContent | null> {
  const { cat, all } = productListParams(params);
  const base: ListBase = { kind: 'products', cat };
  const requested = parseFilters(params);
  const state = applicableFilters(requested, base, ctx.filtersOffered);
  const chips = activeFilters(state);
  if (chips.length && !ctx.filtersOffered) return null;
  const http = readingHttp(read);
  const catalogue = createCatalogueApi(http);
  const calls = createFilterCalls(http);
  const request = listRequest(base, requested, ctx.filtersOffered);
  const facetsWanted = filtersUsable(base, ctx.filtersOffered).extension;
  const facetsRead = facetsWanted ? calls.facets(extensionQuery(base, state)).catch(() => null) : Promise.resolve(null);
  let pageRead: Promise<ProductPage>;
  let countRead: Promise<number | null>;
  if (request.call === 'extension') {
    pageRead = calls.extensionPage(request.query, FIRST_POSITION, PRODUCT_PAGE_SIZE);
    countRead = facetsRead.then((f) => f?.total ?? null);
  } else if (request.call === 'products' && request.optionPair) {
    const q = { cat, brand: request.brand, tag: request.tag, optionPair: request.optionPair, sort: request.sort };
    pageRead = calls.specPage(q, FIRST_POSITION, PRODUCT_PAGE_SIZE);
    countRead = facetsRead.then((f) => f?.total ?? null);
  } else if (request.call === 'products') {
    const filter = { cat, brand: request.brand, tag: request.tag };
    pageRead = catalogue.products(filter, { sort: request.sort, startingPosition: FIRST_POSITION });
    countRead = catalogue.listCount(filter).catch(() => null);
  } else {
    return null;
  }
  // a category's page waits for its heading (the app draws the list under it once it is there)
  const headingRead = all
    ? Promise.resolve(null)
    : read(`productManagement2/category/${encodeURIComponent(cat)}`).then(normalizeCategoryDetail);
  const [page, total, facets, heading] = await Promise.all([pageRead, countRead, facetsRead, headingRead]);
  const max = Math.max(...[320, 576, 768, 992, 1200, 1600].map(columnsFor));
  const products = page.items.slice(0, max);
  if (products.length === 0 || (!all && !heading)) return null;
  const title = heading ? heading.displayName : t('istore_catalogue_all_products');
  const count =
    total === null ? '' : total === 1 ? t('istore_catalogue_count_one') : t('istore_catalogue_count', { count: total });
  const picture = heading?.image
    ? `<img class="list-screen__picture" src="${esc(safeUrl(heading.image.url) ?? '')}" alt="" width="64" height="64" loading="eager">`
    : '';
  const head =
    `<div class="list-screen__head${picture ? ' list-screen__head--picture' : ''}">${picture}` +
    `<span class="taro-text list-screen__title">${esc(title)}</span>` +
    (heading?.description
      ? `<span class="taro-text list-screen__description">${esc(heading.description)}</span>`
      : '') +
    `<span class="taro-text list-screen__count">${esc(count)}</span></div>`;
  const chipsHtml = chips.length
    ? filterChips(chips, facets ? choicesFromFacets(facets, state) : null, t, ctx.currency, locale)
    : '';
  const sortChips = SORT_CHOICES.map(
    (c) =>
      `<span class="app-button sort-bar__chip${c === state.sort ? ' sort-bar__chip--on' : ''}">${esc(t(`istore_catalogue_sort_${c}`))}</span>`,
  ).join('');
  const filtersButton = chips.length
    ? `<span class="app-button filter-sheet__open filter-sheet__open--on">${esc(t('istore_filters_open_count', { count: chips.length }))}</span>`
    : `<span class="app-button filter-sheet__open">${esc(t('istore_filters_open'))}</span>`;
  const html =
    `<div class="list-screen">${head}` +
    // the filters' side column (empty until the app fills it) beside the sort and the grid
    `<div class="list-screen__layout"><div class="list-screen__aside"></div><div class="list-screen__main">` +
    `<div class="list-screen__tools"><div class="sort-bar"><span class="taro-text sort-bar__label">${esc(t('istore_catalogue_sort'))}</span>` +
    `<div class="taro-scroll taro-scroll-view__scroll-x taro-scroll--hidebar taro-scroll--enhanced sort-bar__scroll"><div class="sort-bar__chips">${sortChips}</div></div></div>` +
    `<div class="list-screen__tool">${filtersButton}</div></div>${chipsHtml}` +
    `<div class="product-grid"><div class="virtual-grid">${firstRows(products, locale, t)}</div></div></div></div></div>`;
  // the all-products list in the store's order is the one search engines are told about by its products
  const plain = all && chips.length === 0 && state.sort === 'default';
  return {
    html,
    until: products[0].thumbnail ? 'img.product-card__img' : '.product-card__name',
    picture: products[0].thumbnail?.url ?? null,
    ...(plain ? { products } : {}),
  };
}

/** components/filter-chips: each filter in force with its ×, and Clear all when there are two or more. */
function filterChips(
  chips: ActiveFilter[],
  choices: ChoicesView | null,
  t: Translator,
  currency: string,
  locale: Locale,
): string {
  const none = { brand: () => null, tag: () => null };
  const close = iconSvg('close', 'icon icon--close');
  const each = chips
    .map(
      (chip) =>
        `<span class="app-button filter-chips__chip"><span class="taro-text filter-chips__text">${esc(chipLabel(chip, choices ?? NO_CHOICES, none, t, currency, locale))}</span>${close}</span>`,
    )
    .join('');
  const clear =
    chips.length > 1 ? `<span class="app-button filter-chips__clear">${esc(t('istore_filters_clear_all'))}</span>` : '';
  return `<div class="filter-chips">${each}${clear}</div>`;
}
