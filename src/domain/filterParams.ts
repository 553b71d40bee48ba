/**
 * The query names a product list's filters use in its address, apart from the spec's own (`cat`,
 * `sort`, `searchStr`). Kept tiny and on its own: the start-up code and the web server only need
 * to know whether an address is filtered (such a list is not the one they start or draw ahead).
 */
export const FILTER_PARAM_NAMES = ['brand', 'tag', 'option', 'minPrice', 'maxPrice', 'inStock'] as const;

/** True when the address asks for any filter (whether or not its value turns out usable). */
export function hasFilterParams(params: Record<string, string | undefined>): boolean {
  return FILTER_PARAM_NAMES.some((name) => (params[name] ?? '').trim() !== '');
}
