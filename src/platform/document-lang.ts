/**
 * The page's language for assistive technology and fonts (`<html lang>`: 'en' or 'zh-CN'), so a
 * screen reader reads Chinese labels in Chinese. Variants: this file (H5 and jest) and
 * `document-lang.weapp.ts` (the mini-program has no document: nothing to do).
 */
export function setDocumentLanguage(locale: string): void {
  if (typeof document === 'undefined' || !document.documentElement) return;
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
}
