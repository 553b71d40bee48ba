/**
 * A first visit's page data, asked for as the app starts. On H5 each page is a chunk of its own,
 * and a page used to ask for its data only once that chunk had arrived and rendered: one whole
 * round trip later than it could (the largest picture waited for both). The page then finds its
 * slots loading (home) or takes the store started for it (CatalogueStore.list / product).
 */
import type { RouteMatch } from '@/domain/routes';
import { hasFilterParams } from '@/domain/filterParams';
import { productIdParam, searchTermParam, shouldSearch } from '@/domain/productQuery';
import { productListParams } from '@/domain/sort';
import type { Root } from './root';

export function startFirstScreenData(root: Pick<Root, 'catalogue'>, route: RouteMatch | null): void {
  if (!route) return;
  const { catalogue } = root;
  switch (route.page) {
    case 'pages/home/index':
      void catalogue.loadHome();
      return;
    case 'pages/store/productlist/index': {
      const { cat, all, sort } = productListParams(route.params);
      // a filtered list is asked for by its page, which knows whether the server filters
      if (!hasFilterParams(route.params)) catalogue.startAhead({ list: { kind: 'products', cat, sort } });
      void catalogue.loadCategories();
      if (!all) void catalogue.loadCategoryPage(cat);
      return;
    }
    case 'pages/store/search/index': {
      const term = searchTermParam(route.params);
      if (shouldSearch(term) && !hasFilterParams(route.params) && !route.params.sort)
        catalogue.startAhead({ list: { kind: 'search', term } });
      return;
    }
    case 'pages/store/product/index': {
      const id = productIdParam(route.params);
      if (id === null) return;
      catalogue.startAhead({ product: id });
      void catalogue.loadGroupBuys();
      return;
    }
    default:
      return;
  }
}
