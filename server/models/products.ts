/**
 * Reads of the catalogue (tables of seed/catalogue.ts), shaped as types/catalogue.ts wants them,
 * and stock per option combination (also used by the cart and checkout).
 */
import type { Db } from '../db';
import { parseJson } from '../db';
import type {
  Inventory,
  Locale,
  Product,
  ProductDetail,
  ProductImage,
  ProductOption,
  ProductSort,
  ProductSpec,
  ProductType,
  RecordStatus,
} from '../../types/api';
import { MAX_RELATED_PRODUCTS } from '../../types/api';
import { ApiError } from '../http/errors';
import { localize } from './store';
import { categoryIdsUnder, categoryPath, findBrandId, findTagId } from './categories';

export const PRODUCT_IMAGE = { width: 600, height: 600 };

export function productImageURL(id: number, index = 1): string {
  return index === 1 ? `/media/products/${id}.svg` : `/media/products/${id}-${index}.svg`;
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
const PRODUCT_FROM = 'products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id';

function toProduct(row: ProductRow, locale: Locale): Product {
  const nameContent = { en: row.name_en, zh: row.name_zh };
  const name = localize(nameContent, locale);
  const images: ProductImage[] = [];
  for (let i = 1; i <= row.image_count; i++) {
    images.push({ imageURL: productImageURL(row.id, i), ...PRODUCT_IMAGE, alt: name });
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
    available: row.available === 1,
    hasOptions: row.has_options === 1,
    createdDate: row.created_at,
  };
}

// ---- Lists ---------------------------------------------------------------------------------

export interface ProductFilter {
  categoryName?: string;
  brandName?: string;
  tagName?: string;
  clearance?: boolean;
  productType?: ProductType;
  recordStatus?: RecordStatus;
  /** Search text: every word must occur in the en or the zh name (case-insensitive). */
  search?: string;
}

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

/** LIKE pattern matching `text` literally anywhere (with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchWords(term: string): string[] {
  return term.trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

function whereClause(db: Db, f: ProductFilter): { sql: string; params: unknown[] } {
  const parts = ['p.product_type = ?', 'p.record_status = ?'];
  const params: unknown[] = [f.productType ?? 'PRODUCT', f.recordStatus ?? 'ACTIVE'];
  if (f.categoryName && f.categoryName.toLowerCase() !== 'all') {
    const ids = categoryIdsUnder(db, f.categoryName);
    if (!ids) throw new ApiError(404, 'NOT_FOUND', `Unknown category: ${f.categoryName}`, 'categoryName');
    parts.push(`p.category_id IN (${ids.map(() => '?').join(',')})`);
    params.push(...ids);
  }
  if (f.brandName) {
    const id = findBrandId(db, f.brandName);
    if (id === undefined) throw new ApiError(404, 'NOT_FOUND', `Unknown brand: ${f.brandName}`, 'brandName');
    parts.push('p.brand_id = ?');
    params.push(id);
  }
  if (f.tagName) {
    const id = findTagId(db, f.tagName);
    if (id === undefined) throw new ApiError(404, 'NOT_FOUND', `Unknown tag: ${f.tagName}`, 'tagName');
    parts.push('p.id IN (SELECT product_id FROM product_tags WHERE tag_id = ?)');
    params.push(id);
  }
  if (f.clearance !== undefined) {
    parts.push('p.clearance = ?');
    params.push(f.clearance ? 1 : 0);
  }
  for (const word of searchWords(f.search ?? '')) {
    parts.push("(p.name_en LIKE ? ESCAPE '\\' OR p.name_zh LIKE ? ESCAPE '\\')");
    const pattern = containsPattern(word);
    params.push(pattern, pattern);
  }
  return { sql: parts.join(' AND '), params };
}

export function listProducts(db: Db, f: ProductFilter, sort: ProductSort | undefined, page: Page, locale: Locale): Product[] {
  const { sql, params } = whereClause(db, f);
  const rows = db
    .prepare<unknown[], ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE ${sql} ORDER BY ${orderBy(sort, locale)} LIMIT ? OFFSET ?`,
    )
    .all(...params, page.limit, page.offset);
  return rows.map((r) => toProduct(r, locale));
}

export function countProducts(db: Db, f: ProductFilter): number {
  const { sql, params } = whereClause(db, f);
  return db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM products p WHERE ${sql}`).get(...params)!.n;
}

/** An active product of any type, or undefined. */
export function getProduct(db: Db, id: number, locale: Locale): Product | undefined {
  const row = db
    .prepare<[number], ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = ? AND p.record_status = 'ACTIVE'`)
    .get(id);
  return row && toProduct(row, locale);
}

/** Up to 8 other active products of the same category, in the store's order. */
export function relatedProducts(db: Db, id: number, locale: Locale): Product[] | undefined {
  const self = db.prepare<[number], { category_id: number | null }>(
    "SELECT category_id FROM products WHERE id = ? AND record_status = 'ACTIVE'",
  ).get(id);
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

interface SeedOptionJson {
  name: string;
  nameContent: { en: string; zh: string };
  values: { value: string; nameContent: { en: string; zh: string } }[];
}
interface SeedSpecJson {
  name: string;
  nameContent: { en: string; zh: string };
  valueContent: { en: string; zh: string };
}

function productOptions(db: Db, id: number): SeedOptionJson[] | undefined {
  const row = db.prepare<[number], { options: string }>("SELECT options FROM products WHERE id = ? AND record_status = 'ACTIVE'").get(id);
  return row && parseJson<SeedOptionJson[]>(row.options, []);
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
  const options: ProductOption[] = parseJson<SeedOptionJson[]>(row.options, []).map((o) => ({
    name: o.name,
    displayName: localize(o.nameContent, locale),
    nameContent: o.nameContent,
    values: o.values.map((v) => ({ value: v.value, displayName: localize(v.nameContent, locale), nameContent: v.nameContent })),
  }));
  const specs: ProductSpec[] = parseJson<SeedSpecJson[]>(row.specs, []).map((s) => ({
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

// ---- Stock ---------------------------------------------------------------------------------

/**
 * Parses an optionPair (`size:M|colour:Red`, types/catalogue.ts) against a product's options:
 * the chosen value per option, keyed and cased as the product defines them.
 * Throws a 400 ApiError (field optionPair) when malformed or naming what the product lacks.
 */
export function parseOptionPair(text: string, options: SeedOptionJson[]): Map<string, string> {
  const chosen = new Map<string, string>();
  const bad = (message: string) => new ApiError(400, 'VALIDATION', message, 'optionPair');
  if (!text.trim()) return chosen;
  for (const part of text.split('|')) {
    const colon = part.indexOf(':');
    if (colon <= 0 || colon === part.length - 1) {
      throw bad(`Option pair must be name:value pairs joined by |, e.g. size:M|colour:Red (got "${part}")`);
    }
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim().toLowerCase();
    const option = options.find((o) => o.name.toLowerCase() === name);
    if (!option) throw bad(`This product has no option "${part.slice(0, colon).trim()}"`);
    if (chosen.has(option.name)) throw bad(`Option "${option.name}" is given more than once`);
    const v = option.values.find((x) => x.value.toLowerCase() === value);
    if (!v) throw bad(`Option "${option.name}" has no value "${part.slice(colon + 1).trim()}"`);
    chosen.set(option.name, v.value);
  }
  return chosen;
}

/** The canonical form: chosen options in the product's option order. */
export function formatOptionPair(chosen: Map<string, string>, options: { name: string }[]): string {
  return options.filter((o) => chosen.has(o.name)).map((o) => `${o.name}:${chosen.get(o.name)}`).join('|');
}

function splitPair(pair: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!pair) return out;
  for (const part of pair.split('|')) {
    const colon = part.indexOf(':');
    out[part.slice(0, colon)] = part.slice(colon + 1);
  }
  return out;
}

/** Stock of the combinations an optionPair selects; undefined for an unknown product. */
export function getInventory(db: Db, productId: number, optionPair?: string): Inventory | undefined {
  const options = productOptions(db, productId);
  if (!options) return undefined;
  const chosen = parseOptionPair(optionPair ?? '', options);
  const rows = db
    .prepare<[number], { option_pair: string; quantity: number }>(
      'SELECT option_pair, quantity FROM product_inventory WHERE product_id = ?',
    )
    .all(productId);
  const order = new Map(options.flatMap((o) => o.values.map((v, i) => [`${o.name}:${v.value}`, i] as const)));
  const items = rows
    .map((r) => ({ optionPair: r.option_pair, options: splitPair(r.option_pair), available: r.quantity > 0, quantity: r.quantity }))
    .filter((item) => [...chosen].every(([name, value]) => item.options[name] === value))
    .sort((a, b) => {
      for (const o of options) {
        const d = (order.get(`${o.name}:${a.options[o.name]}`) ?? 0) - (order.get(`${o.name}:${b.options[o.name]}`) ?? 0);
        if (d) return d;
      }
      return 0;
    });
  const quantity = items.reduce((sum, i) => sum + i.quantity, 0);
  return {
    productId,
    optionPair: optionPair === undefined || !optionPair.trim() ? null : formatOptionPair(chosen, options),
    available: quantity > 0,
    quantity,
    items,
  };
}

/** Stock of one canonical combination ('' without options); undefined if it does not exist. */
export function getStock(db: Db, productId: number, optionPair: string): number | undefined {
  return db
    .prepare<[number, string], { quantity: number }>('SELECT quantity FROM product_inventory WHERE product_id = ? AND option_pair = ?')
    .get(productId, optionPair)?.quantity;
}

/** Takes `quantity` from the stock of one combination if that much is there; true when taken. */
export function takeStock(db: Db, productId: number, optionPair: string, quantity: number): boolean {
  const result = db
    .prepare('UPDATE product_inventory SET quantity = quantity - ? WHERE product_id = ? AND option_pair = ? AND quantity >= ?')
    .run(quantity, productId, optionPair, quantity);
  return result.changes === 1;
}

/**
 * An optionPair in canonical form for a product (throws 400 when malformed or unknown);
 * `complete` when it names every option. Undefined for an unknown product.
 */
export function canonicalOptionPair(db: Db, productId: number, text: string): { optionPair: string; complete: boolean } | undefined {
  const options = productOptions(db, productId);
  if (!options) return undefined;
  const chosen = parseOptionPair(text, options);
  return { optionPair: formatOptionPair(chosen, options), complete: chosen.size === options.length };
}
