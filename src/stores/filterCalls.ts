/**
 * The calls a filtered list makes beyond the catalogue client: the spec's product list with an
 * optionPair, and the `filters` extension's products and facets. Loaded with the list pages only.
 */
import type { ExtFilterQuery, FacetsInput } from '@/domain/filterPlan';
import { productListQuery } from '@/domain/productQuery';
import { page, type ProductPage } from '@/services/catalogue';
import { createFiltersApi } from '@/services/filters';
import type { Http } from '@/services/http';

export interface SpecListQuery {
  cat: string;
  brand: string | null;
  tag: string | null;
  optionPair: string;
  sort: string;
}

export interface FilterCalls {
  /** GET productManagement2/products with the spec's optionPair (the catalogue client sends none). */
  specPage(q: SpecListQuery, startingPosition: number, numberToLoad: number): Promise<ProductPage>;
  /** GET ext/filters/products. */
  extensionPage(q: ExtFilterQuery, startingPosition: number, numberToLoad: number): Promise<ProductPage>;
  /** GET ext/filters/facets. */
  facets(q: ExtFilterQuery): Promise<FacetsInput>;
}

export function createFilterCalls(http: Http): FilterCalls {
  const ext = createFiltersApi(http);
  return {
    async specPage(q, startingPosition, numberToLoad) {
      const query = productListQuery({ cat: q.cat, brand: q.brand, tag: q.tag, sort: q.sort, startingPosition });
      const raw = await http.get<unknown>('productManagement2/products', {
        query: { ...query, numberToLoad, optionPair: q.optionPair },
      });
      return page(raw);
    },
    extensionPage({ sortby, ...filters }, startingPosition, numberToLoad) {
      return ext.productsPage(filters, { startingPosition, numberToLoad, sort: sortby });
    },
    facets: ({ sortby: _sort, ...filters }) => ext.facets(filters),
  };
}
