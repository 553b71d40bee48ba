/**
 * Catalogue wire types (spec 2.8, 3, 7.2), re-exported by types/api.ts.
 *
 * Naming: a product's `name` is its name in the session's language (nameContent keeps both).
 * Categories, brands and tags are looked up by a stable url-safe key, which is their `name`
 * (the value of categoryName / brandName / tagName and of the `products/X`, `brand/X`, `tag/X`
 * links); their text in the session's language is `displayName`, both languages `nameContent`.
 *
 * Money: integer minor units of the currency named by `currencyCode` (the store's default
 * currency; the app converts for display).
 */
import type { LocalizedText } from './api';

export type ProductType = 'PRODUCT' | 'MEMBERSHIP';
export type RecordStatus = 'ACTIVE' | 'INACTIVE';

/**
 * `sortby` values. `date` is the same as `default` (spec 5); `price` (used by a seeded menu
 * link) is the same as `priceUp`. default: the store's featured order; newest: created first.
 */
export const PRODUCT_SORTS = ['default', 'date', 'priceUp', 'priceDown', 'price', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_NUMBER_TO_LOAD = 12;
export const MAX_NUMBER_TO_LOAD = 100;
/** relatedProducts answers at most this many. */
export const MAX_RELATED_PRODUCTS = 8;

/**
 * Query of GET productManagement2/products (and, minus the filters, of products/search/{term}).
 * Query strings carry everything as text; booleans are 'true' / 'false'.
 * startingPosition: 0-based index of the first item; past the end gives an empty list;
 * negative or non-numeric is 400. numberToLoad: 1..100, default 12. categoryName includes the
 * category's descendants; 'all' (or omitted) means every category. Unknown category, brand or
 * tag names are 404. productType defaults to PRODUCT, recordStatus to ACTIVE.
 */
export interface ProductListQuery {
  infiniteLoad?: boolean;
  numberToLoad?: number;
  startingPosition?: number;
  categoryName?: string;
  brandName?: string;
  tagName?: string;
  clearance?: boolean;
  /** Option values a product must offer, one per option (`size:M|colour:Red`, types/filters.ts). */
  optionPair?: string;
  sortby?: ProductSort;
  productType?: ProductType;
  recordStatus?: RecordStatus;
}

/** Response of products/listCount and products/searchCount/{term}. */
export interface CountResponse {
  count: number;
}

export interface ProductImage {
  imageURL: string;
  /** Intrinsic size in CSS pixels, so the app can reserve the box before the image loads. */
  width: number;
  height: number;
  alt?: string;
}

/** A product as lists, search, related products and productManagement/product/{id} give it. */
export interface Product {
  id: number;
  sku: string;
  /** In the session's language. */
  name: string;
  nameContent: LocalizedText;
  productType: ProductType;
  recordStatus: RecordStatus;
  /** Leaf category key (null for the membership product). */
  categoryName: string | null;
  /** Brand key (e.g. 'Acme', 'MapleFarms'); its displayName in the session's language. */
  brandName: string | null;
  brandDisplayName: string | null;
  /** Tag keys, e.g. ['organic']. */
  tags: string[];
  /** Price to pay, minor units of currencyCode. */
  price: number;
  /** Regular price; above `price` when the product is on clearance. */
  listPrice: number;
  currencyCode: string;
  clearance: boolean;
  /** Main image (the first of `images`), with its intrinsic size. */
  imageURL: string;
  width: number;
  height: number;
  images: ProductImage[];
  /** The picture for a list tile: smaller than the main image, so a list never loads a page's views. */
  thumbnail: ProductImage;
  /** True when at least one option combination has stock. */
  available: boolean;
  /** True when the product has options (choose them before adding to the cart). */
  hasOptions: boolean;
  /** ISO 8601; 'newest' sorts by it. */
  createdDate: string;
}

export interface ProductOptionValue {
  /** Key used in optionPair, e.g. 'M', 'Red'. */
  value: string;
  displayName: string;
  nameContent: LocalizedText;
  /** Added to the product's price when this value is chosen (minor units; a larger size costs more). */
  priceDelta?: number;
  /**
   * The product as it looks in this value (a colour), when it has its own picture: the page shows
   * it once the value is chosen. Absent for most values, and from APIs without such pictures.
   */
  image?: ProductImage;
}

/** An option of a product, e.g. size or colour; every combination of values is sold. */
export interface ProductOption {
  /** Key used in optionPair, e.g. 'size', 'colour'. */
  name: string;
  displayName: string;
  nameContent: LocalizedText;
  values: ProductOptionValue[];
}

export interface ProductSpec {
  name: string;
  nameContent: LocalizedText;
  value: string;
  valueContent: LocalizedText;
}

/** Response of productDetailManagement/productDetail/{id}. */
export interface ProductDetail extends Product {
  /** HTML in the session's language. NOT sanitised by the server: the app must sanitise it. */
  description: string;
  descriptionContent: LocalizedText;
  options: ProductOption[];
  specs: ProductSpec[];
  /** Category path from the root to the product's category (for breadcrumbs). */
  categoryPath: CategoryRef[];
}

export interface CategoryRef {
  name: string;
  displayName: string;
  nameContent: LocalizedText;
}

/** A category (productManagement2/category/{name}; nodes of productManagement/categories/{x}). */
export interface Category extends CategoryRef {
  id: number;
  parentName: string | null;
  /** Active products in this category and its descendants. */
  productCount: number;
  /** Square tile image and its intrinsic size. */
  imageURL: string;
  width: number;
  height: number;
  children: Category[];
}

/**
 * GET productManagement2/category/{name}: the category with its subtree, and what the category
 * page shows under its heading (plain text, in the request's language; '' when the store has none).
 */
export interface CategoryDetail extends Category {
  description: string;
}

export interface Brand {
  name: string;
  displayName: string;
  nameContent: LocalizedText;
  productCount: number;
}

export interface Tag {
  name: string;
  displayName: string;
  nameContent: LocalizedText;
  productCount: number;
}

/**
 * optionPair: `name:value` pairs joined by `|`, option names and values being the keys of
 * ProductOption.name / ProductOptionValue.value, e.g. `size:M|colour:Red`. Order does not
 * matter; names and values match case-insensitively. Naming only some options selects every
 * combination with those values; no optionPair selects all combinations. A product without
 * options has one combination whose optionPair is ''.
 */
export const OPTION_PAIR_SEPARATOR = '|';
export const OPTION_NAME_VALUE_SEPARATOR = ':';

export interface InventoryItem {
  /** Canonical form: every option of the product, in the product's option order. */
  optionPair: string;
  options: Record<string, string>;
  available: boolean;
  quantity: number;
}

/** Response of inventoryManagement/inventoryByProductAndOptions/{productId}. */
export interface Inventory {
  productId: number;
  /** The optionPair asked for (canonical order), null when none was given. */
  optionPair: string | null;
  /** Any selected combination in stock; quantity is their sum. */
  available: boolean;
  quantity: number;
  items: InventoryItem[];
}
