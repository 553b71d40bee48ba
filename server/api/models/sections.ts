/**
 * Page layouts the store owns (common3/sectionTemplateByType/{type}): which blocks a page shows and
 * in what order, in the `page_sections` table. The seed gives the home page a hero, the category
 * tiles, the featured strip and the clearance strip; a store reorders them by `position`, hides one
 * with `enabled = 0`, adds one with a new row.
 */
import type { Db } from '../db';
import type { LocalizedText, Locale, PageSection, SectionKind, SectionTemplate } from '../../../types/api';
import { HERO_IMAGE, HERO_IMAGE_URL } from './products';
import { localize } from './store';

export const SECTION_KINDS: SectionKind[] = ['hero', 'categoryTiles', 'featured', 'clearance', 'groupBuy'];

interface SectionRow {
  id: string;
  kind: string;
  title: string;
  alt: string;
}

export const PAGE_SECTIONS_MIGRATION = `
  CREATE TABLE page_sections (
    page TEXT NOT NULL,
    id TEXT NOT NULL,
    kind TEXT NOT NULL,
    position INTEGER NOT NULL,
    enabled INTEGER NOT NULL DEFAULT 1,
    -- LocalizedText JSON: the block's heading ('{}' = the app's own) and, for a hero, its picture's alt
    title TEXT NOT NULL DEFAULT '{}',
    alt TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (page, id)
  );
`;

/** The seeded home page: hero, category tiles, featured, clearance, group buy. */
export const HOME_SECTIONS: { id: string; kind: SectionKind; alt?: LocalizedText }[] = [
  {
    id: 'hero',
    kind: 'hero',
    alt: {
      en: 'A teapot, a pear, greens, an orange, bread, a dumpling and cherries on a green hill',
      zh: '绿色山坡上的茶壶、梨、青菜、橙子、面包、饺子和樱桃',
    },
  },
  { id: 'categories', kind: 'categoryTiles' },
  { id: 'featured', kind: 'featured' },
  { id: 'clearance', kind: 'clearance' },
  // the way into group buying; the app shows it only while a campaign is open
  { id: 'group-buy', kind: 'groupBuy' },
];

export function seedHomeSections(db: Db): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO page_sections (page, id, kind, position, title, alt) VALUES (?, ?, ?, ?, ?, ?)',
  );
  HOME_SECTIONS.forEach((s, i) => insert.run('home', s.id, s.kind, i + 1, '{}', JSON.stringify(s.alt ?? {})));
}

const parse = (text: string): LocalizedText => {
  try {
    return JSON.parse(text) as LocalizedText;
  } catch {
    return {};
  }
};

/** The enabled blocks of `type` in order; kinds this server does not know are left out. */
export function sectionTemplate(db: Db, type: string, locale: Locale): SectionTemplate | undefined {
  const rows = db
    .prepare<[string], SectionRow>(
      'SELECT id, kind, title, alt FROM page_sections WHERE page = ? AND enabled = 1 ORDER BY position, id',
    )
    .all(type);
  const known = db
    .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM page_sections WHERE page = ?')
    .get(type)!.n;
  if (!known) return undefined;
  const sections = rows
    .filter((r): r is SectionRow & { kind: SectionKind } => (SECTION_KINDS as string[]).includes(r.kind))
    .map((r): PageSection => {
      const section: PageSection = { id: r.id, kind: r.kind, title: localize(parse(r.title), locale) };
      if (r.kind !== 'hero') return section;
      return { ...section, imageURL: HERO_IMAGE_URL, ...HERO_IMAGE, alt: localize(parse(r.alt), locale) };
    });
  return { type, sections };
}
