/**
 * The filters extension's reads (types/filters.ts), checked as calls.ts checks the others: a
 * category's facets and its first page in stock, through the app's own client.
 */
import type { Facets } from '../../src/services/filters';
import type { ProductPage } from '../../src/services/catalogue';
import { dropped, need, type CallCheck, type Shortfall } from './call-kit';

const field = (a: unknown, key: string): unknown =>
  a && typeof a === 'object' && !Array.isArray(a) ? (a as Record<string, unknown>)[key] : undefined;

/** What the app left out of a facets answer: choices and groups dropped, a total it cannot use. */
export function facetsShortfall(f: Facets, answer: unknown): Shortfall | null {
  const lost: string[] = [];
  let count = 0;
  const group = (key: 'brands' | 'tags' | 'options', kept: number, what: string) => {
    const raw = field(answer, key);
    if (!Array.isArray(raw)) {
      count += 1;
      lost.push(`no ${key} list: no ${what} to choose`);
      return;
    }
    const d = dropped(raw, kept, what);
    if (d) {
      count += d.count;
      lost.push(d.text);
    }
  };
  group('brands', f.brands.length, 'brands');
  group('tags', f.tags.length, 'tags');
  group('options', f.options.length, 'option groups');
  const rawOptions = field(answer, 'options');
  for (const g of f.options) {
    const raw: unknown = Array.isArray(rawOptions) ? rawOptions.find((o) => field(o, 'key') === g.key) : undefined;
    const d = dropped(field(raw, 'values'), g.values.length, `${g.key} values`);
    if (d) {
      count += d.count;
      lost.push(d.text);
    }
  }
  if (f.total === null) {
    count += 1;
    lost.push('no usable total: filtered lists show no number of results');
  }
  return count ? { count, all: false, text: lost.join('; ') } : null;
}

export const FILTER_READS: CallCheck[] = [
  need<Facets>({
    id: 'filterFacets',
    call: 'GET ext/filters/facets',
    need: 'feature',
    extension: 'filters',
    fails: 'product lists and search offer no filter choices with counts, and no price range or in-stock filter',
    run: (svc, f) => svc.filters.facets({ categoryName: f.categoryName }),
    shortfall: facetsShortfall,
  }),
  need<ProductPage>({
    id: 'filterProducts',
    call: 'GET ext/filters/products',
    need: 'screen',
    extension: 'filters',
    fails: 'a list filtered by price or stock shows its error state (unfiltered lists still work)',
    run: (svc, f) => svc.filters.productsPage({ categoryName: f.categoryName, inStock: true }),
    shortfall: (p, a) => dropped(a, p.items.length, 'products'),
  }),
];
