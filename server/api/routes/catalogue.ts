/**
 * Catalogue calls of spec 7.2: product lists (filters, sorting, paging), counts, search, related
 * products, product and detail, categories, brands, tags, stock per option combination.
 * Wire types: types/catalogue.ts. Product images: routes/catalogue-media.ts.
 */
import { VISIBLE } from '../http/validation';
import type {
  Brand,
  Category,
  CategoryDetail,
  CountResponse,
  Inventory,
  Product,
  ProductDetail,
  ProductSort,
  ProductType,
  RecordStatus,
  Tag,
} from '../../../types/api';
import { DEFAULT_NUMBER_TO_LOAD, MAX_NUMBER_TO_LOAD, PRODUCT_SORTS } from '../../../types/api';
import { ApiError, notFound } from '../http/errors';
import { getBrands, getCategory, getCategoryTree, getTag } from '../models/categories';
import { getInventory } from '../models/inventory';
import {
  countProducts,
  getProduct,
  getProductDetail,
  listProducts,
  relatedProducts,
  type Page,
  type ProductFilter,
} from '../models/products';
import { requestLocale, type RouteModule } from './types';

/** Query strings as sent; numbers are parsed by hand for clear messages. */
export interface PagingQuery {
  infiniteLoad?: boolean;
  numberToLoad?: string;
  startingPosition?: string;
  sortby?: ProductSort;
}

export interface FilterQuery {
  categoryName?: string;
  brandName?: string;
  tagName?: string;
  clearance?: boolean;
  optionPair?: string;
  fissionCampaignId?: number;
  productType?: ProductType;
  recordStatus?: RecordStatus;
}

const key = { type: 'string', minLength: 1, maxLength: 64 };
export const pagingProperties = {
  infiniteLoad: { type: 'boolean' },
  numberToLoad: { type: 'string', maxLength: 12 },
  startingPosition: { type: 'string', maxLength: 12 },
  sortby: { type: 'string', enum: PRODUCT_SORTS },
};
export const filterProperties = {
  categoryName: key,
  brandName: key,
  tagName: key,
  clearance: { type: 'boolean' },
  optionPair: { type: 'string', maxLength: 200 },
  fissionCampaignId: { type: 'integer', minimum: 1, maximum: 2147483647 },
  productType: { type: 'string', enum: ['PRODUCT', 'MEMBERSHIP'] },
  recordStatus: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
};
const idParams = (name: string) => ({
  type: 'object',
  required: [name],
  properties: { [name]: { type: 'string', maxLength: 20 } },
});
const termParams = {
  type: 'object',
  required: ['term'],
  properties: { term: { type: 'string', minLength: 1, maxLength: 100, pattern: VISIBLE } },
};
const nameParams = (name: string) => ({ type: 'object', required: [name], properties: { [name]: key } });

function wholeNumber(raw: string | undefined, fallback: number, min: number, max: number): number | undefined {
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : undefined;
}

/** startingPosition (default 0, past the end allowed) and numberToLoad (default 12, 1..100). */
export function pageOf(q: PagingQuery): Page {
  const offset = wholeNumber(q.startingPosition, 0, 0, Number.MAX_SAFE_INTEGER);
  if (offset === undefined) {
    throw new ApiError(
      400,
      'VALIDATION',
      `Starting position must be a whole number, 0 or more (got "${q.startingPosition}")`,
      'startingPosition',
    );
  }
  const limit = wholeNumber(q.numberToLoad, DEFAULT_NUMBER_TO_LOAD, 1, MAX_NUMBER_TO_LOAD);
  if (limit === undefined) {
    throw new ApiError(
      400,
      'VALIDATION',
      `Number to load must be a whole number from 1 to ${MAX_NUMBER_TO_LOAD} (got "${q.numberToLoad}")`,
      'numberToLoad',
    );
  }
  return { offset, limit };
}

export function filterOf(q: FilterQuery): ProductFilter {
  return {
    categoryName: q.categoryName,
    brandName: q.brandName,
    tagName: q.tagName,
    clearance: q.clearance,
    optionPair: q.optionPair,
    fissionCampaignId: q.fissionCampaignId,
    productType: q.productType,
    recordStatus: q.recordStatus,
  };
}

/** A product id from the path; anything that is not one is simply not found. */
function productId(raw: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}
const noProduct = (raw: string) => notFound(`No product with id ${raw}`);

const catalogueRoutes: RouteModule = (app, { db }) => {
  app.get<{ Querystring: PagingQuery & FilterQuery }>(
    '/productManagement2/products',
    { schema: { querystring: { type: 'object', properties: { ...pagingProperties, ...filterProperties } } } },
    (req): Product[] => listProducts(db, filterOf(req.query), req.query.sortby, pageOf(req.query), requestLocale(req)),
  );

  app.get<{ Querystring: FilterQuery }>(
    '/productManagement2/products/listCount',
    { schema: { querystring: { type: 'object', properties: filterProperties } } },
    (req): CountResponse => ({ count: countProducts(db, filterOf(req.query)) }),
  );

  app.get<{ Params: { term: string }; Querystring: PagingQuery }>(
    '/productManagement2/products/search/:term',
    { schema: { params: termParams, querystring: { type: 'object', properties: pagingProperties } } },
    (req): Product[] =>
      listProducts(db, { search: req.params.term }, req.query.sortby, pageOf(req.query), requestLocale(req)),
  );

  app.get<{ Params: { term: string } }>(
    '/productManagement2/products/searchCount/:term',
    { schema: { params: termParams } },
    (req): CountResponse => ({ count: countProducts(db, { search: req.params.term }) }),
  );

  app.get<{ Params: { id: string } }>(
    '/productManagement2/products/relatedProducts/:id',
    { schema: { params: idParams('id') } },
    (req): Product[] => {
      const id = productId(req.params.id);
      const related = id === undefined ? undefined : relatedProducts(db, id, requestLocale(req));
      if (!related) throw noProduct(req.params.id);
      return related;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/productManagement/product/:id',
    { schema: { params: idParams('id') } },
    (req): Product => {
      const id = productId(req.params.id);
      const product = id === undefined ? undefined : getProduct(db, id, requestLocale(req));
      if (!product) throw noProduct(req.params.id);
      return product;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/productDetailManagement/productDetail/:id',
    { schema: { params: idParams('id') } },
    (req): ProductDetail => {
      const id = productId(req.params.id);
      const detail = id === undefined ? undefined : getProductDetail(db, id, requestLocale(req));
      if (!detail) throw noProduct(req.params.id);
      return detail;
    },
  );

  app.get<{ Params: { name: string } }>(
    '/productManagement2/category/:name',
    { schema: { params: nameParams('name') } },
    (req): CategoryDetail => {
      const category = getCategory(db, req.params.name, requestLocale(req));
      if (!category) throw notFound(`Unknown category: ${req.params.name}`);
      return category;
    },
  );

  app.get<{ Params: { x: string } }>(
    '/productManagement/categories/:x',
    { schema: { params: nameParams('x') } },
    (req): Category[] => {
      const tree = getCategoryTree(db, req.params.x, requestLocale(req));
      if (!tree) throw notFound(`Unknown category: ${req.params.x}`);
      return tree;
    },
  );

  app.get('/productManagement/brands', (req): Brand[] => getBrands(db, requestLocale(req)));

  app.get<{ Params: { name: string } }>(
    '/productManagement2/tag/:name',
    { schema: { params: nameParams('name') } },
    (req): Tag => {
      const tag = getTag(db, req.params.name, requestLocale(req));
      if (!tag) throw notFound(`Unknown tag: ${req.params.name}`);
      return tag;
    },
  );

  app.get<{ Params: { productId: string }; Querystring: { optionPair?: string } }>(
    '/inventoryManagement/inventoryByProductAndOptions/:productId',
    {
      schema: {
        params: idParams('productId'),
        querystring: { type: 'object', properties: { optionPair: { type: 'string', maxLength: 200 } } },
      },
    },
    (req): Inventory => {
      const id = productId(req.params.productId);
      const inventory = id === undefined ? undefined : getInventory(db, id, req.query.optionPair);
      if (!inventory) throw noProduct(req.params.productId);
      return inventory;
    },
  );
};

export default catalogueRoutes;
