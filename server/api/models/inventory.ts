/**
 * Stock per option combination (table product_inventory of seed/catalogue.ts) and the optionPair
 * format of types/catalogue.ts (`size:M|colour:Red`). Used by the catalogue, cart and checkout.
 */
import type { Db } from '../db';
import { parseJson } from '../db';
import type { Inventory } from '../../../types/api';
import { ApiError } from '../http/errors';
import { stockRose } from './catalogue-changes';

/** A product's options as stored (JSON column products.options). */
export interface StoredOption {
  name: string;
  nameContent: { en: string; zh: string };
  values: { value: string; nameContent: { en: string; zh: string }; priceDelta?: number }[];
}

/** What the chosen values add to the product's price (minor units); unknown parts add nothing. */
export function optionPriceDelta(options: StoredOption[], optionPair: string): number {
  let delta = 0;
  for (const part of optionPair ? optionPair.split('|') : []) {
    const colon = part.indexOf(':');
    const value = options
      .find((o) => o.name === part.slice(0, colon))
      ?.values.find((v) => v.value === part.slice(colon + 1));
    delta += Math.max(0, Math.floor(value?.priceDelta ?? 0));
  }
  return delta;
}

/** The options of an active product; undefined when there is no such product. */
export function productOptions(db: Db, id: number): StoredOption[] | undefined {
  const row = db
    .prepare<[number], { options: string }>("SELECT options FROM products WHERE id = ? AND record_status = 'ACTIVE'")
    .get(id);
  return row && parseJson<StoredOption[]>(row.options, []);
}

/**
 * Parses an optionPair (`size:M|colour:Red`, types/catalogue.ts) against a product's options:
 * the chosen value per option, keyed and cased as the product defines them.
 * Throws a 400 ApiError (field optionPair) when malformed or naming what the product lacks.
 */
export function parseOptionPair(text: string, options: StoredOption[]): Map<string, string> {
  const chosen = new Map<string, string>();
  const bad = (message: string) => new ApiError(400, 'VALIDATION', message, 'optionPair');
  if (!text.trim()) return chosen;
  for (const part of text.split('|')) {
    const colon = part.indexOf(':');
    if (colon <= 0 || colon === part.length - 1) {
      throw bad(`Option pair must be name:value pairs joined by |, e.g. size:M|colour:Red (got "${part}")`);
    }
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .trim()
      .toLowerCase();
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
  return options
    .filter((o) => chosen.has(o.name))
    .map((o) => `${o.name}:${chosen.get(o.name)}`)
    .join('|');
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
    .map((r) => ({
      optionPair: r.option_pair,
      options: splitPair(r.option_pair),
      available: r.quantity > 0,
      quantity: r.quantity,
    }))
    .filter((item) => [...chosen].every(([name, value]) => item.options[name] === value))
    .sort((a, b) => {
      for (const o of options) {
        const d =
          (order.get(`${o.name}:${a.options[o.name]}`) ?? 0) - (order.get(`${o.name}:${b.options[o.name]}`) ?? 0);
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
    .prepare<[number, string], { quantity: number }>(
      'SELECT quantity FROM product_inventory WHERE product_id = ? AND option_pair = ?',
    )
    .get(productId, optionPair)?.quantity;
}

/** Takes `quantity` from the stock of one combination if that much is there; true when taken. */
export function takeStock(db: Db, productId: number, optionPair: string, quantity: number): boolean {
  const result = db
    .prepare(
      'UPDATE product_inventory SET quantity = quantity - ? WHERE product_id = ? AND option_pair = ? AND quantity >= ?',
    )
    .run(quantity, productId, optionPair, quantity);
  return result.changes === 1;
}

/** Puts `quantity` back into the stock of one combination (a released hold, a refund, a return). */
export function returnStock(db: Db, productId: number, optionPair: string, quantity: number): void {
  const changed = db
    .prepare('UPDATE product_inventory SET quantity = quantity + ? WHERE product_id = ? AND option_pair = ?')
    .run(quantity, productId, optionPair).changes;
  if (changed && quantity > 0) stockRose(db, productId);
}

/** Sets the stock of one existing combination (a delivery counted in); false when there is no such combination. */
export function setStock(db: Db, productId: number, optionPair: string, quantity: number): boolean {
  return db.transaction(() => {
    const before = getStock(db, productId, optionPair);
    if (before === undefined) return false;
    db.prepare('UPDATE product_inventory SET quantity = ? WHERE product_id = ? AND option_pair = ?').run(
      quantity,
      productId,
      optionPair,
    );
    if (quantity > before) stockRose(db, productId);
    return true;
  })();
}

/**
 * An optionPair in canonical form for a product (throws 400 when malformed or unknown);
 * `complete` when it names every option. Undefined for an unknown product.
 */
export function canonicalOptionPair(
  db: Db,
  productId: number,
  text: string,
): { optionPair: string; complete: boolean } | undefined {
  const options = productOptions(db, productId);
  if (!options) return undefined;
  const chosen = parseOptionPair(text, options);
  return { optionPair: formatOptionPair(chosen, options), complete: chosen.size === options.length };
}
