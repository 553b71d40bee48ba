/**
 * Catalogue API area (spec 7.2: productManagement*, productDetailManagement, inventoryManagement).
 * The wire shapes of types/catalogue.ts are reshaped here into the app's models, with
 * hand-written guards: a malformed item is dropped, a malformed answer as a whole is an ApiError
 * (BAD_RESPONSE), never a crash in a screen. Descriptions leave this module sanitised.
 */
import type { ProductSort } from '@api-types';
import { sanitizeHtml, type HtmlNode } from '@/domain/html';
import { productListQuery, shouldSearch, type ProductListInput } from '@/domain/productQuery';
import { FIRST_POSITION, PRODUCT_PAGE_SIZE } from '@/domain/constants';
import { API_ORIGIN } from './config';
import { bool, isRecord, list, num, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

// ---- models ------------------------------------------------------------------------------------

export interface ImageModel {
  url: string;
  /** Intrinsic size (px), so the box is reserved before the picture arrives. */
  width: number;
  height: number;
  alt: string;
}

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

export interface CategoryRefModel {
  name: string;
  displayName: string;
}

export interface ProductDetailModel extends ProductSummary {
  /** The description, sanitised (domain/html.ts). */
  description: HtmlNode[];
  options: OptionModel[];
  specs: SpecModel[];
  categoryPath: CategoryRefModel[];
}

export interface CategoryModel extends CategoryRefModel {
  parentName: string | null;
  productCount: number;
  image: ImageModel | null;
  children: CategoryModel[];
}

/** A category page's heading (GET productManagement2/category/{name}): the category and its description. */
export interface CategoryDetailModel extends CategoryModel {
  /** Plain text under the heading; '' when the store has none. */
  description: string;
}

export interface NamedGroupModel {
  /** Key used in brandName / tagName and in brand/X, tag/X links. */
  name: string;
  displayName: string;
  productCount: number;
}

export interface InventoryItemModel {
  optionPair: string;
  options: Record<string, string>;
  available: boolean;
  quantity: number;
}

export interface InventoryModel {
  productId: number;
  optionPair: string | null;
  available: boolean;
  quantity: number;
  items: InventoryItemModel[];
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

function badResponse(): ApiError {
  return new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
}

/** A media path as a loadable URL: relative paths get the API origin (weapp has no own origin). */
export function mediaUrl(url: string, origin: string = API_ORIGIN): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}

function positiveInt(v: unknown): number | null {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function minorUnits(v: unknown): number | null {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function dimension(v: unknown, fallback: number): number {
  const n = num(v, NaN);
  return Number.isFinite(n) && n > 0 && n < 100000 ? Math.round(n) : fallback;
}

function image(v: unknown, alt: string, fallbackSize: number): ImageModel | null {
  const r = rec(v);
  const url = strOrNull(r.imageURL);
  if (!url || !/^(https?:)?\/|^https?:/i.test(url)) return null;
  return {
    url: mediaUrl(url),
    width: dimension(r.width, fallbackSize),
    height: dimension(r.height, fallbackSize),
    alt: str(r.alt, alt) || alt,
  };
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
    return { value, displayName: strOrNull(xr.displayName) ?? value, ...(priceDelta ? { priceDelta } : {}) };
  });
  if (values.length === 0) return null;
  return { name, displayName: strOrNull(r.displayName) ?? name, values };
}

function normalizeRef(v: unknown): CategoryRefModel | null {
  const r = rec(v);
  const name = strOrNull(r.name);
  return name ? { name, displayName: strOrNull(r.displayName) ?? name } : null;
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

export function normalizeCategory(v: unknown, depth = 0): CategoryModel | null {
  const ref = normalizeRef(v);
  if (!ref) return null;
  const r = rec(v);
  return {
    ...ref,
    parentName: strOrNull(r.parentName),
    productCount: Math.max(0, Math.floor(num(r.productCount, 0))),
    image: image(r, ref.displayName, 300),
    // a tree deeper than any store's is a malformed answer: cut there
    children: depth < 8 ? list(r.children, (c) => normalizeCategory(c, depth + 1)) : [],
  };
}

/** The longest description shown: a store's text past this is cut at a word. */
export const CATEGORY_DESCRIPTION_MAX = 400;

export function normalizeCategoryDetail(v: unknown): CategoryDetailModel | null {
  const c = normalizeCategory(v);
  if (!c) return null;
  const raw = rec(v).description;
  const text = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  const cut =
    text.length > CATEGORY_DESCRIPTION_MAX
      ? text.slice(0, CATEGORY_DESCRIPTION_MAX).replace(/\s+\S*$/, '') + '…'
      : text;
  return { ...c, description: cut };
}

function normalizeNamed(v: unknown): NamedGroupModel | null {
  const ref = normalizeRef(v);
  return ref ? { ...ref, productCount: Math.max(0, Math.floor(num(rec(v).productCount, 0))) } : null;
}

export function normalizeInventory(v: unknown, productId: number): InventoryModel {
  if (!isRecord(v)) throw badResponse();
  const items = list(v.items, (x) => {
    const r = rec(x);
    const optionPair = str(r.optionPair);
    if (optionPair === undefined) return null;
    const quantity = Math.max(0, Math.floor(num(r.quantity, 0)));
    const options: Record<string, string> = {};
    for (const [k, val] of Object.entries(rec(r.options))) if (typeof val === 'string') options[k] = val;
    return { optionPair, options, quantity, available: bool(r.available, quantity > 0) && quantity > 0 };
  });
  const quantity = Math.max(
    0,
    Math.floor(
      num(
        v.quantity,
        items.reduce((n, i) => n + i.quantity, 0),
      ),
    ),
  );
  return {
    productId: positiveInt(v.productId) ?? productId,
    optionPair: strOrNull(v.optionPair),
    available: bool(v.available, quantity > 0) && quantity > 0,
    quantity,
    items,
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

const seg = (s: string | number) => encodeURIComponent(String(s));

// ---- the API -----------------------------------------------------------------------------------

/** List filters as the app names them (cat/brand/tag/clearance); 'all' omits categoryName. */
export type ListFilter = Pick<ProductListInput, 'cat' | 'brand' | 'tag' | 'clearance'>;

export function createCatalogueApi(http: Http) {
  return {
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

    /** GET productManagement2/category/{name}: the category page's heading, picture and description. */
    async category(name: string): Promise<CategoryDetailModel> {
      const c = normalizeCategoryDetail(await http.get<unknown>(`productManagement2/category/${seg(name)}`));
      if (!c) throw badResponse();
      return c;
    },

    /** GET productManagement/categories/{x} ('all': the roots with their subtrees). */
    async categories(x = 'all'): Promise<CategoryModel[]> {
      const raw = await http.get<unknown>(`productManagement/categories/${seg(x)}`);
      if (!Array.isArray(raw)) throw badResponse();
      return list(raw, (c) => normalizeCategory(c));
    },

    /** GET productManagement/brands. */
    async brands(): Promise<NamedGroupModel[]> {
      const raw = await http.get<unknown>('productManagement/brands');
      if (!Array.isArray(raw)) throw badResponse();
      return list(raw, normalizeNamed);
    },

    /** GET productManagement2/tag/{name}. */
    async tag(name: string): Promise<NamedGroupModel> {
      const t = normalizeNamed(await http.get<unknown>(`productManagement2/tag/${seg(name)}`));
      if (!t) throw badResponse();
      return t;
    },

    /** GET inventoryManagement/inventoryByProductAndOptions/{id}[?optionPair=size:M|colour:Red]. */
    async inventory(productId: number, optionPair?: string): Promise<InventoryModel> {
      const raw = await http.get<unknown>(`inventoryManagement/inventoryByProductAndOptions/${seg(productId)}`, {
        query: { optionPair: optionPair ? optionPair : undefined },
      });
      return normalizeInventory(raw, productId);
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
