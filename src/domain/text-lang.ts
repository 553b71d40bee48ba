/**
 * The language of a piece of shop content shown on a page of another language, so a screen
 * reader switches voice for it (WCAG 3.1.2 Language of Parts): a product named only in Chinese on
 * an English page is read in Chinese, an English-only name on a Chinese page in English. Content
 * that mixes both, or has no letters at all (a SKU, a price), takes the page's language.
 */
import type { Locale } from '@api-types';

// Han ideographs (CJK Unified, Extension A, Compatibility)
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;
const LATIN = /[A-Za-z\u00c0-\u024f]/g;

function count(text: string, re: RegExp): number {
  return (text.match(re) ?? []).length;
}

/**
 * The language to mark `text` with, or undefined when it is the page's own (or cannot be told).
 * On an English page, text mostly in Chinese characters ('龙井绿茶 250g'); on a Chinese page, text
 * with Latin letters and no Chinese at all (a brand beside Chinese words stays in the page's voice).
 */
export function textLang(text: string | null | undefined, pageLocale: Locale): Locale | undefined {
  if (!text) return undefined;
  const han = count(text, HAN);
  const latin = count(text, LATIN);
  if (pageLocale === 'en' && han > latin) return 'zh';
  if (pageLocale === 'zh' && latin > 0 && han === 0) return 'en';
  return undefined;
}
