import { chipLabel, priceRangeText } from '../../src/domain/filterChips';
import type { ChoicesView } from '../../src/domain/filterPlan';
import type { ActiveFilter } from '../../src/domain/filters';
import { createTranslator } from '../../src/i18n/translator';
import '../../src/i18n/filters';

const en = createTranslator('en');
const zh = createTranslator('zh');

describe('priceRangeText: what a price chip says of its range', () => {
  test.each([
    [500, 2000, 'en', 'CA$5.00 – CA$20.00'],
    [500, null, 'en', '≥ CA$5.00'],
    [null, 2000, 'en', '≤ CA$20.00'],
    [null, null, 'en', ''],
  ] as const)('%p..%p (%s) → %s', (min, max, locale, text) => {
    expect(priceRangeText(min, max, 'CAD', locale)).toBe(text);
  });
});

const choices: ChoicesView = {
  groups: [
    { kind: 'brand', choices: [{ value: 'JadeGarden', label: 'Jade Garden', count: 30, selected: true }] },
    { kind: 'tag', choices: [{ value: 'organic', label: 'Organic', count: 4, selected: false }] },
    {
      kind: 'option',
      name: 'size',
      label: 'Size',
      choices: [{ value: 'M', label: 'Medium', count: 2, selected: true }],
    },
  ],
  price: null,
  inStock: null,
};
const noChoices: ChoicesView = { groups: [], price: null, inStock: null };
const names = { brand: (k: string) => (k === 'MapleFarms' ? 'Maple Farms' : null), tag: () => null };

describe("chipLabel: a chip's words, by the choices' names first", () => {
  test.each<[string, ActiveFilter, ChoicesView, string]>([
    ['a brand the facets name', { kind: 'brand', value: 'JadeGarden' }, choices, 'Jade Garden'],
    ['a brand only the store list names', { kind: 'brand', value: 'MapleFarms' }, noChoices, 'Maple Farms'],
    ['a brand nobody names: as the address wrote it', { kind: 'brand', value: 'Unknown' }, noChoices, 'Unknown'],
    ['a tag the facets name', { kind: 'tag', value: 'organic' }, choices, 'Organic'],
    ['an option: its name and value', { kind: 'option', name: 'size', value: 'M' }, choices, 'Size: Medium'],
    ['an option nobody names', { kind: 'option', name: 'colour', value: 'Red' }, noChoices, 'colour: Red'],
    ['a price range', { kind: 'price', min: 500, max: 3000 }, choices, 'Price CA$5.00 – CA$30.00'],
    ['in stock', { kind: 'inStock' }, choices, 'In stock only'],
  ])('%s', (_, chip, view, text) => {
    expect(chipLabel(chip, view, names, en, 'CAD', 'en')).toBe(text);
  });

  test('in Chinese', () => {
    expect(chipLabel({ kind: 'inStock' }, noChoices, names, zh, 'CAD', 'zh')).toBe('仅看有货');
  });
});
