/**
 * Which products a list holds (spec 3's list query fields, and the filters extension's price and
 * stock), as a SQL condition on `products p`. The facets (./facets.ts) ask for the condition with
 * one group left out, so each group's counts apply every other group's filter but not its own.
 */
import type { Db } from '../db';
import type { ProductType, RecordStatus } from '../../../types/api';
import { ApiError } from '../http/errors';
import { categoryIdsUnder, findBrandId, findTagId } from './categories';
import { searchMatch, type SqlPart } from './product-search';

export interface ProductFilter {
  categoryName?: string;
  brandName?: string;
  tagName?: string;
  clearance?: boolean;
  productType?: ProductType;
  recordStatus?: RecordStatus;
  /** Search text: every word must occur in the en or the zh name (case-insensitive). */
  search?: string;
  /** Only the products of this group-buy campaign (spec 3, table of seed/campaigns.ts). */
  fissionCampaignId?: number;
  /** Option values the product must offer, one per option (`size:M|colour:Red`). */
  optionPair?: string;
  /** Price range, minor units, both ends included. */
  minPrice?: number;
  maxPrice?: number;
  /** Only products with stock; with optionPair, of a combination holding those values. */
  inStock?: boolean;
}

/**
 * A group of the filter the facets count without. Options and stock go together: both are read
 * from the same stock rows, which the option facets weigh themselves (./facets.ts).
 */
export type FilterGroup = 'brand' | 'tag' | 'price' | 'optionsAndStock';

export interface OptionChoice {
  key: string;
  value: string;
}

/**
 * An optionPair of a list (`size:M|colour:Red`): name:value parts, one per option. Unlike a
 * product's own optionPair (./inventory.ts), a list's may name options some products lack: those
 * products are simply not in it. Throws a 400 ApiError (field optionPair) when malformed.
 */
export function optionChoices(text: string | undefined): OptionChoice[] {
  const out: OptionChoice[] = [];
  if (!text?.trim()) return out;
  for (const part of text.split('|')) {
    const colon = part.indexOf(':');
    const key = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (colon <= 0 || !key || !value) {
      throw new ApiError(
        400,
        'VALIDATION',
        `Option pair must be name:value pairs joined by |, e.g. size:M|colour:Red (got "${part}")`,
        'optionPair',
      );
    }
    if (out.some((c) => c.key.toLowerCase() === key.toLowerCase())) {
      throw new ApiError(400, 'VALIDATION', `Option "${key}" is given more than once`, 'optionPair');
    }
    out.push({ key, value });
  }
  return out;
}

const likePart = (text: string) => `%|${text.replace(/[\\%_]/g, (c) => `\\${c}`)}|%`;

/** A stock row (`product_inventory i`) holding these option values; with stock when asked. */
export function inventoryRow(choices: OptionChoice[], inStock: boolean): SqlPart {
  const parts = choices.map(() => "('|' || i.option_pair || '|') LIKE ? ESCAPE '\\'");
  if (inStock) parts.push('i.quantity > 0');
  return { sql: parts.join(' AND ') || '1', params: choices.map((c) => likePart(`${c.key}:${c.value}`)) };
}

const leftOut = (omit: FilterGroup | undefined, group: FilterGroup) => omit === group;

/** The list's condition on `products p`, without the group `omit` (the facets count without it). */
export function whereClause(db: Db, f: ProductFilter, omit?: FilterGroup): SqlPart {
  const parts = ['p.product_type = ?', 'p.record_status = ?'];
  const params: unknown[] = [f.productType ?? 'PRODUCT', f.recordStatus ?? 'ACTIVE'];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (f.categoryName && f.categoryName.toLowerCase() !== 'all') {
    const ids = categoryIdsUnder(db, f.categoryName);
    if (!ids) throw new ApiError(404, 'NOT_FOUND', `Unknown category: ${f.categoryName}`, 'categoryName');
    add(`p.category_id IN (${ids.map(() => '?').join(',')})`, ...ids);
  }
  if (f.brandName) {
    const id = findBrandId(db, f.brandName);
    if (id === undefined) throw new ApiError(404, 'NOT_FOUND', `Unknown brand: ${f.brandName}`, 'brandName');
    if (!leftOut(omit, 'brand')) add('p.brand_id = ?', id);
  }
  if (f.tagName) {
    const id = findTagId(db, f.tagName);
    if (id === undefined) throw new ApiError(404, 'NOT_FOUND', `Unknown tag: ${f.tagName}`, 'tagName');
    if (!leftOut(omit, 'tag')) add('p.id IN (SELECT product_id FROM product_tags WHERE tag_id = ?)', id);
  }
  if (f.fissionCampaignId !== undefined) {
    add('p.id IN (SELECT product_id FROM campaign_items WHERE campaign_id = ?)', f.fissionCampaignId);
  }
  if (f.clearance !== undefined) add('p.clearance = ?', f.clearance ? 1 : 0);
  if (!leftOut(omit, 'price')) {
    if (f.minPrice !== undefined) add('p.price >= ?', f.minPrice);
    if (f.maxPrice !== undefined) add('p.price <= ?', f.maxPrice);
  }
  // options and stock are one condition on one stock row: "Red, in stock" is a red one in stock
  const rows = !leftOut(omit, 'optionsAndStock');
  const choices = rows ? optionChoices(f.optionPair) : [];
  const inStock = rows && f.inStock === true;
  if (choices.length || inStock) {
    const row = inventoryRow(choices, inStock);
    add(`EXISTS (SELECT 1 FROM product_inventory i WHERE i.product_id = p.id AND ${row.sql})`, ...row.params);
  }
  for (const m of searchMatch(f.search ?? '')) add(m.sql, ...m.params);
  return { sql: parts.join(' AND '), params };
}
