/**
 * Catalogue API area (spec 7.2: productManagement*, productDetailManagement): products listed,
 * searched, counted and in detail. One API object with the other catalogue areas: how products are
 * grouped (catalogue-groups.ts) and stock (inventory.ts); pictures are media.ts.
 * The wire shapes of types/catalogue.ts are reshaped here into the app's models, with
 * hand-written guards: a malformed item is dropped, a malformed answer as a whole is an ApiError
 * (BAD_RESPONSE), never a crash in a screen. Descriptions leave this module sanitised.
 */
import type { ProductSort } from '@api-types';
import { sanitizeHtml, type HtmlNode } from '@/domain/html';
import { productListQuery, shouldSearch, type ProductListInput } from '@/domain/productQuery';
import { FIRST_POSITION, PRODUCT_PAGE_SIZE } from '@/domain/constants';
import { createCatalogueGroupsApi, normalizeRef, type CategoryRefModel } from './catalogue-groups';
import { bool, isRecord, list, num, positiveInt, rec, str, strOrNull } from './guards';
import { badResponse, seg, type Http } from './http';
import { createInventoryApi } from './inventory';
import { image, mediaUrl, type ImageModel } from './media';

export type { CategoryDetailModel, CategoryModel, CategoryRefModel, NamedGroupModel } from './catalogue-groups';
export type { InventoryItemModel, InventoryModel } from './inventory';
export type { ImageModel } from './media';

// ---- models ------------------------------------------------------------------------------------

export interface ProductSummary {
  id: number;
  sku: string;
  name: string;
  productType: 'PRODUCT' | 'MEMBERSHIP';
  /** Price to pay, minor units of currencyCode. */
  price: number;
  /** Regular price (>= price); above it on clearance. */
  listPrice: number;
  currencyCode: string;
  clearance: boolean;
  /** Some option combination has stock. */
  available: boolean;
  hasOptions: boolean;
  /** Main image (null when the server sent none usable). */
  image: ImageModel | null;
  images: ImageModel[];
  /** The list tile's smaller picture (the main image when the server sent none). */
  thumbnail: ImageModel | null;
  categoryName: string | null;
  brandName: string | null;
  brandDisplayName: string | null;
  tags: string[];
  createdDate: string;
}

export interface OptionValueModel {
  value: string;
  displayName: string;
  /** Added to the price when chosen (minor units; 0 or absent for most values). */
  priceDelta?: number;
  /** The product in this value (a colour), when it has a picture of its own. */
  image?: ImageModel;
}

export interface OptionModel {
  /** Key of the optionPair, e.g. 'size'. */
  name: string;
  displayName: string;
  values: OptionValueModel[];
}

export interface SpecModel {
  name: string;
  value: string;
}

export interface ProductDetailModel extends ProductSummary {
  /** The description, sanitised (domain/html.ts). */
  description: HtmlNode[];
  options: OptionModel[];
  specs: SpecModel[];
  categoryPath: CategoryRefModel[];
}

/** One page of a list: the kept items, and how many the server sent (malformed ones included). */
export interface ProductPage {
  items: ProductSummary[];
  /** The next page starts this much further on (counted before any item was dropped). */
  received: number;
}

export interface PagingInput {
  startingPosition?: number;
  numberToLoad?: number;
  sort?: string | null;
}

// ---- guards ------------------------------------------------------------------------------------

function minorUnits(v: unknown): number | null {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** A list product, or null when it lacks what a card needs (id, name, price). */
export function normalizeProduct(v: unknown): ProductSummary | null {
  if (!isRecord(v)) return null;
  const id = positiveInt(v.id);
  const name = strOrNull(v.name);
  const price = minorUnits(v.price);
  if (id === null || name === null || price === null) return null;
  const listPrice = Math.max(price, minorUnits(v.listPrice) ?? price);
  const images = list(v.images, (x) => image(x, name, 600));
  const main = image(v, name, 600) ?? images[0] ?? null;
  return {
    id,
    sku: str(v.sku, ''),
    name: name.trim(),
    productType: v.productType === 'MEMBERSHIP' ? 'MEMBERSHIP' : 'PRODUCT',
    price,
    listPrice,
    currencyCode: (strOrNull(v.currencyCode) ?? '').trim().toUpperCase() || 'USD',
    clearance: bool(v.clearance),
    available: bool(v.available, true),
    hasOptions: bool(v.hasOptions),
    image: main,
    images: images.length ? images : main ? [main] : [],
    thumbnail: image(v.thumbnail, name, 300) ?? main,
    categoryName: strOrNull(v.categoryName),
    brandName: strOrNull(v.brandName),
    brandDisplayName: strOrNull(v.brandDisplayName) ?? strOrNull(v.brandName),
    tags: list(v.tags, (t) => strOrNull(t)),
    createdDate: str(v.createdDate, ''),
  };
}

export function normalizeOption(v: unknown): OptionModel | null {
  const r = rec(v);
  const name = strOrNull(r.name);
  if (!name) return null;
  const values = list(r.values, (x) => {
    const xr = rec(x);
    const value = strOrNull(xr.value);
    if (!value) return null;
    const priceDelta = Math.max(0, Math.floor(num(xr.priceDelta, 0)) || 0);
    const displayName = strOrNull(xr.displayName) ?? value;
    const picture = image(xr.image, displayName, 600);
    return { value, displayName, ...(priceDelta ? { priceDelta } : {}), ...(picture ? { image: picture } : {}) };
  });
  if (values.length === 0) return null;
  return { name, displayName: strOrNull(r.displayName) ?? name, values };
}

export function normalizeProductDetail(v: unknown): ProductDetailModel {
  const base = normalizeProduct(v);
  if (!base) throw badResponse();
  const r = rec(v);
  return {
    ...base,
    description: sanitizeHtml(str(r.description, ''), {
      resolveUrl: (u, kind) => (kind === 'src' ? mediaUrl(u) : u),
      headingOffset: 1,
    }),
    options: list(r.options, normalizeOption),
    specs: list(r.specs, (x) => {
      const s = rec(x);
      const name = strOrNull(s.name);
      const value = strOrNull(s.value);
      return name && value ? { name, value } : null;
    }),
    categoryPath: list(r.categoryPath, normalizeRef),
  };
}

export function page(v: unknown): ProductPage {
  if (!Array.isArray(v)) throw badResponse();
  return { items: list(v, normalizeProduct), received: v.length };
}

/** `{ count }`, or null when the answer has no usable count (the total is then unknown). */
function count(v: unknown): number | null {
  const n = num(rec(v).count, NaN);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

// ---- the API -----------------------------------------------------------------------------------

/** List filters as the app names them (cat/brand/tag/clearance); 'all' omits categoryName. */
export type ListFilter = Pick<ProductListInput, 'cat' | 'brand' | 'tag' | 'clearance'>;

export function createCatalogueApi(http: Http) {
  return {
    ...createCatalogueGroupsApi(http),
    ...createInventoryApi(http),
    /** GET productManagement2/products (spec 2.8: infiniteLoad, 12 from position 0). */
    async products(filter: ListFilter, paging: PagingInput = {}): Promise<ProductPage> {
      const q = productListQuery({ ...filter, sort: paging.sort, startingPosition: paging.startingPosition });
      if (paging.numberToLoad !== undefined) q.numberToLoad = paging.numberToLoad;
      return page(await http.get<unknown>('productManagement2/products', { query: { ...q } }));
    },

    /** GET productManagement2/products/listCount. */
    async listCount(filter: ListFilter): Promise<number | null> {
      const { categoryName, brandName, tagName, clearance } = productListQuery(filter);
      return count(
        await http.get<unknown>('productManagement2/products/listCount', {
          query: { categoryName, brandName, tagName, clearance },
        }),
      );
    },

    /** GET productManagement2/products/search/{term}; empty text does not search (spec 5). */
    async search(term: string, paging: PagingInput = {}): Promise<ProductPage> {
      if (!shouldSearch(term)) return { items: [], received: 0 };
      const sort = paging.sort ? productListQuery({ sort: paging.sort }).sortby : undefined;
      const raw = await http.get<unknown>(`productManagement2/products/search/${seg(term.trim())}`, {
        query: {
          infiniteLoad: true,
          numberToLoad: paging.numberToLoad ?? PRODUCT_PAGE_SIZE,
          startingPosition: paging.startingPosition ?? FIRST_POSITION,
          sortby: sort as ProductSort | undefined,
        },
      });
      return page(raw);
    },

    /** GET productManagement2/products/searchCount/{term} (0 for empty text, without a call). */
    async searchCount(term: string): Promise<number | null> {
      if (!shouldSearch(term)) return 0;
      return count(await http.get<unknown>(`productManagement2/products/searchCount/${seg(term.trim())}`));
    },

    /** GET productManagement2/products/relatedProducts/{id}. */
    async relatedProducts(id: number): Promise<ProductSummary[]> {
      const raw = await http.get<unknown>(`productManagement2/products/relatedProducts/${seg(id)}`);
      if (!Array.isArray(raw)) throw badResponse();
      return list(raw, normalizeProduct);
    },

    /** GET productDetailManagement/productDetail/{id}: with options, specs and the sanitised description. */
    async productDetail(id: number): Promise<ProductDetailModel> {
      return normalizeProductDetail(await http.get<unknown>(`productDetailManagement/productDetail/${seg(id)}`));
    },

    /**
     * The membership product (spec 7.2: productType=MEMBERSHIP, recordStatus=ACTIVE,
     * sortby=default, infiniteLoad=false); null when the store sells none.
     */
    async membershipProduct(): Promise<ProductSummary | null> {
      const raw = await http.get<unknown>('productManagement2/products', {
        query: { productType: 'MEMBERSHIP', recordStatus: 'ACTIVE', sortby: 'default', infiniteLoad: false },
      });
      return page(raw).items[0] ?? null;
    },
  };
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
