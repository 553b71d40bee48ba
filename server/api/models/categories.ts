/**
 * Reads of categories (a tree), brands and tags, with counts of active products.
 * Keys (`name`) match case-insensitively (the columns are COLLATE NOCASE).
 */
import type { Db } from '../db';
import type { Brand, Category, CategoryDetail, CategoryRef, Locale, Tag } from '../../../types/api';
import { localize } from './store';

export const CATEGORY_IMAGE = { width: 300, height: 300 };

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number | null;
  name_en: string;
  name_zh: string;
}

interface NamedRow {
  id: number;
  name: string;
  name_en: string;
  name_zh: string;
  product_count: number;
}

const ACTIVE = "p.product_type = 'PRODUCT' AND p.record_status = 'ACTIVE'";

function allCategories(db: Db): CategoryRow[] {
  return db
    .prepare<[], CategoryRow>('SELECT id, name, parent_id, name_en, name_zh FROM categories ORDER BY position, id')
    .all();
}

function findCategory(rows: CategoryRow[], name: string): CategoryRow | undefined {
  const key = name.toLowerCase();
  return rows.find((r) => r.name.toLowerCase() === key);
}

/** Ids of the category and all its descendants; undefined when there is no such category. */
export function categoryIdsUnder(db: Db, name: string): number[] | undefined {
  const rows = allCategories(db);
  const root = findCategory(rows, name);
  if (!root) return undefined;
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) {
    for (const r of rows) if (r.parent_id === ids[i]) ids.push(r.id);
  }
  return ids;
}

function ref(row: CategoryRow, locale: Locale): CategoryRef {
  const nameContent = { en: row.name_en, zh: row.name_zh };
  return { name: row.name, displayName: localize(nameContent, locale), nameContent };
}

/** Root first, down to the named category. */
export function categoryPath(db: Db, name: string, locale: Locale): CategoryRef[] {
  const rows = allCategories(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: CategoryRef[] = [];
  for (let row = findCategory(rows, name); row; row = row.parent_id == null ? undefined : byId.get(row.parent_id)) {
    path.unshift(ref(row, locale));
  }
  return path;
}

/** Every category as a tree node with counts that include descendants; roots in order. */
function buildTree(db: Db, locale: Locale): { roots: Category[]; byName: Map<string, Category> } {
  const rows = allCategories(db);
  const counts = new Map(
    db
      .prepare<[], { category_id: number; n: number }>(
        `SELECT p.category_id, COUNT(*) AS n FROM products p WHERE ${ACTIVE} AND p.category_id IS NOT NULL GROUP BY p.category_id`,
      )
      .all()
      .map((r) => [r.category_id, r.n]),
  );
  const byId = new Map<number, Category>();
  const byName = new Map<string, Category>();
  for (const r of rows) {
    const node: Category = {
      id: r.id,
      ...ref(r, locale),
      parentName: null,
      productCount: counts.get(r.id) ?? 0,
      // a tile among many: raster (routes/catalogue-media.ts)
      imageURL: `/media/categories/${r.name}.png`,
      ...CATEGORY_IMAGE,
      children: [],
    };
    byId.set(r.id, node);
    byName.set(r.name.toLowerCase(), node);
  }
  const roots: Category[] = [];
  for (const r of rows) {
    const node = byId.get(r.id)!;
    const parent = r.parent_id == null ? undefined : byId.get(r.parent_id);
    if (parent) {
      node.parentName = parent.name;
      parent.children.push(node);
    } else roots.push(node);
  }
  const total = (c: Category): number => (c.productCount += c.children.reduce((s, ch) => s + total(ch), 0));
  roots.forEach(total);
  return { roots, byName };
}

/** 'all': the root categories with their subtrees; a category name: its children's subtrees. */
export function getCategoryTree(db: Db, x: string, locale: Locale): Category[] | undefined {
  const { roots, byName } = buildTree(db, locale);
  if (x.toLowerCase() === 'all') return roots;
  return byName.get(x.toLowerCase())?.children;
}

/** One category with its subtree and its description (the category page's heading). */
export function getCategory(db: Db, name: string, locale: Locale): CategoryDetail | undefined {
  const node = buildTree(db, locale).byName.get(name.toLowerCase());
  if (!node) return undefined;
  const row = db
    .prepare<[number], { description_en: string; description_zh: string }>(
      'SELECT description_en, description_zh FROM categories WHERE id = ?',
    )
    .get(node.id)!;
  return { ...node, description: localize({ en: row.description_en, zh: row.description_zh }, locale, '') };
}

function named(row: NamedRow, locale: Locale) {
  const nameContent = { en: row.name_en, zh: row.name_zh };
  return { name: row.name, displayName: localize(nameContent, locale), nameContent, productCount: row.product_count };
}

export function getBrands(db: Db, locale: Locale): Brand[] {
  return db
    .prepare<[], NamedRow>(
      `SELECT b.id, b.name, b.name_en, b.name_zh,
         (SELECT COUNT(*) FROM products p WHERE p.brand_id = b.id AND ${ACTIVE}) AS product_count
       FROM brands b ORDER BY b.position, b.id`,
    )
    .all()
    .map((r) => named(r, locale));
}

export function getTag(db: Db, name: string, locale: Locale): Tag | undefined {
  const row = db
    .prepare<[string], NamedRow>(
      `SELECT t.id, t.name, t.name_en, t.name_zh,
         (SELECT COUNT(*) FROM product_tags pt JOIN products p ON p.id = pt.product_id WHERE pt.tag_id = t.id AND ${ACTIVE}) AS product_count
       FROM tags t WHERE t.name = ?`,
    )
    .get(name);
  return row && named(row, locale);
}

export function findBrandId(db: Db, name: string): number | undefined {
  return db.prepare<[string], { id: number }>('SELECT id FROM brands WHERE name = ?').get(name)?.id;
}

export function findTagId(db: Db, name: string): number | undefined {
  return db.prepare<[string], { id: number }>('SELECT id FROM tags WHERE name = ?').get(name)?.id;
}
