/**
 * Extension `filters` (types/filters.ts lists the calls), mounted under
 * /api/istore/client/ext/filters: a product list or search narrowed by price range and stock
 * besides the spec's brand, tag and option fields, and the facets that count each choice.
 * The list answers exactly as GET productManagement2/products does, so the app reads it the same.
 */
import { MAX_FILTER_SEARCH, type FilterFacets, type Product } from '../../../../types/api';
import { ApiError } from '../../http/errors';
import { productFacets } from '../../models/facets';
import type { ProductFilter } from '../../models/product-filter';
import { listProducts } from '../../models/products';
import { filterOf, filterProperties, pageOf, pagingProperties, type FilterQuery, type PagingQuery } from '../catalogue';
import { requestLocale, type ExtensionArea, type RouteModule } from '../types';

interface ExtFilterQuery extends FilterQuery {
  searchStr?: string;
  minPrice?: string;
  maxPrice?: string;
  inStock?: boolean;
}

/** Money in a query: at most 9 digits (no store lists a product dearer than 9,999,999.99). */
const moneyText = { type: 'string', maxLength: 12 };
const { categoryName, brandName, tagName, clearance, optionPair } = filterProperties;
const extFilterProperties = {
  categoryName,
  brandName,
  tagName,
  clearance,
  optionPair,
  searchStr: { type: 'string', maxLength: MAX_FILTER_SEARCH },
  minPrice: moneyText,
  maxPrice: moneyText,
  inStock: { type: 'boolean' },
};

function price(raw: string | undefined, which: 'lowest' | 'highest', field: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) {
    throw new ApiError(
      400,
      'VALIDATION',
      `The ${which} price must be a whole number of cents, 0 or more (got "${raw}")`,
      field,
    );
  }
  return Number(raw.trim());
}

/** The filters of a query, prices parsed by hand for clear messages. */
function extFilterOf(q: ExtFilterQuery): ProductFilter {
  const minPrice = price(q.minPrice, 'lowest', 'minPrice');
  const maxPrice = price(q.maxPrice, 'highest', 'maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new ApiError(
      400,
      'VALIDATION',
      `The lowest price is above the highest (${minPrice} > ${maxPrice})`,
      'minPrice',
    );
  }
  const search = q.searchStr?.trim();
  return {
    ...filterOf({ categoryName: q.categoryName, brandName: q.brandName, tagName: q.tagName, clearance: q.clearance }),
    optionPair: q.optionPair,
    ...(search ? { search } : {}),
    minPrice,
    maxPrice,
    inStock: q.inStock === true ? true : undefined,
  };
}

const filtersRoutes: RouteModule = (app, { db }) => {
  app.get<{ Querystring: ExtFilterQuery & PagingQuery }>(
    '/products',
    { schema: { querystring: { type: 'object', properties: { ...pagingProperties, ...extFilterProperties } } } },
    (req): Product[] =>
      listProducts(db, extFilterOf(req.query), req.query.sortby, pageOf(req.query), requestLocale(req)),
  );

  app.get<{ Querystring: ExtFilterQuery }>(
    '/facets',
    { schema: { querystring: { type: 'object', properties: extFilterProperties } } },
    (req): FilterFacets => productFacets(db, extFilterOf(req.query), requestLocale(req)),
  );
};

export const filtersExtension: ExtensionArea = { name: 'filters', routes: [filtersRoutes] };
