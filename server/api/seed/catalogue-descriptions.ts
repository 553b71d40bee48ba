/**
 * Each category's description (shown under its heading on the category page, from GET
 * productManagement2/category/{name}): what it holds, in both languages, written from the seed's
 * own tree: a leaf names its first products' kinds and how to keep them, an inner one its
 * subcategories. Filled where a category has none yet (an older database gets them by migration).
 */
import type { Db } from '../db';
import type { Pair } from './catalogue-data';
import { flattenCategories, type FlatCategory } from './catalogue-generate';

export const CATEGORY_DESCRIPTIONS_MIGRATION = `
  ALTER TABLE categories ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
  ALTER TABLE categories ADD COLUMN description_zh TEXT NOT NULL DEFAULT '';
`;

const SHOWN = 4;

function listed(names: Pair[]): Pair {
  const en = names.map((n) => n[0]).filter(Boolean);
  const zh = names.map((n) => n[1]).filter(Boolean);
  const more = names.length > SHOWN;
  const joinEn = (xs: string[]) =>
    more || xs.length < 2
      ? `${xs.join(', ')}${more ? ' and more' : ''}`
      : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
  return [joinEn(en.slice(0, SHOWN)), `${zh.slice(0, SHOWN).join('、')}${more ? '等' : ''}`];
}

/** The description of one category of the seed's tree, [en, zh]. */
export function describeCategory(c: FlatCategory): Pair {
  const spec = c.spec;
  if (spec.children?.length) {
    const [en, zh] = listed(spec.children.map((ch) => ch.name));
    return [`${en}.`, `${zh}。`];
  }
  const [en, zh] = listed(spec.items ?? []);
  const [keepEn, keepZh] = c.storage;
  return [`${en}.${keepEn ? ` ${keepEn}.` : ''}`, `${zh}。${keepZh ? `${keepZh}。` : ''}`];
}

export function fillCategoryDescriptions(db: Db): void {
  const set = db.prepare(
    "UPDATE categories SET description_en = ?, description_zh = ? WHERE name = ? AND description_en = ''",
  );
  for (const c of flattenCategories()) set.run(...describeCategory(c), c.spec.key);
}
