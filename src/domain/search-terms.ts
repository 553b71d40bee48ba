/**
 * How a search term is cut for matching (the reference server's catalogue search): words at
 * spaces, and within a word, runs of Chinese characters apart from other text. Chinese is written
 * without spaces, so a run is a compound that a product's name may spell another way ("茉莉花茶",
 * "茉莉茶" for 特级茉莉绿茶): it matches a name holding one of its character pairs and three
 * quarters of its characters (so 茉莉茶 finds the jasmine green tea, not jasmine rice, 茉莉香米).
 */

/** At most this many words of a term count. */
export const MAX_SEARCH_WORDS = 8;

export function searchWords(term: string): string[] {
  return term.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** CJK ideographs (unified, extension A, compatibility). */
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const RUNS = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[^\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

export interface WordPart {
  text: string;
  /** A run of Chinese characters. */
  cjk: boolean;
}

/** `oolong茶` -> oolong, 茶: each part must match. */
export function wordParts(word: string): WordPart[] {
  return (word.match(RUNS) ?? []).map((text) => ({ text, cjk: CJK.test(text) }));
}

/** Overlapping character pairs: 茉莉花茶 -> 茉莉, 莉花, 花茶. */
export function cjkPairs(run: string): string[] {
  const chars = [...run];
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i] + chars[i + 1]);
  return [...pairs];
}

/** How many of a run's distinct characters a name must hold: three quarters, rounded up. */
export function cjkCharsNeeded(distinct: number): number {
  return Math.ceil((distinct * 3) / 4);
}
