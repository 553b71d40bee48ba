/**
 * The filters extension's facets (types/filters.ts): for a list as filtered, what each choice of
 * each group would give. A group's counts apply every other group's filter but not its own (a
 * shopper who chose one brand still sees what another would give); choices giving nothing are
 * left out. Labels are in the request's language; choices come in the store's order.
 */
import type { Db } from '../db';
import { parseJson } from '../db';
import type { FilterChoice, FilterFacets, FilterOptionGroup, Locale } from '../../../types/api';
import type { StoredOption } from './inventory';
import { optionChoices, whereClause, type FilterGroup, type OptionChoice, type ProductFilter } from './product-filter';
import { localize } from './store';

interface NamedCount {
  name: string;
  name_en: string;
  name_zh: string;
  n: number;
}

function namedChoices(rows: NamedCount[], locale: Locale): FilterChoice[] {
  return rows
    .filter((r) => r.n > 0)
    .map((r) => ({ value: r.name, label: localize({ en: r.name_en, zh: r.name_zh }, locale), count: r.n }));
}

interface StockRow {
  id: number;
  options: string;
  option_pair: string;
  quantity: number;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `size:M|colour:Red` -> [[size, M], [colour, Red]] (a stored, canonical pair). */
function storedParts(pair: string): [string, string][] {
  if (!pair) return [];
  return pair.split('|').map((part) => {
    const colon = part.indexOf(':');
    return [part.slice(0, colon), part.slice(colon + 1)];
  });
}

/**
 * Option groups from the stock rows (in the store's order: the groups and values as the products
 * define them, merged) of the products every other filter lets through: a value
 * counts a product when one of its combinations holds the value, every other chosen option's
 * value, and (with inStock) stock.
 */
function optionGroups(rows: StockRow[], chosen: OptionChoice[], inStock: boolean, locale: Locale): FilterOptionGroup[] {
  const groups = new Map<
    string,
    { name: string; order: string[]; values: Map<string, { label: string; ids: Set<number> }> }
  >();
  const definitions = new Map<number, StoredOption[]>();
  for (const row of rows) {
    let options = definitions.get(row.id);
    if (!options) {
      options = parseJson<StoredOption[]>(row.options, []);
      definitions.set(row.id, options);
      for (const o of options) {
        const g = groups.get(o.name) ?? {
          name: localize(o.nameContent, locale),
          order: [] as string[],
          values: new Map(),
        };
        groups.set(o.name, g);
        let after = -1;
        for (const v of o.values) {
          const at = g.order.indexOf(v.value);
          if (at >= 0) {
            after = at;
            continue;
          }
          // a value first met goes after the one its product puts before it (Small, Large, then
          // a product with Small, Medium, Large: Medium goes between)
          g.order.splice(after + 1, 0, v.value);
          after += 1;
          g.values.set(v.value, { label: localize(v.nameContent, locale), ids: new Set() });
        }
      }
    }
    if (inStock && row.quantity <= 0) continue;
    const parts = storedParts(row.option_pair);
    for (const [key, value] of parts) {
      const others = chosen.filter((c) => !same(c.key, key));
      if (!others.every((c) => parts.some(([k, v]) => same(k, c.key) && same(v, c.value)))) continue;
      groups.get(key)?.values.get(value)?.ids.add(row.id);
    }
  }
  return [...groups].flatMap(([key, g]) => {
    const values = g.order
      .map((value) => ({ value, label: g.values.get(value)!.label, count: g.values.get(value)!.ids.size }))
      .filter((v) => v.count > 0);
    return values.length ? [{ key, name: g.name, values }] : [];
  });
}

export function productFacets(db: Db, f: ProductFilter, locale: Locale): FilterFacets {
  const chosen = optionChoices(f.optionPair);
  const without = (omit?: FilterGroup) => whereClause(db, f, omit);
  const count = (w: { sql: string; params: unknown[] }) =>
    db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM products p WHERE ${w.sql}`).get(...w.params)!.n;

  const b = without('brand');
  const brands = db
    .prepare<unknown[], NamedCount>(
      `SELECT x.name, x.name_en, x.name_zh, COUNT(*) AS n FROM products p JOIN brands x ON x.id = p.brand_id
       WHERE ${b.sql} GROUP BY x.id ORDER BY x.position, x.id`,
    )
    .all(...b.params);
  const t = without('tag');
  const tags = db
    .prepare<unknown[], NamedCount>(
      `SELECT x.name, x.name_en, x.name_zh, COUNT(*) AS n FROM products p
       JOIN product_tags pt ON pt.product_id = p.id JOIN tags x ON x.id = pt.tag_id
       WHERE ${t.sql} GROUP BY x.id ORDER BY x.position, x.id`,
    )
    .all(...t.params);
  const pr = without('price');
  const price = db
    .prepare<unknown[], { lo: number | null; hi: number | null }>(
      `SELECT MIN(p.price) AS lo, MAX(p.price) AS hi FROM products p WHERE ${pr.sql}`,
    )
    .get(...pr.params)!;
  const o = without('optionsAndStock');
  const stockRows = db
    .prepare<unknown[], StockRow>(
      `SELECT p.id, p.options, i.option_pair, i.quantity FROM products p
       JOIN product_inventory i ON i.product_id = p.id
       WHERE ${o.sql} AND p.options != '[]' ORDER BY p.position, p.id`,
    )
    .all(...o.params);

  return {
    total: count(without()),
    brands: namedChoices(brands, locale),
    tags: namedChoices(tags, locale),
    options: optionGroups(stockRows, chosen, f.inStock === true, locale),
    price: price.lo === null || price.hi === null ? null : { min: price.lo, max: price.hi },
    inStock: count(whereClause(db, { ...f, inStock: true })),
  };
}
