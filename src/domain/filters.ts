/**
 * Product list filters: what a shopper narrowed a list by, how that state lives in the address
 * (shareable, restored on reload), how one choice changes it, and what a price typed in means.
 *
 *   /store/productlist?cat=tea&brand=JadeGarden&minPrice=500&maxPrice=2000&inStock=1&sort=priceUp
 *   /store/search?searchStr=tea&tag=organic&option=size%3AM
 *
 * The spec's query names (`cat`, `sort`, `searchStr`) stay as they are; the filters add their own
 * (domain/filterParams.ts). A value that cannot be one (garbled, too long, a price that is not a
 * whole number of minor units) is dropped, never an error: a shared link still opens a list.
 * One value per group (the spec's brandName and tagName are single values); options are one value
 * per option name, written as the app writes an optionPair (`size:M|colour:Red`).
 */
import { buildQuery } from './routes';
import { fractionDigits } from './money';
import { sortChoice, type SortChoice } from './sort';

export interface FilterState {
  brand: string | null;
  tag: string | null;
  /** Option name -> chosen value (e.g. { size: 'M' }). */
  options: Readonly<Record<string, string>>;
  /** Inclusive bounds, integer minor units of the store's currency. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: SortChoice;
}

export const NO_FILTERS: FilterState = {
  brand: null,
  tag: null,
  options: {},
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sort: 'default',
};

/** The list a filter state narrows: a category (or every product) or a search. */
export type ListBase = { kind: 'products'; cat: string } | { kind: 'search'; term: string };

/** More option groups than this in an address is not a shopper's choice. */
const MAX_OPTIONS = 8;
/** The largest price bound accepted (minor units): ten million of a currency's major unit. */
export const MAX_PRICE_MINOR = 1_000_000_000;

// a name the server takes (1..64 characters), without what would break a query or the optionPair
const KEY = /^[^<>"'`|]{1,64}$/;
const OPTION_PART = /^[^<>"'`|:]{1,64}$/;

/** Any character below a space (or DEL): not typed by anyone, never part of a name. */
function hasControl(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 32 || c === 127) return true;
  }
  return false;
}

function key(raw: string | undefined): string | null {
  const v = (raw ?? '').trim();
  return KEY.test(v) && !hasControl(v) ? v : null;
}

function price(raw: string | undefined): number | null {
  const v = (raw ?? '').trim();
  if (!/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n <= MAX_PRICE_MINOR ? n : null;
}

/** `size:M|colour:Red` -> { size: 'M', colour: 'Red' }; malformed parts dropped, the first value of a name kept. */
export function optionsOfPair(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (raw ?? '').split('|')) {
    const i = part.indexOf(':');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    const value = part.slice(i + 1).trim();
    if (
      !OPTION_PART.test(name) ||
      !OPTION_PART.test(value) ||
      hasControl(part) ||
      Object.prototype.hasOwnProperty.call(out, name) ||
      name === '__proto__'
    )
      continue;
    if (Object.keys(out).length >= MAX_OPTIONS) break;
    out[name] = value;
  }
  return out;
}

/** { size: 'M', colour: 'Red' } -> 'colour:Red|size:M' (sorted: one state, one address); '' when none. */
export function optionPairOfFilters(options: Readonly<Record<string, string>>): string {
  return Object.keys(options)
    .sort()
    .map((name) => `${name}:${options[name]}`)
    .join('|');
}

/** The filter state an address asks for; what cannot be used is left out. */
export function parseFilters(params: Record<string, string | undefined>): FilterState {
  let minPrice = price(params.minPrice);
  let maxPrice = price(params.maxPrice);
  // bounds given the wrong way round still mean the same range
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const stock = (params.inStock ?? '').trim().toLowerCase();
  return {
    brand: key(params.brand),
    tag: key(params.tag),
    options: optionsOfPair(params.option),
    minPrice,
    maxPrice,
    inStock: stock === '1' || stock === 'true',
    sort: sortChoice(params.sort),
  };
}

/** The filter part of an address's query: only what is set, in a fixed order (the default sort left out). */
export function filterParams(state: FilterState): Record<string, string | undefined> {
  const pair = optionPairOfFilters(state.options);
  return {
    brand: state.brand ?? undefined,
    tag: state.tag ?? undefined,
    option: pair || undefined,
    minPrice: state.minPrice === null ? undefined : String(state.minPrice),
    maxPrice: state.maxPrice === null ? undefined : String(state.maxPrice),
    inStock: state.inStock ? '1' : undefined,
    sort: state.sort === 'default' ? undefined : state.sort,
  };
}

/** The address of a filtered list (what the shopper shares, what a reload opens). */
export function filteredListUrl(base: ListBase, state: FilterState): string {
  const own = base.kind === 'products' ? { cat: base.cat || 'all' } : { searchStr: base.term.trim() };
  return `/store/${base.kind === 'products' ? 'productlist' : 'search'}${buildQuery({ ...own, ...filterParams(state) })}`;
}

export function sameFilters(a: FilterState, b: FilterState): boolean {
  return optionPairOfFilters(a.options) === optionPairOfFilters(b.options) && sameNarrowing(a, b) && a.sort === b.sort;
}

function sameNarrowing(a: FilterState, b: FilterState): boolean {
  return (
    a.brand === b.brand &&
    a.tag === b.tag &&
    a.minPrice === b.minPrice &&
    a.maxPrice === b.maxPrice &&
    a.inStock === b.inStock
  );
}

/** One narrowing the shopper can see and remove (a chip). */
export type ActiveFilter =
  | { kind: 'brand'; value: string }
  | { kind: 'tag'; value: string }
  | { kind: 'option'; name: string; value: string }
  | { kind: 'price'; min: number | null; max: number | null }
  | { kind: 'inStock' };

/** The narrowings in force, in the order the filters show them (the sort is not one). */
export function activeFilters(state: FilterState): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (state.brand) out.push({ kind: 'brand', value: state.brand });
  if (state.tag) out.push({ kind: 'tag', value: state.tag });
  for (const name of Object.keys(state.options).sort()) out.push({ kind: 'option', name, value: state.options[name] });
  if (state.minPrice !== null || state.maxPrice !== null)
    out.push({ kind: 'price', min: state.minPrice, max: state.maxPrice });
  if (state.inStock) out.push({ kind: 'inStock' });
  return out;
}

/** The state without one narrowing (its chip's ×). */
export function withoutFilter(state: FilterState, filter: ActiveFilter): FilterState {
  switch (filter.kind) {
    case 'brand':
      return { ...state, brand: null };
    case 'tag':
      return { ...state, tag: null };
    case 'option': {
      const options = { ...state.options };
      delete options[filter.name];
      return { ...state, options };
    }
    case 'price':
      return { ...state, minPrice: null, maxPrice: null };
    case 'inStock':
      return { ...state, inStock: false };
  }
}

/** Every narrowing removed; the sort stays (Clear empties the filters, not the order). */
export function clearFilters(state: FilterState): FilterState {
  return { ...NO_FILTERS, sort: state.sort };
}

/** A group's choice tapped: chosen when it was not (replacing the group's other value), cleared when it was. */
export function toggleChoice(
  state: FilterState,
  group: { kind: 'brand' } | { kind: 'tag' } | { kind: 'option'; name: string },
  value: string,
): FilterState {
  if (group.kind === 'brand') return { ...state, brand: state.brand === value ? null : value };
  if (group.kind === 'tag') return { ...state, tag: state.tag === value ? null : value };
  const options = { ...state.options };
  if (options[group.name] === value) delete options[group.name];
  else options[group.name] = value;
  return { ...state, options };
}

// ---- the price range the shopper types -------------------------------------------------------

export type PriceInputError = 'format' | 'tooPrecise' | 'tooLarge' | 'order';

export type PriceRangeResult =
  { ok: true; min: number | null; max: number | null } | { ok: false; field: 'min' | 'max'; error: PriceInputError };

type BoundResult = { ok: true; value: number | null } | { ok: false; error: PriceInputError };

/**
 * A bound typed in the currency's major unit ('12', '12.5', '12,50', '¥ 1,500' is not: digits and
 * one decimal mark only) as minor units; '' is no bound.
 */
export function parsePriceInput(text: string, currencyCode: string): BoundResult {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  const m = /^(\d{1,9})(?:[.,](\d*))?$/.exec(t);
  if (!m) return { ok: false, error: 'format' };
  const digits = fractionDigits(currencyCode);
  const fraction = m[2] ?? '';
  if (fraction.length > digits) return { ok: false, error: 'tooPrecise' };
  const minor = Number(m[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor) || minor > MAX_PRICE_MINOR) return { ok: false, error: 'tooLarge' };
  return { ok: true, value: minor };
}

/** Both bounds checked; a minimum above the maximum is the shopper's to fix (the maximum field says so). */
export function parsePriceRange(minText: string, maxText: string, currencyCode: string): PriceRangeResult {
  const min = parsePriceInput(minText, currencyCode);
  if (!min.ok) return { ok: false, field: 'min', error: min.error };
  const max = parsePriceInput(maxText, currencyCode);
  if (!max.ok) return { ok: false, field: 'max', error: max.error };
  if (min.value !== null && max.value !== null && min.value > max.value)
    return { ok: false, field: 'max', error: 'order' };
  return { ok: true, min: min.value, max: max.value };
}

/** Minor units as the text a price field starts with: 1250 CAD -> '12.50', 1500 JPY -> '1500', null -> ''. */
export function priceInputText(minor: number | null, currencyCode: string): string {
  if (minor === null) return '';
  const digits = fractionDigits(currencyCode);
  if (digits === 0) return String(minor);
  const s = String(minor).padStart(digits + 1, '0');
  return `${s.slice(0, s.length - digits)}.${s.slice(s.length - digits)}`;
}
