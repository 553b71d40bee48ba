/**
 * The list store that pages a filtered list (FilteredListStore): the catalogue's own when the
 * spec's call serves the state as it is (so a list started at launch is taken over), else one fed
 * by the call the state needs (domain/filterPlan.ts listRequest).
 */
import { PRODUCT_PAGE_SIZE } from '@/domain/constants';
import type { ListRequest } from '@/domain/filterPlan';
import type { ListBase } from '@/domain/filters';
import type { FilterCalls } from './filterCalls';
import { ProductListStore, type ListSource } from './ProductListStore';
import type { Root } from './root';

export function listForRequest(
  root: Pick<Root, 'api' | 'catalogue'>,
  calls: FilterCalls,
  base: ListBase,
  request: ListRequest,
  /** The facets' total, when the extension counts this list. */
  counts: { facetsTotal: (() => Promise<number | null>) | null },
): ProductListStore {
  const { catalogue, api } = root;
  if (request.call === 'products' && !request.optionPair) {
    // the same shape as the one started at launch (firstScreenData.ts), so that one is taken
    const source: ListSource =
      request.brand || request.tag
        ? { kind: 'products', cat: request.cat, brand: request.brand, tag: request.tag, sort: request.sort }
        : { kind: 'products', cat: request.cat, sort: request.sort };
    return catalogue.list(source);
  }
  if (request.call === 'search' && request.sort === 'default')
    return catalogue.list({ kind: 'search', term: request.term });
  const source: ListSource =
    base.kind === 'search' ? { kind: 'search', term: base.term } : { kind: 'products', cat: base.cat };
  if (request.call === 'extension') {
    const query = request.query;
    return new ProductListStore(api.catalogue, source, PRODUCT_PAGE_SIZE, {
      page: (position, size) => calls.extensionPage(query, position, size),
      count: counts.facetsTotal ?? (() => Promise.resolve(null)),
    });
  }
  if (request.call === 'search') {
    const { term, sort } = request;
    return new ProductListStore(api.catalogue, source, PRODUCT_PAGE_SIZE, {
      page: (position, size) => api.catalogue.search(term, { startingPosition: position, numberToLoad: size, sort }),
      count: () => api.catalogue.searchCount(term),
    });
  }
  const q = {
    cat: request.cat,
    brand: request.brand,
    tag: request.tag,
    optionPair: request.optionPair ?? '',
    sort: request.sort,
  };
  // listCount takes no optionPair: with the extension the facets count, else unknown until the end
  return new ProductListStore(api.catalogue, source, PRODUCT_PAGE_SIZE, {
    page: (position, size) => calls.specPage(q, position, size),
    count: counts.facetsTotal ?? (() => Promise.resolve(null)),
  });
}
