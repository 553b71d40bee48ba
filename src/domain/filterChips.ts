/**
 * What each chip of the filters in force says: the app's list pages and the web server's first
 * content (which draws the chips before the app runs) name them the same way.
 */
import type { Locale } from '@api-types';
import type { ChoicesView } from './filterPlan';
import type { ActiveFilter } from './filters';
import { formatMoney } from './money';

/** The texts a chip needs (the filters' messages, in the page's language). */
export type ChipTexts = (
  key: 'istore_filters_chip_price' | 'istore_filters_in_stock_plain',
  params?: { range: string },
) => string;

/** A price range as a chip says it: "CA$5.00 – CA$20.00", "≥ CA$5.00", "≤ CA$20.00". */
export function priceRangeText(min: number | null, max: number | null, currency: string, locale: Locale): string {
  const f = (n: number) => formatMoney(n, currency, locale);
  if (min !== null && max !== null) return `${f(min)} – ${f(max)}`;
  if (min !== null) return `≥ ${f(min)}`;
  return max !== null ? `≤ ${f(max)}` : '';
}

/** The name the list's choices give a brand, tag or option chip; null when they do not name it. */
function choiceLabel(choices: ChoicesView, chip: ActiveFilter): string | null {
  for (const g of choices.groups) {
    if (chip.kind === 'brand' && g.kind === 'brand')
      return g.choices.find((c) => c.value === chip.value)?.label ?? null;
    if (chip.kind === 'tag' && g.kind === 'tag') return g.choices.find((c) => c.value === chip.value)?.label ?? null;
    if (chip.kind === 'option' && g.kind === 'option' && g.name === chip.name) {
      const value = g.choices.find((c) => c.value === chip.value)?.label ?? chip.value;
      return `${g.label}: ${value}`;
    }
  }
  return null;
}

/**
 * A chip's words: a price range or "in stock"; a brand, tag or option by the name the choices
 * give it, else by the store's brand or tag list (`names`), else as the address wrote it.
 */
export function chipLabel(
  chip: ActiveFilter,
  choices: ChoicesView,
  names: { brand: (key: string) => string | null; tag: (key: string) => string | null },
  texts: ChipTexts,
  currency: string,
  locale: Locale,
): string {
  if (chip.kind === 'price')
    return texts('istore_filters_chip_price', { range: priceRangeText(chip.min, chip.max, currency, locale) });
  if (chip.kind === 'inStock') return texts('istore_filters_in_stock_plain');
  const known = choiceLabel(choices, chip);
  if (known) return known;
  if (chip.kind === 'brand') return names.brand(chip.value) ?? chip.value;
  if (chip.kind === 'tag') return names.tag(chip.value) ?? chip.value;
  return `${chip.name}: ${chip.value}`;
}
