/**
 * Accessible names that keep a control's visible text (WCAG 2.5.3 Label in Name): a shopper using
 * speech input says what they see ("click Toronto Downt"), so the name a control announces must
 * contain its visible words, in order. A truncated label ('Toronto Downt..') is not in a name built
 * from the full text ('Store: Toronto Downtown'); the name then starts with the visible words.
 */

const TRUNCATION_MARKS = /(\.\.\.?|…)$/;

/** Lower case, punctuation and spacing reduced to single spaces (CJK characters stay as they are). */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\s!-/:-@[-`{-~\u3000-\u303f\uff01-\uff0f\uff1a-\uff20·•…]+/g, ' ')
    .trim()} `;
}

/** Whether `name` contains the words of `visible` in order, as whole words. */
export function nameContainsVisibleText(name: string, visible: string): boolean {
  const v = words(visible.replace(TRUNCATION_MARKS, ''));
  if (v.trim() === '') return true;
  return words(name).includes(v);
}

/**
 * `name` when it contains the visible text's words; else the visible text (without its truncation
 * marks) then the name: 'Toronto Downt, Store: Toronto Downtown'.
 */
export function nameWithVisibleText(visible: string, name: string): string {
  if (nameContainsVisibleText(name, visible)) return name;
  return `${visible.replace(TRUNCATION_MARKS, '').trim()}, ${name}`;
}
