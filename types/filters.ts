/**
 * Extension `filters` (docs/architecture.md, "Extensions"): a product list or search narrowed by
 * price and stock besides the spec's own fields, and the counts of each choice (facets), under
 * /api/istore/client/ext/filters/. Not part of the istore API: a server lists 'filters' in app
 * info's `extensions` when it answers these calls. Brand, tag and option filters alone need no
 * extension: GET productManagement2/products takes brandName, tagName and optionPair (spec 3).
 *
 *   GET ext/filters/products   FilterProductsQuery: a page of the same Product array as
 *                              GET productManagement2/products
 *   GET ext/filters/facets     FilterQuery: FilterFacets for the list as filtered
 */
import type { ProductSort } from './catalogue';

/** The filters both calls take. Query strings carry everything as text. */
export interface FilterQuery {
  /** A category and its descendants; 'all' or omitted: every category. */
  categoryName?: string;
  brandName?: string;
  tagName?: string;
  clearance?: boolean;
  /** Option values a product must offer, one per option: `size:M|colour:Red`. */
  optionPair?: string;
  /** The search term: the same matching and order as GET productManagement2/products/search/{term}. */
  searchStr?: string;
  /** Price range, integer minor units, both ends included. */
  minPrice?: number;
  maxPrice?: number;
  /** Only products with stock (with optionPair: of a combination holding those values). */
  inStock?: boolean;
}

/** Query of GET ext/filters/products: the filters and the spec's paging (12 from position 0). */
export interface FilterProductsQuery extends FilterQuery {
  sortby?: ProductSort;
  startingPosition?: number;
  numberToLoad?: number;
  infiniteLoad?: boolean;
}

/** One choice of a group: the value to send, its text in the request's language, what it gives. */
export interface FilterChoice {
  value: string;
  label: string;
  /** Products the list would hold with this choice made (the group's own choice replaced). */
  count: number;
}

export interface FilterOptionGroup {
  /** The option's key in optionPair ('size'). */
  key: string;
  /** Its name in the request's language. */
  name: string;
  values: FilterChoice[];
}

/**
 * Response of GET ext/filters/facets. Each group's counts apply every other group's filter but
 * not its own, so a shopper sees what choosing another brand would give; choices that would give
 * nothing are left out. Brands, tags and option values come in the store's order.
 */
export interface FilterFacets {
  /** Products matching every filter (what ext/filters/products pages through). */
  total: number;
  brands: FilterChoice[];
  tags: FilterChoice[];
  options: FilterOptionGroup[];
  /** Lowest and highest price with every filter but the price range; null when nothing matches. */
  price: { min: number; max: number } | null;
  /** Products matching every filter that have stock (what "in stock only" would give). */
  inStock: number;
}

/** Most characters of searchStr. */
export const MAX_FILTER_SEARCH = 100;
