/**
 * Product options and stock (spec 7.2 inventoryByProductAndOptions): a selection of option
 * values as an optionPair (`size:M|colour:Red`, canonical: the product's option order), and
 * which values can still be chosen given the stock of every combination.
 */

export interface OptionLike {
  name: string;
  values: readonly { value: string }[];
}

export interface StockItem {
  /** Option name -> value of one combination. */
  options: Readonly<Record<string, string>>;
  quantity: number;
}

export type Selection = Readonly<Record<string, string>>;

/** The price with the chosen values' additions (a larger size costs more); minor units. */
export function priceWithOptions(
  price: number,
  options: readonly { name: string; values: readonly { value: string; priceDelta?: number }[] }[],
  selection: Selection,
): number {
  let total = price;
  for (const o of options) total += o.values.find((v) => v.value === selection[o.name])?.priceDelta ?? 0;
  return total;
}

/**
 * The picture of what is chosen: the first chosen value, in the product's option order, that has
 * a picture of its own (a White teapot), else null (the product's own pictures stand).
 */
export function choicePicture<T>(
  options: readonly { name: string; values: readonly { value: string; image?: T }[] }[],
  selection: Selection,
): T | null {
  for (const o of options) {
    const image = o.values.find((v) => v.value === selection[o.name])?.image;
    if (image) return image;
  }
  return null;
}

/** The chosen values in the product's option order, e.g. 'size:M|colour:Red' ('' when none). */
export function optionPairOf(options: readonly OptionLike[], selection: Selection): string {
  return options
    .filter((o) => selection[o.name] !== undefined)
    .map((o) => `${o.name}:${selection[o.name]}`)
    .join('|');
}

/** True when every option has a chosen value (a product without options is always complete). */
export function isComplete(options: readonly OptionLike[], selection: Selection): boolean {
  return options.every((o) => selection[o.name] !== undefined);
}

function matches(item: StockItem, selection: Selection, skip?: string): boolean {
  for (const [name, value] of Object.entries(selection)) {
    if (name !== skip && item.options[name] !== value) return false;
  }
  return true;
}

/**
 * Whether choosing `value` for `option` can still lead to a combination in stock, given what
 * is chosen for the other options. Unknown stock (no items) counts as available.
 */
export function isValueAvailable(
  items: readonly StockItem[] | null,
  selection: Selection,
  option: string,
  value: string,
): boolean {
  if (!items || items.length === 0) return true;
  const wanted = { ...selection, [option]: value };
  return items.some((item) => item.quantity > 0 && matches(item, wanted));
}

/**
 * Toggles `value` of `option`: choosing the chosen value clears it. Other choices that no
 * longer lead to stock with the new value are cleared too, so the selection stays buyable.
 */
export function selectValue(
  items: readonly StockItem[] | null,
  options: readonly OptionLike[],
  selection: Selection,
  option: string,
  value: string,
): Record<string, string> {
  const next: Record<string, string> = { ...selection };
  if (next[option] === value) {
    delete next[option];
    return next;
  }
  next[option] = value;
  for (const o of options) {
    if (o.name === option || next[o.name] === undefined) continue;
    if (!isValueAvailable(items, next, o.name, next[o.name])) delete next[o.name];
  }
  return next;
}

/** Units in stock for the selection (sum over the combinations it selects). */
export function stockOf(items: readonly StockItem[], selection: Selection): number {
  return items.filter((i) => matches(i, selection)).reduce((n, i) => n + Math.max(0, i.quantity), 0);
}

/** The quantity a shopper may pick: 1..max (max at least 1), whole numbers. */
export function clampQuantity(n: number, max: number): number {
  const upper = Math.max(1, Math.floor(max));
  if (!Number.isFinite(n)) return 1;
  return Math.min(upper, Math.max(1, Math.floor(n)));
}
