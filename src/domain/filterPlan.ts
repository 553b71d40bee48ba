/**
 * What a filtered list asks the server and what it offers the shopper.
 *
 * - Without the `filters` extension only the spec's own fields narrow a list (brandName, tagName,
 *   optionPair on GET productManagement2/products), choices come from the spec's answers (the
 *   brands and tags of the products the list shows) with no counts, and price, stock and
 *   filters on a search are not offered: a shared address asking for them opens the list
 *   without them.
 * - With it, a list narrowed by only those fields still uses the spec's call; price, stock and a
 *   search with filters use the extension's products call, and its facets give each choice a count.
 * - A choice that would yield nothing is never shown.
 */
import { activeFilters, optionPairOfFilters, type FilterState, type ListBase } from './filters';
import { shouldSearch } from './productQuery';

/** A choice as the facets give it (count: how many the list would hold with it chosen). */
export interface ChoiceInput {
  value: string;
  label: string;
  count: number;
}

export interface FacetsInput {
  /** null: the server sent no usable count. */
  total: number | null;
  brands: readonly ChoiceInput[];
  tags: readonly ChoiceInput[];
  options: readonly { key: string; name: string; values: readonly ChoiceInput[] }[];
  price: { min: number; max: number } | null;
  /** null: unknown (the stock filter is then not offered). */
  inStock: number | null;
}

export interface ShownChoice {
  value: string;
  label: string;
  /** null: not known (no extension). */
  count: number | null;
  selected: boolean;
}

export type ChoiceGroup =
  | { kind: 'brand'; choices: ShownChoice[] }
  | { kind: 'tag'; choices: ShownChoice[] }
  | { kind: 'option'; name: string; label: string; choices: ShownChoice[] };

export interface ChoicesView {
  groups: ChoiceGroup[];
  /** The price range the list spans (for the fields' hints); null: no price filter offered. */
  price: { min: number; max: number } | null;
  /** How many are in stock; null: the stock filter is not offered. */
  inStock: number | null;
}

/** No choices to offer (no filters here, or the extension's facets not yet known). */
export const NO_CHOICES: ChoicesView = { groups: [], price: null, inStock: null };

/** What a list can be narrowed by with and without the extension. */
export function filtersUsable(base: ListBase, offered: boolean): { spec: boolean; extension: boolean } {
  if (base.kind === 'search') return { spec: false, extension: offered && shouldSearch(base.term) };
  return { spec: true, extension: offered };
}

/** The state as the list can apply it: what the server cannot do here is dropped. */
export function applicableFilters(state: FilterState, base: ListBase, offered: boolean): FilterState {
  const usable = filtersUsable(base, offered);
  if (usable.extension) return state;
  if (usable.spec) return { ...state, minPrice: null, maxPrice: null, inStock: false };
  return { ...state, brand: null, tag: null, options: {}, minPrice: null, maxPrice: null, inStock: false };
}

function shown(input: readonly ChoiceInput[], selected: string | null | undefined): ShownChoice[] {
  const out: ShownChoice[] = [];
  const seen = new Set<string>();
  for (const c of input) {
    const count = Number.isSafeInteger(c.count) && c.count > 0 ? c.count : 0;
    const isSelected = c.value === selected;
    // never a choice that yields nothing; the chosen one stays, so it can be removed
    if (!c.value || seen.has(c.value) || (count === 0 && !isSelected)) continue;
    seen.add(c.value);
    out.push({ value: c.value, label: c.label || c.value, count, selected: isSelected });
  }
  if (selected && !seen.has(selected)) out.unshift({ value: selected, label: selected, count: null, selected: true });
  return out;
}

/** The groups the extension's facets offer for a state; empty groups are left out. */
export function choicesFromFacets(facets: FacetsInput, state: FilterState): ChoicesView {
  const groups: ChoiceGroup[] = [];
  const brands = shown(facets.brands, state.brand);
  if (brands.length) groups.push({ kind: 'brand', choices: brands });
  const tags = shown(facets.tags, state.tag);
  if (tags.length) groups.push({ kind: 'tag', choices: tags });
  const named = new Set<string>();
  for (const o of facets.options) {
    if (!o.key || named.has(o.key)) continue;
    named.add(o.key);
    const choices = shown(o.values, state.options[o.key]);
    if (choices.length) groups.push({ kind: 'option', name: o.key, label: o.name || o.key, choices });
  }
  // a chosen option the facets no longer name still shows, to be removed
  for (const [name, value] of Object.entries(state.options)) {
    if (!named.has(name))
      groups.push({
        kind: 'option',
        name,
        label: name,
        choices: [{ value, label: value, count: null, selected: true }],
      });
  }
  const price = facets.price && facets.price.max >= facets.price.min ? facets.price : null;
  const inStock = facets.inStock === null ? null : Math.max(0, Math.floor(facets.inStock));
  return { groups, price, inStock };
}

/** A product as the spec's list answers it: what the fallback choices are read from. */
export interface ListedProduct {
  brandName: string | null;
  brandDisplayName: string | null;
  tags: readonly string[];
}

/**
 * Without the extension: the brands and tags the list's products carry (each yields at least the
 * product that carries it), no counts, named by the spec's brand list and tag answers.
 */
export function choicesFromProducts(
  products: readonly ListedProduct[],
  state: FilterState,
  names: { brand: (key: string) => string | null; tag: (key: string) => string | null },
): ChoicesView {
  const brands: ShownChoice[] = [];
  const tags: ShownChoice[] = [];
  const seenBrands = new Set<string>();
  const seenTags = new Set<string>();
  const add = (into: ShownChoice[], seen: Set<string>, value: string, label: string | null, selected: boolean) => {
    if (!value || seen.has(value)) return;
    seen.add(value);
    into.push({ value, label: label || value, count: null, selected });
  };
  if (state.brand) add(brands, seenBrands, state.brand, names.brand(state.brand), true);
  if (state.tag) add(tags, seenTags, state.tag, names.tag(state.tag), true);
  for (const p of products) {
    if (p.brandName) add(brands, seenBrands, p.brandName, names.brand(p.brandName) ?? p.brandDisplayName, false);
    for (const t of p.tags) add(tags, seenTags, t, names.tag(t), false);
  }
  const groups: ChoiceGroup[] = [];
  if (brands.length) groups.push({ kind: 'brand', choices: brands });
  if (tags.length) groups.push({ kind: 'tag', choices: tags });
  for (const [name, value] of Object.entries(state.options))
    groups.push({ kind: 'option', name, label: name, choices: [{ value, label: value, count: null, selected: true }] });
  return { groups, price: null, inStock: null };
}

// ---- the requests ------------------------------------------------------------------------------

/** Query of GET ext/filters/products and ext/filters/facets (without paging). */
export interface ExtFilterQuery {
  categoryName?: string;
  brandName?: string;
  tagName?: string;
  optionPair?: string;
  searchStr?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: true;
  sortby?: string;
}

export type ListRequest =
  /** GET productManagement2/products with the spec's fields (brandName, tagName, optionPair). */
  | { call: 'products'; cat: string; brand: string | null; tag: string | null; optionPair: string | null; sort: string }
  /** GET productManagement2/products/search/{term}. */
  | { call: 'search'; term: string; sort: string }
  /** GET ext/filters/products. */
  | { call: 'extension'; query: ExtFilterQuery };

/** The extension's query for a state (applicable already): the spec's names, prices in minor units. */
export function extensionQuery(base: ListBase, state: FilterState): ExtFilterQuery {
  const q: ExtFilterQuery = {};
  if (base.kind === 'products' && base.cat && base.cat.toLowerCase() !== 'all') q.categoryName = base.cat;
  if (base.kind === 'search') q.searchStr = base.term.trim();
  if (state.brand) q.brandName = state.brand;
  if (state.tag) q.tagName = state.tag;
  const pair = optionPairOfFilters(state.options);
  if (pair) q.optionPair = pair;
  if (state.minPrice !== null) q.minPrice = state.minPrice;
  if (state.maxPrice !== null) q.maxPrice = state.maxPrice;
  if (state.inStock) q.inStock = true;
  if (state.sort !== 'default') q.sortby = state.sort;
  return q;
}

/** Which call pages a list in this state: the spec's when it can, the extension's when it must. */
export function listRequest(base: ListBase, requested: FilterState, offered: boolean): ListRequest {
  const state = applicableFilters(requested, base, offered);
  const narrowed = activeFilters(state);
  if (base.kind === 'search') {
    if (narrowed.length === 0) return { call: 'search', term: base.term.trim(), sort: state.sort };
    return { call: 'extension', query: extensionQuery(base, state) };
  }
  if (narrowed.some((f) => f.kind === 'price' || f.kind === 'inStock'))
    return { call: 'extension', query: extensionQuery(base, state) };
  const pair = optionPairOfFilters(state.options);
  return {
    call: 'products',
    cat: base.cat,
    brand: state.brand,
    tag: state.tag,
    optionPair: pair || null,
    sort: state.sort,
  };
}

/**
 * Where the list's total comes from: the facets' total when the extension is offered (one call
 * answers both); else listCount (which takes no optionPair: with an option the total is unknown
 * until the last page) or searchCount.
 */
export function countSource(
  base: ListBase,
  requested: FilterState,
  offered: boolean,
): 'facets' | 'listCount' | 'searchCount' | null {
  if (filtersUsable(base, offered).extension) return 'facets';
  const state = applicableFilters(requested, base, offered);
  if (base.kind === 'search') return 'searchCount';
  return Object.keys(state.options).length ? null : 'listCount';
}

/**
 * The count line's form (the catalogue's plural rule: "1 product", "12 products"; a search's
 * "N results for ..."); null when the total is unknown.
 */
export function resultsCount(
  total: number | null,
  term?: string,
): { form: 'one' | 'other'; count: number; term?: string } | null {
  if (total === null || !Number.isSafeInteger(total) || total < 0) return null;
  const form = total === 1 ? 'one' : 'other';
  return term === undefined ? { form, count: total } : { form, count: total, term };
}
