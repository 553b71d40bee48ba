/**
 * The store's colours arrive in app info (`css`, spec 3) and become CSS variables, so no component
 * hard-codes a brand colour (DESIGN.md). Only plain colour values pass: a value that could break
 * out of the declaration (`;`, `{`, `url(`) is dropped.
 */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\)|[a-z]{3,20})$/i;

const VARIABLES: Record<string, string> = {
  varPrimary: '--store-primary',
  varFooter: '--store-footer',
};

export function themeVariables(css: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, name] of Object.entries(VARIABLES)) {
    const value = css[key]?.trim();
    if (value && SAFE_COLOUR.test(value)) out[name] = value;
  }
  return out;
}

// ---- contrast (DESIGN.md: text contrast at least 4.5:1) -------------------------------------

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

export type Rgb = [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [28, 31, 35]; // $ink of the style tokens

/** '#abc', '#aabbcc', '#aabbccdd' (alpha ignored) or 'rgb(a)(r, g, b[, a])' as RGB; else null. */
export function parseColour(value: string | null | undefined): Rgb | null {
  const v = (value ?? '').trim().toLowerCase();
  let m = /^#([0-9a-f]{3,4})$/.exec(v);
  if (m) return [0, 1, 2].map((i) => parseInt(m![1][i] + m![1][i], 16)) as Rgb;
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(v);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1].slice(i, i + 2), 16)) as Rgb;
  m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(,\s*[0-9.]+%?\s*)?\)$/.exec(v);
  if (m) {
    const rgb = [m[1], m[2], m[3]].map(Number);
    return rgb.every((c) => c <= 255) ? (rgb as Rgb) : null;
  }
  return null;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colour itself when it reaches `min` against `background`, else the same hue darkened in
 * 5 % steps until it does (a brand colour too light for text on white stays recognisable).
 */
export function ensureContrast(colour: Rgb, background: Rgb = WHITE, min = MIN_CONTRAST): Rgb {
  let c: Rgb = colour;
  for (let i = 0; i < 20 && contrastRatio(c, background) < min; i++) {
    c = c.map((x) => x * 0.95) as Rgb;
  }
  return contrastRatio(c, background) >= min ? c : [0, 0, 0];
}

/** White or the ink colour, whichever reads better on `background`. */
export function readableOn(background: Rgb): Rgb {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

/**
 * The CSS variables of the shell: the store's colours (themeVariables) made readable. The primary
 * colour is used for text and links on white, so it is darkened until it reaches 4.5:1; text on
 * the primary and on the footer colour is white or ink, whichever contrasts more. Colours that
 * cannot be measured (named colours) pass as they are, with white text on them.
 */
export function themeStyle(css: Record<string, string | undefined>): Record<string, string> {
  const vars = themeVariables(css);
  const primary = parseColour(vars['--store-primary']);
  if (primary) {
    const readable = ensureContrast(primary);
    vars['--store-primary'] = toHex(readable);
    vars['--store-on-primary'] = toHex(readableOn(readable));
  }
  const footer = parseColour(vars['--store-footer']);
  if (footer) vars['--store-on-footer'] = toHex(readableOn(footer));
  return vars;
}
