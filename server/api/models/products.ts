/**
 * Reads of the catalogue (tables of seed/catalogue.ts), shaped as types/catalogue.ts wants them.
 * Stock per option combination: ./inventory (re-exported at the end).
 */
import type { Db } from '../db';
import { parseJson } from '../db';
import type {
  Locale,
  Product,
  ProductDetail,
  ProductImage,
  ProductOption,
  ProductSort,
  ProductSpec,
  ProductType,
  RecordStatus,
} from '../../../types/api';
import { MAX_RELATED_PRODUCTS } from '../../../types/api';
import { localize } from './store';
import { categoryPath } from './categories';
import type { StoredOption } from './inventory';
import { whereClause, type ProductFilter } from './product-filter';
import { searchRank } from './product-search';
import { hasTint } from '../seed/colour-tints';

export const PRODUCT_IMAGE = { width: 600, height: 600 };
export const PRODUCT_THUMBNAIL = { width: 300, height: 300 };
export const HERO_IMAGE = { width: 1200, height: 480 };
export const HERO_IMAGE_URL = '/media/hero.svg';

/** A product's picture: its views as SVG, its list tile as PNG (routes/catalogue-media.ts says why). */
export function productImageURL(id: number, index: number | 'thumb' = 1): string {
  if (index === 'thumb') return `/media/products/${id}-thumb.png`;
  return index === 1 ? `/media/products/${id}.svg` : `/media/products/${id}-${index}.svg`;
}

/** The option whose values have pictures of their own, each drawn in its colour (COLOUR_TINTS). */
export const PICTURED_OPTION = 'colour';

/** The product drawn in one of its colours (a Celadon and a White teapot are not the same picture). */
export function colourImageURL(id: number, value: string): string {
  return `/media/products/${id}-colour-${value.toLowerCase()}.svg`;
}

/** What each view of a product shows (server/api/routes/catalogue-media.ts draws them), for alt text. */
const VIEW_NAMES: Record<number, { en: string; zh: string }> = {
  2: { en: 'close-up', zh: '特写' },
  3: { en: 'three together', zh: '多件展示' },
};

function viewAlt(name: string, view: number, locale: Locale): string {
  const v = VIEW_NAMES[view];
  if (!v) return name;
  return locale === 'zh' ? `${name}（${v.zh}）` : `${name} (${v.en})`;
}

interface ProductRow {
  id: number;
  sku: string;
  product_type: ProductType;
  record_status: RecordStatus;
  category: string | null;
  brand: string | null;
  brand_en: string | null;
  brand_zh: string | null;
  tags: string | null;
  name_en: string;
  name_zh: string;
  price: number;
  list_price: number;
  currency: string;
  clearance: number;
  created_at: string;
  image_count: number;
  available: number;
  has_options: number;
}

const PRODUCT_COLUMNS = `
  p.id, p.sku, p.product_type, p.record_status, c.name AS category, b.name AS brand,
  b.name_en AS brand_en, b.name_zh AS brand_zh, p.name_en, p.name_zh, p.price, p.list_price,
  p.currency, p.clearance, p.created_at, p.image_count, p.options != '[]' AS has_options,
  (SELECT group_concat(name) FROM (SELECT t.name FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
    WHERE pt.product_id = p.id ORDER BY t.position)) AS tags,
  EXISTS (SELECT 1 FROM product_inventory i WHERE i.product_id = p.id AND i.quantity > 0) AS available`;
const PRODUCT_FROM =
  'products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id';

function toProduct(row: ProductRow, locale: Locale): Product {
  const nameContent = { en: row.name_en, zh: row.name_zh };
  const name = localize(nameContent, locale);
  const images: ProductImage[] = [];
  for (let i = 1; i <= row.image_count; i++) {
    images.push({ imageURL: productImageURL(row.id, i), ...PRODUCT_IMAGE, alt: viewAlt(name, i, locale) });
  }
  return {
    id: row.id,
    sku: row.sku,
    name,
    nameContent,
    productType: row.product_type,
    recordStatus: row.record_status,
    categoryName: row.category,
    brandName: row.brand,
    brandDisplayName: row.brand ? localize({ en: row.brand_en ?? '', zh: row.brand_zh ?? '' }, locale) : null,
    tags: row.tags ? row.tags.split(',') : [],
    price: row.price,
    listPrice: row.list_price,
    currencyCode: row.currency,
    clearance: row.clearance === 1,
    imageURL: images[0].imageURL,
    ...PRODUCT_IMAGE,
    images,
    thumbnail: { imageURL: productImageURL(row.id, 'thumb'), ...PRODUCT_THUMBNAIL, alt: name },
    available: row.available === 1,
    hasOptions: row.has_options === 1,
    createdDate: row.created_at,
  };
}

// ---- Lists ---------------------------------------------------------------------------------

export type { ProductFilter };

export interface Page {
  offset: number;
  limit: number;
}

/** ORDER BY per sort; each ends with the id so pages never overlap or skip. */
function orderBy(sort: ProductSort | undefined, locale: Locale): string {
  switch (sort) {
    case 'priceUp':
    case 'price':
      return 'p.price ASC, p.id ASC';
    case 'priceDown':
      return 'p.price DESC, p.id DESC';
    case 'newest':
      return 'p.created_at DESC, p.id DESC';
    case 'name':
      return locale === 'zh' ? 'p.name_zh ASC, p.id ASC' : 'p.name_en COLLATE NOCASE ASC, p.id ASC';
    default:
      return 'p.position ASC, p.id ASC';
  }
}

export function listProducts(
  db: Db,
  f: ProductFilter,
  sort: ProductSort | undefined,
  page: Page,
  locale: Locale,
): Product[] {
  const { sql, params } = whereClause(db, f);
  // a sort the shopper chose wins over the match's rank
  const rank = !sort || sort === 'default' || sort === 'date' ? searchRank(f.search ?? '') : null;
  const rows = db
    .prepare<unknown[], ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE ${sql} ORDER BY ${rank?.sql ?? ''}${orderBy(sort, locale)} LIMIT ? OFFSET ?`,
    )
    .all(...params, ...(rank?.params ?? []), page.limit, page.offset);
  return rows.map((r) => toProduct(r, locale));
}

export function countProducts(db: Db, f: ProductFilter): number {
  const { sql, params } = whereClause(db, f);
  return db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM products p WHERE ${sql}`).get(...params)!.n;
}

/** An active product of any type, or undefined. */
export function getProduct(db: Db, id: number, locale: Locale): Product | undefined {
  const row = db
    .prepare<[number], ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = ? AND p.record_status = 'ACTIVE'`,
    )
    .get(id);
  return row && toProduct(row, locale);
}

/** Up to 8 other active products of the same category, in the store's order. */
export function relatedProducts(db: Db, id: number, locale: Locale): Product[] | undefined {
  const self = db
    .prepare<[number], { category_id: number | null }>(
      "SELECT category_id FROM products WHERE id = ? AND record_status = 'ACTIVE'",
    )
    .get(id);
  if (!self) return undefined;
  if (self.category_id == null) return [];
  const rows = db
    .prepare<[number, number, number], ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM}
       WHERE p.category_id = ? AND p.id != ? AND p.record_status = 'ACTIVE' AND p.product_type = 'PRODUCT'
       ORDER BY p.position, p.id LIMIT ?`,
    )
    .all(self.category_id, id, MAX_RELATED_PRODUCTS);
  return rows.map((r) => toProduct(r, locale));
}

// ---- Detail --------------------------------------------------------------------------------

interface StoredSpec {
  name: string;
  nameContent: { en: string; zh: string };
  valueContent: { en: string; zh: string };
}

export function getProductDetail(db: Db, id: number, locale: Locale): ProductDetail | undefined {
  const product = getProduct(db, id, locale);
  if (!product) return undefined;
  const row = db
    .prepare<[number], { description_en: string; description_zh: string; options: string; specs: string }>(
      'SELECT description_en, description_zh, options, specs FROM products WHERE id = ?',
    )
    .get(id)!;
  const descriptionContent = { en: row.description_en, zh: row.description_zh };
  const options: ProductOption[] = parseJson<StoredOption[]>(row.options, []).map((o) => ({
    name: o.name,
    displayName: localize(o.nameContent, locale),
    nameContent: o.nameContent,
    values: o.values.map((v) => {
      const displayName = localize(v.nameContent, locale);
      const pictured = o.name === PICTURED_OPTION && hasTint(v.value);
      return {
        value: v.value,
        displayName,
        nameContent: v.nameContent,
        ...(v.priceDelta ? { priceDelta: v.priceDelta } : {}),
        ...(pictured
          ? {
              image: {
                imageURL: colourImageURL(id, v.value),
                ...PRODUCT_IMAGE,
                alt: `${product.name}, ${displayName}`,
              },
            }
          : {}),
      };
    }),
  }));
  const specs: ProductSpec[] = parseJson<StoredSpec[]>(row.specs, []).map((s) => ({
    name: localize(s.nameContent, locale),
    nameContent: s.nameContent,
    value: localize(s.valueContent, locale),
    valueContent: s.valueContent,
  }));
  return {
    ...product,
    description: localize(descriptionContent, locale),
    descriptionContent,
    options,
    specs,
    categoryPath: product.categoryName ? categoryPath(db, product.categoryName, locale) : [],
  };
}

// Stock lives in ./inventory; re-exported here for callers that read products and stock together.
export { canonicalOptionPair, formatOptionPair, getInventory, getStock, parseOptionPair, takeStock } from './inventory';
