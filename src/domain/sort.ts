/**
 * Product list sorting (spec 2.8, 5): the values the sort control offers, how a URL's `sort`
 * is read, and the list URL a choice writes.
 */
import { buildQuery } from './routes';

/** The sorts the shopper can choose, in the control's order. */
export const SORT_CHOICES = ['default', 'priceUp', 'priceDown', 'newest', 'name'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

/**
 * The control's value for a URL's `sort`: 'date' is 'default' (spec 5), 'price' (a seeded
 * menu link) is 'priceUp', anything unknown is 'default'.
 */
export function sortChoice(sort: string | null | undefined): SortChoice {
  const s = (sort ?? '').trim();
  if (s === 'price') return 'priceUp';
  return (SORT_CHOICES as readonly string[]).includes(s) ? (s as SortChoice) : 'default';
}

/** What a product list address asks for (spec 2.8): its category ('all' when none), whether that is every product, and the sort. */
export function productListParams(params: Record<string, string | undefined>): {
  cat: string;
  all: boolean;
  sort: SortChoice;
} {
  const cat = (params.cat ?? '').trim() || 'all';
  return { cat, all: cat.toLowerCase() === 'all', sort: sortChoice(params.sort) };
}

/** `/store/productlist?cat=X&sort=Y`; the default sort is left out of the URL. */
export function productListUrl(cat: string | null | undefined, sort: SortChoice): string {
  return `/store/productlist${buildQuery({ cat: cat || 'all', sort: sort === 'default' ? undefined : sort })}`;
}

/** `path?sort=Y` for the other list routes (brand, tag, clearance, search keep their own query). */
export function withSort(path: string, sort: SortChoice, query: Record<string, string | undefined> = {}): string {
  return `${path}${buildQuery({ ...query, sort: sort === 'default' ? undefined : sort })}`;
}
