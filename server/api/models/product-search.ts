/**
 * Catalogue search in SQL: which products a search term matches (every word, in any order and
 * either language, in the product's names or its category's) and in what order they come
 * (best matches first). How a term is cut into words, Chinese runs and character pairs is
 * src/domain/search-terms.ts.
 */
import { cjkCharsNeeded, cjkPairs, searchWords, wordParts } from '../../../src/domain/search-terms';

export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** LIKE pattern matching `text` literally anywhere (with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The product's names and its category's, in both languages: what a search word is looked for in. */
const SEARCHED =
  "(IFNULL(p.name_en, '') || ' ' || IFNULL(p.name_zh, '') || ' ' || " +
  "IFNULL((SELECT IFNULL(c.name_en, '') || ' ' || IFNULL(c.name_zh, '') FROM categories c WHERE c.id = p.category_id), ''))";
const IN_NAME = "(p.name_en LIKE ? ESCAPE '\\' OR p.name_zh LIKE ? ESCAPE '\\')";
const likeIn = (text: string) => `${text} LIKE ? ESCAPE '\\'`;

/** The runs of Chinese characters a term's words hold that match by their characters (3 or more). */
function compounds(words: string[]): string[] {
  return words.flatMap((w) => wordParts(w).filter((p) => p.cjk && [...p.text].length >= 3)).map((p) => p.text);
}

const CJK_END = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]$/;
const CJK_START = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** The words as one phrase, without a space between Chinese words (no space in a Chinese name). */
function phraseOf(words: string[]): string {
  return words.reduce((out, w) => (CJK_END.test(out) && CJK_START.test(w) ? out + w : `${out} ${w}`));
}

/**
 * A search word matches the product's names or its category's. Chinese is written without spaces,
 * so a run of Chinese characters is a compound the names may spell another way ("茉莉花茶" or
 * "茉莉茶" for 特级茉莉绿茶): it matches when it occurs as it is, or when one of its character
 * pairs does and three quarters of its characters occur (domain/search-terms.ts says which).
 * Other text must occur as it is.
 */
export function wordMatch(word: string): SqlPart {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const part of wordParts(word)) {
    if (!part.cjk || part.text.length < 3) {
      conditions.push(likeIn(SEARCHED));
      params.push(containsPattern(part.text));
      continue;
    }
    const pairs = cjkPairs(part.text);
    const chars = [...new Set(part.text)];
    conditions.push(
      `(${likeIn(SEARCHED)} OR ((${pairs.map(() => likeIn(SEARCHED)).join(' OR ')}) AND ` +
        `(${chars.map(() => `(${likeIn(SEARCHED)})`).join(' + ')}) >= ?))`,
    );
    params.push(containsPattern(part.text), ...pairs.map(containsPattern), ...chars.map(containsPattern));
    params.push(cjkCharsNeeded(chars.length));
  }
  return { sql: `(${conditions.join(' AND ')})`, params };
}

/** Every word of the term matches (nothing for a blank term). */
export function searchMatch(term: string): SqlPart[] {
  return searchWords(term).map(wordMatch);
}

/**
 * Search results in the store's order, but best matches first, in English and Chinese alike:
 * 0. the whole phrase in the name (Chinese words may be typed with spaces between: "茉莉 绿茶"
 *    is the phrase 茉莉绿茶 too);
 * 1. every word as it is in the name;
 * 2. every word as it is in the name or the category;
 * 3. the rest, compounds matched by their characters: those holding more of the compounds'
 *    characters (in the names or the category) first, then those whose name holds more of their
 *    character pairs (经典红茶: 经典伯爵红茶, then 经典滇红 of the Black Tea category, then
 *    经典红烧牛肉面, which holds 经典红 but no tea).
 */
export function searchRank(term: string): SqlPart | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const phrases = [...new Set([words.join(' '), phraseOf(words)])].map(containsPattern);
  const tiers =
    `CASE WHEN ${phrases.map(() => IN_NAME).join(' OR ')} THEN 0 ` +
    `WHEN ${words.map(() => IN_NAME).join(' AND ')} THEN 1 ` +
    `WHEN ${words.map(() => likeIn(SEARCHED)).join(' AND ')} THEN 2 ELSE 3 END, `;
  const params: unknown[] = [
    ...phrases.flatMap((p) => [p, p]),
    ...words.flatMap((w) => [containsPattern(w), containsPattern(w)]),
    ...words.map(containsPattern),
  ];
  const runs = compounds(words);
  if (runs.length === 0) return { sql: tiers, params };
  const chars = [...new Set(runs.flatMap((r) => [...r]))];
  const pairs = [...new Set(runs.flatMap(cjkPairs))];
  const score = (n: number, where: string) => `(${Array.from({ length: n }, () => `(${where})`).join(' + ')}) DESC, `;
  return {
    sql: tiers + score(chars.length, likeIn(SEARCHED)) + score(pairs.length, IN_NAME),
    params: [
      ...params,
      ...chars.map(containsPattern),
      ...pairs.flatMap((x) => [containsPattern(x), containsPattern(x)]),
    ],
  };
}
