/**
 * Extension `filters` (types/filters.ts): a product list or search narrowed by brand, tag,
 * options, price range and stock, and the facets that count each choice. Only used when app info
 * lists 'filters' (domain/extensions.ts); without it the lists filter by brand, tag and option
 * through the spec's own GET productManagement2/products.
 *
 * Facets are read leniently: a malformed choice or group is dropped, a missing total is null
 * (unknown), never an error for the screen; only an answer that is not an object at all is one.
 */
import { EXT_PATH, type FilterQuery } from '@api-types';
import { FIRST_POSITION, PRODUCT_PAGE_SIZE } from '@/domain/constants';
import { productListQuery } from '@/domain/productQuery';
import { isRecord, list, num, strOrNull } from './guards';
import { badResponse, type Http, type Query } from './http';
import { page, type PagingInput, type ProductPage, type ProductSummary } from './catalogue';

export type { FilterQuery, PagingInput };

const P = `${EXT_PATH}/filters`;

export interface FacetChoice {
  /** What to send back (brandName, tagName, an option's value). */
  value: string;
  /** In the session's language (the value when the server sent none). */
  label: string;
  /** Products the list would hold with this choice; always above 0. */
  count: number;
}

export interface FacetOptionGroup {
  /** The option's key in optionPair ('size'). */
  key: string;
  name: string;
  values: FacetChoice[];
}

export interface Facets {
  /** Products matching every filter; null when the server sent no usable count. */
  total: number | null;
  brands: FacetChoice[];
  tags: FacetChoice[];
  options: FacetOptionGroup[];
  /** Lowest and highest price (minor units) without the price filter; null: no range to offer. */
  price: { min: number; max: number } | null;
  /** What "in stock only" would give; null when unknown. */
  inStock: number | null;
}

const count = (v: unknown): number | null => {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

export function normalizeChoice(v: unknown): FacetChoice | null {
  if (!isRecord(v)) return null;
  const value = strOrNull(v.value);
  const n = count(v.count);
  // a choice that gives nothing is never shown
  if (value === null || n === null || n === 0) return null;
  return { value, label: strOrNull(v.label)?.trim() || value, count: n };
}

function optionGroup(v: unknown): FacetOptionGroup | null {
  if (!isRecord(v)) return null;
  const key = strOrNull(v.key);
  const values = list(v.values, normalizeChoice);
  if (key === null || values.length === 0) return null;
  return { key, name: strOrNull(v.name)?.trim() || key, values };
}

function priceRange(v: unknown): Facets['price'] {
  if (!isRecord(v)) return null;
  const min = count(v.min);
  const max = count(v.max);
  return min === null || max === null || min > max ? null : { min, max };
}

/** The facets as the app uses them; throws (BAD_RESPONSE) only when the answer is no object. */
export function normalizeFacets(v: unknown): Facets {
  if (!isRecord(v)) throw badResponse();
  return {
    total: count(v.total),
    brands: list(v.brands, normalizeChoice),
    tags: list(v.tags, normalizeChoice),
    options: list(v.options, optionGroup),
    price: priceRange(v.price),
    inStock: count(v.inStock),
  };
}

const price = (n: number | undefined) => (n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined);

/** The query string of a filter: blank, 'all' and unusable values are left out. */
export function filterQuery(q: FilterQuery): Query {
  const { categoryName, brandName, tagName, clearance } = productListQuery({
    cat: q.categoryName,
    brand: q.brandName,
    tag: q.tagName,
    clearance: q.clearance,
  });
  return {
    categoryName,
    brandName,
    tagName,
    clearance,
    optionPair: strOrNull(q.optionPair)?.trim() || undefined,
    searchStr: strOrNull(q.searchStr)?.trim() || undefined,
    minPrice: price(q.minPrice),
    maxPrice: price(q.maxPrice),
    inStock: q.inStock ? true : undefined,
  };
}

export function createFiltersApi(http: Http) {
  async function productsPage(query: FilterQuery, paging: PagingInput = {}): Promise<ProductPage> {
    const sortby = paging.sort ? productListQuery({ sort: paging.sort }).sortby : undefined;
    return page(
      await http.get<unknown>(`${P}/products`, {
        query: {
          ...filterQuery(query),
          sortby,
          infiniteLoad: true,
          numberToLoad: paging.numberToLoad ?? PRODUCT_PAGE_SIZE,
          startingPosition: paging.startingPosition ?? FIRST_POSITION,
        },
      }),
    );
  }
  return {
    /** GET ext/filters/products: a page (12 from startingPosition) of the filtered list. */
    async products(query: FilterQuery, paging: PagingInput = {}): Promise<ProductSummary[]> {
      return (await productsPage(query, paging)).items;
    },
    /**
     * The same page with how many items the server sent (malformed ones included): the next page
     * starts `received` further on, and a page came full when `received` is the page size.
     */
    productsPage,
    /** GET ext/filters/facets: what each choice would give, for the list as filtered. */
    async facets(query: FilterQuery): Promise<Facets> {
      return normalizeFacets(await http.get<unknown>(`${P}/facets`, { query: filterQuery(query) }));
    },
  };
}

export type FiltersApi = ReturnType<typeof createFiltersApi>;
