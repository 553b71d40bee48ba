/**
 * A product list's first content (server/web/first-content.ts): any category, sort and filters
 * in the address, read with the app's own calls for that address, drawn with the app's markup.
 */
import type { Locale } from '../../types/api';
import { SORT_CHOICES, productListParams } from '../../src/domain/sort';
import {
  activeFilters,
  parseFilters,
  type ActiveFilter,
  type FilterState,
  type ListBase,
} from '../../src/domain/filters';
import {
  applicableFilters,
  choicesFromFacets,
  extensionQuery,
  filtersUsable,
  listRequest,
  NO_CHOICES,
  type ChoicesView,
  type FacetsInput,
} from '../../src/domain/filterPlan';
import { searchTermParam, shouldSearch } from '../../src/domain/productQuery';
import { chipLabel } from '../../src/domain/filterChips';
import { FIRST_POSITION, PRODUCT_PAGE_SIZE } from '../../src/domain/constants';
import { iconSvg } from '../../src/domain/icon-glyphs';
import { buildQuery, type Http, type Query } from '../../src/services/http';
import { createCatalogueApi, type ProductPage } from '../../src/services/catalogue';
import { normalizeCategoryDetail, type CategoryDetailModel } from '../../src/services/catalogue-groups';
// the filtered lists' calls as the app makes them (a module of plain calls, no state)
import { createFilterCalls } from '../../src/stores/filterCalls';
import type { Translator } from '../../src/i18n/translator';
import '../../src/i18n/catalogue';
import '../../src/i18n/filters';
import type { FirstContent, Read } from './first-content-types';
import { FIRST_ROW_COLUMNS, firstRows } from './first-markup';
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

/** What a list's first content needs of app info: the extensions it offers, the store's currency. */
export interface ListContext {
  /** The `filters` extension is offered (price, stock, counts; filters on a search). */
  filtersOffered: boolean;
  /** The store's currency (the price chip's). */
  currency: string;
}

/**
 * A list page as the app draws it first (pages/store/productlist, pages/store/search): heading
 * (a category's name, picture and description; a search's field), count, sort bar and the phone's
 * Filters button, the chips of the filters in force, the first row of cards; its data read by the
 * app's own calls for this address (domain/filterPlan.ts listRequest). A narrowed list is drawn
 * only where the `filters` extension names its choices (without it, the app reads the brand and
 * tag names itself).
 */
export async function listContent(
  read: Read,
  kind: ListBase['kind'],
  params: Record<string, string | undefined>,
  locale: Locale,
  t: Translator,
  ctx: ListContext,
): Promise<FirstContent | null> {
  const { cat, all } = productListParams(params);
  const base: ListBase = kind === 'search' ? { kind, term: searchTermParam(params) } : { kind, cat };
  // a search without text shows its prompt, no list (spec 5)
  if (base.kind === 'search' && !shouldSearch(base.term)) return null;
  const requested = parseFilters(params);
  const state = applicableFilters(requested, base, ctx.filtersOffered);
  const chips = activeFilters(state);
  if (chips.length && !ctx.filtersOffered) return null;
  const reads = firstPageReads(read, base, requested, state, ctx.filtersOffered);
  if (!reads) return null;
  // a category's page waits for its heading (the app draws the list under it once it is there)
  const category = base.kind === 'products' && !all;
  const headingRead = category
    ? read(`productManagement2/category/${encodeURIComponent(cat)}`).then(normalizeCategoryDetail)
    : Promise.resolve(null);
  const [page, total, facets, heading] = await Promise.all([reads.page, reads.count, reads.facets, headingRead]);
  const max = Math.max(...FIRST_ROW_COLUMNS);
  const products = page.items.slice(0, max);
  if (products.length === 0 || (category && !heading)) return null;
  const usable = filtersUsable(base, ctx.filtersOffered);
  const filterable = usable.spec || usable.extension;
  const head = listHead(base, heading, total, t);
  const field =
    base.kind === 'search'
      ? `<div class="search-field"><div class="search-field__input"></div><span class="app-button search-field__submit">${iconSvg('search', 'icon icon--search')}</span></div>`
      : '';
  // a search keeps the server's ranking: no sort control there
  const sortBar =
    base.kind === 'products'
      ? `<div class="sort-bar"><span class="taro-text sort-bar__label">${esc(t('istore_catalogue_sort'))}</span>` +
        `<div class="taro-scroll taro-scroll-view__scroll-x taro-scroll--hidebar taro-scroll--enhanced sort-bar__scroll"><div class="sort-bar__chips">${SORT_CHOICES.map(
          (c) =>
            `<span class="app-button sort-bar__chip${c === state.sort ? ' sort-bar__chip--on' : ''}">${esc(t(`istore_catalogue_sort_${c}`))}</span>`,
        ).join('')}</div></div></div>`
      : '';
  const filtersLabel = chips.length
    ? t('istore_filters_open_count', { count: chips.length })
    : t('istore_filters_open');
  const filtersButton = filterable
    ? `<div class="list-screen__tool"><span class="app-button filter-sheet__open${chips.length ? ' filter-sheet__open--on' : ''}">${esc(filtersLabel)}</span></div>`
    : '';
  const tools = sortBar || filtersButton ? `<div class="list-screen__tools">${sortBar}${filtersButton}</div>` : '';
  const chipsHtml = chips.length
    ? filterChips(chips, facets ? choicesFromFacets(facets, state) : null, t, ctx.currency, locale)
    : '';
  const main =
    field +
    tools +
    chipsHtml +
    `<div class="product-grid"><div class="virtual-grid">${firstRows(products, locale, t)}</div></div>`;
  const html =
    `<div class="list-screen">${head}` +
    // the filters' side column (empty until the app fills it) beside the rest
    (filterable
      ? `<div class="list-screen__layout"><div class="list-screen__aside"></div><div class="list-screen__main">${main}</div></div>`
      : main) +
    `</div>`;
  // the all-products list in the store's order is the one search engines are told about by its products
  const plain = base.kind === 'products' && all && chips.length === 0 && state.sort === 'default';
  return {
    html,
    until: products[0].thumbnail ? 'img.product-card__img' : '.product-card__name',
    picture: products[0].thumbnail?.url ?? null,
    ...(plain ? { products } : {}),
  };
}

/** The first page, the total and the facets, by the calls the app makes for this list (filteredLists.ts listForRequest). */
function firstPageReads(
  read: Read,
  base: ListBase,
  requested: FilterState,
  state: FilterState,
  offered: boolean,
): { page: Promise<ProductPage>; count: Promise<number | null>; facets: Promise<FacetsInput | null> } | null {
  const http = readingHttp(read);
  const catalogue = createCatalogueApi(http);
  const calls = createFilterCalls(http);
  const request = listRequest(base, requested, offered);
  const facets = filtersUsable(base, offered).extension
    ? calls.facets(extensionQuery(base, state)).catch(() => null)
    : Promise.resolve(null);
  const facetsTotal = () => facets.then((f) => f?.total ?? null);
  if (request.call === 'extension')
    return {
      page: calls.extensionPage(request.query, FIRST_POSITION, PRODUCT_PAGE_SIZE),
      count: facetsTotal(),
      facets,
    };
  if (request.call === 'search')
    return {
      page: catalogue.search(request.term, { sort: request.sort }),
      count: catalogue.searchCount(request.term).catch(() => null),
      facets,
    };
  if (base.kind !== 'products') return null;
  if (request.optionPair) {
    const q = {
      cat: base.cat,
      brand: request.brand,
      tag: request.tag,
      optionPair: request.optionPair,
      sort: request.sort,
    };
    return { page: calls.specPage(q, FIRST_POSITION, PRODUCT_PAGE_SIZE), count: facetsTotal(), facets };
  }
  const filter = { cat: base.cat, brand: request.brand, tag: request.tag };
  return {
    page: catalogue.products(filter, { sort: request.sort, startingPosition: FIRST_POSITION }),
    count: catalogue.listCount(filter).catch(() => null),
    facets,
  };
}

/** components/product-list-screen's heading: title (and a category's picture and description), count. */
function listHead(base: ListBase, heading: CategoryDetailModel | null, total: number | null, t: Translator): string {
  const title =
    base.kind === 'search'
      ? t('istore_catalogue_search')
      : (heading?.displayName ?? t('istore_catalogue_all_products'));
  const count =
    total === null
      ? ''
      : base.kind === 'search'
        ? total === 1
          ? t('istore_catalogue_search_results_one', { term: base.term })
          : t('istore_catalogue_search_results', { term: base.term, count: total })
        : total === 1
          ? t('istore_catalogue_count_one')
          : t('istore_catalogue_count', { count: total });
  const picture = heading?.image
    ? `<img class="list-screen__picture" src="${esc(safeUrl(heading.image.url) ?? '')}" alt="" width="64" height="64" loading="eager">`
    : '';
  return (
    `<div class="list-screen__head${picture ? ' list-screen__head--picture' : ''}">${picture}` +
    `<span class="taro-text list-screen__title">${esc(title)}</span>` +
    (heading?.description
      ? `<span class="taro-text list-screen__description">${esc(heading.description)}</span>`
      : '') +
    `<span class="taro-text list-screen__count">${esc(count)}</span></div>`
  );
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
