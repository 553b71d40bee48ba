/**
 * The catalogue area's tables and first-start content: categories (a tree), brands, tags,
 * products (bilingual, prices in minor units of the default currency) and per-option stock.
 * Read by server/api/models/products.ts; routes in server/api/routes/catalogue.ts.
 */
import type { AreaData, Db } from '../db';
import { BRANDS, FEATURED_COUNT, FEATURED_TAG_ROW, TAGS } from './catalogue-data';
import { CATEGORY_DESCRIPTIONS_MIGRATION, fillCategoryDescriptions } from './catalogue-descriptions';
import { IMAGES_MIGRATION, assignImages } from './catalogue-images';
import { flattenCategories, generateProducts } from './catalogue-generate';
import { DEFAULT_CURRENCY } from './store';

export { FEATURED_PRODUCT_ID, MEMBERSHIP_PRODUCT_ID, XSS_PRODUCT_ID } from './catalogue-products';

const SCHEMA = `
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    parent_id INTEGER REFERENCES categories(id),
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    position INTEGER NOT NULL
  );
  CREATE INDEX categories_parent ON categories(parent_id, position);
  CREATE TABLE brands (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    position INTEGER NOT NULL
  );
  CREATE TABLE tags (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    position INTEGER NOT NULL
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    sku TEXT NOT NULL UNIQUE,
    product_type TEXT NOT NULL CHECK (product_type IN ('PRODUCT', 'MEMBERSHIP')),
    record_status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (record_status IN ('ACTIVE', 'INACTIVE')),
    category_id INTEGER REFERENCES categories(id),
    brand_id INTEGER REFERENCES brands(id),
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    price INTEGER NOT NULL CHECK (price >= 0),
    list_price INTEGER NOT NULL CHECK (list_price >= price),
    currency TEXT NOT NULL,
    clearance INTEGER NOT NULL DEFAULT 0,
    position INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    image_count INTEGER NOT NULL,
    description_en TEXT NOT NULL,
    description_zh TEXT NOT NULL,
    options TEXT NOT NULL DEFAULT '[]',
    specs TEXT NOT NULL DEFAULT '[]'
  );
  CREATE INDEX products_by_position ON products(product_type, record_status, position, id);
  CREATE INDEX products_by_price ON products(product_type, record_status, price, id);
  CREATE INDEX products_by_created ON products(product_type, record_status, created_at, id);
  CREATE INDEX products_by_name_en ON products(product_type, record_status, name_en COLLATE NOCASE, id);
  CREATE INDEX products_by_name_zh ON products(product_type, record_status, name_zh, id);
  CREATE INDEX products_category ON products(category_id, position);
  CREATE INDEX products_brand ON products(brand_id, position);
  CREATE INDEX products_clearance ON products(clearance, position) WHERE clearance = 1;
  CREATE TABLE product_tags (
    tag_id INTEGER NOT NULL REFERENCES tags(id),
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    PRIMARY KEY (tag_id, product_id)
  ) WITHOUT ROWID;
  CREATE INDEX product_tags_product ON product_tags(product_id, tag_id);
  -- Stock per option combination; option_pair is canonical ('' for a product without options).
  CREATE TABLE product_inventory (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    option_pair TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity >= 0),
    PRIMARY KEY (product_id, option_pair)
  ) WITHOUT ROWID;
`;

export function seedCatalogue(db: Db): void {
  const insertCategory = db.prepare(
    'INSERT INTO categories (id, name, parent_id, name_en, name_zh, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const categoryIds = new Map<string, number>();
  flattenCategories().forEach((c, i) => {
    const id = i + 1;
    categoryIds.set(c.spec.key, id);
    insertCategory.run(id, c.spec.key, c.parent ? categoryIds.get(c.parent) : null, c.spec.name[0], c.spec.name[1], i);
  });

  const insertNamed = (table: 'brands' | 'tags', rows: [string, string, string][]) => {
    const ids = new Map<string, number>();
    const stmt = db.prepare(`INSERT INTO ${table} (id, name, name_en, name_zh, position) VALUES (?, ?, ?, ?, ?)`);
    rows.forEach(([key, en, zh], i) => {
      stmt.run(i + 1, key, en, zh, i);
      ids.set(key, i + 1);
    });
    return ids;
  };
  const brandIds = insertNamed('brands', BRANDS);
  const tagIds = insertNamed('tags', [...TAGS, FEATURED_TAG_ROW]);

  const insertProduct = db.prepare(`
    INSERT INTO products (id, sku, product_type, record_status, category_id, brand_id, name_en, name_zh,
      price, list_price, currency, clearance, position, created_at, image_count, description_en, description_zh,
      options, specs)
    VALUES (@id, @sku, @productType, 'ACTIVE', @categoryId, @brandId, @nameEn, @nameZh,
      @price, @listPrice, @currency, @clearance, @position, @createdAt, @imageCount, @descriptionEn, @descriptionZh,
      @options, @specs)`);
  const insertTag = db.prepare('INSERT INTO product_tags (tag_id, product_id) VALUES (?, ?)');
  const insertStock = db.prepare('INSERT INTO product_inventory (product_id, option_pair, quantity) VALUES (?, ?, ?)');
  for (const p of generateProducts()) {
    const lookup = (ids: Map<string, number>, key: string | null) => {
      if (key == null) return null;
      const id = ids.get(key);
      if (id === undefined) throw new Error(`catalogue seed: unknown key ${key} (product ${p.id})`);
      return id;
    };
    insertProduct.run({
      id: p.id,
      sku: p.sku,
      productType: p.productType,
      categoryId: lookup(categoryIds, p.category),
      brandId: lookup(brandIds, p.brand),
      nameEn: p.nameEn,
      nameZh: p.nameZh,
      price: p.price,
      listPrice: p.listPrice,
      currency: DEFAULT_CURRENCY,
      clearance: p.clearance ? 1 : 0,
      position: p.position,
      createdAt: p.createdAt,
      imageCount: p.imageCount,
      descriptionEn: p.descriptionEn,
      descriptionZh: p.descriptionZh,
      options: JSON.stringify(p.options),
      specs: JSON.stringify(p.specs),
    });
    for (const t of p.tags) insertTag.run(lookup(tagIds, t), p.id);
    for (const [pair, quantity] of p.inventory) insertStock.run(p.id, pair, quantity);
  }
  db.prepare(
    `INSERT INTO product_tags (tag_id, product_id)
     SELECT ?, id FROM products WHERE product_type = 'PRODUCT' AND record_status = 'ACTIVE' ORDER BY position, id LIMIT ?`,
  ).run(tagIds.get('featured'), FEATURED_COUNT);
  assignImages(db);
  fillCategoryDescriptions(db);
  db.exec('ANALYZE');
}

export const catalogueData: AreaData = {
  area: 'catalogue',
  migrations: [
    { id: 'catalogue-001-products', up: SCHEMA },
    {
      // pictures: an illustration and colours per product and category (a database seeded
      // before this step gets them here; a new one when its seed runs)
      id: 'catalogue-002-images',
      up: (db) => {
        db.exec(IMAGES_MIGRATION);
        assignImages(db);
      },
    },
    {
      // what each category holds, under its heading on the category page
      id: 'catalogue-003-category-descriptions',
      up: (db) => {
        db.exec(CATEGORY_DESCRIPTIONS_MIGRATION);
        fillCategoryDescriptions(db);
      },
    },
  ],
  seed: seedCatalogue,
};
