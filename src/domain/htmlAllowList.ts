/**
 * What the HTML sanitiser keeps (domain/html.ts): the allowed tags with their attributes, the
 * tags dropped with all they hold, void tags, and the URLs a link or an image may point to.
 */

/** Tags kept (with their allowed attributes); all are also understood by WeChat's rich-text. */
export const ALLOWED_TAGS: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  code: [],
  dd: [],
  del: [],
  div: [],
  dl: [],
  dt: [],
  em: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height', 'title'],
  ins: [],
  li: [],
  ol: ['start'],
  p: [],
  pre: [],
  s: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  tfoot: [],
  th: ['colspan', 'rowspan'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

/** Allowed tag names only (no inherited keys). */
export function isAllowedTag(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(ALLOWED_TAGS, name);
}

/** Dropped together with everything inside them. */
export const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'plaintext',
  'head',
  'link',
  'meta',
  'base',
  'form',
  'button',
  'input',
  'video',
  'audio',
  'canvas',
]);

export const VOID = new Set([
  'br',
  'hr',
  'img',
  'wbr',
  'area',
  'base',
  'col',
  'embed',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'param',
]);

const NUMERIC_ATTRS = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

const SAFE_IMAGE_DATA = /^data:image\/(png|gif|jpe?g|webp|avif|bmp);base64,[a-z0-9+/=\s]*$/i;

/**
 * The URL if it may be followed (href) or loaded (src), else null. Control characters and
 * whitespace that browsers ignore inside a scheme are removed before the scheme is read, so
 * `java\tscript:` and ` javascript:` are caught.
 */
export function safeUrl(raw: string, kind: 'href' | 'src'): string | null {
  const url = raw.trim();
  // what a URL parser reads: leading C0 controls and spaces dropped, tabs and newlines ignored
  // eslint-disable-next-line no-control-regex
  const probe = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!probe) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(probe);
  if (!scheme) {
    // relative; a colon before the first / ? # would read as a scheme somewhere: refused
    if (/^[^/?#]*:/.test(probe)) return null;
    // a picture needs a site path: `src=x` would load the current page's directory
    if (kind === 'src' && !probe.startsWith('/')) return null;
    return url;
  }
  const name = scheme[1].toLowerCase();
  if (name === 'http' || name === 'https') return url;
  if (kind === 'href' && (name === 'mailto' || name === 'tel')) return url;
  if (kind === 'src' && name === 'data' && SAFE_IMAGE_DATA.test(probe)) return url;
  return null;
}

/**
 * A kept tag's attributes: only the allowed ones, numbers as numbers, URLs only when safe (and
 * still safe once `resolveUrl` rewrote them); null drops the element (an img without a source).
 */
export function cleanAttrs(
  tag: string,
  raw: [string, string][],
  resolveUrl?: (url: string, kind: 'href' | 'src') => string,
): Record<string, string> | null {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const attrs: Record<string, string> = {};
  for (const [name, value] of raw) {
    if (!allowed.includes(name) || Object.prototype.hasOwnProperty.call(attrs, name)) continue;
    if (NUMERIC_ATTRS.has(name)) {
      const v = value.trim();
      if (/^\d{1,5}$/.test(v)) attrs[name] = v;
      continue;
    }
    if (name === 'href' || name === 'src') {
      const kind = name;
      const safe = safeUrl(value, kind);
      if (safe === null) continue;
      const resolved = resolveUrl ? resolveUrl(safe, kind) : safe;
      // the rewrite is trusted no further than the input
      if (safeUrl(resolved, kind) === null) continue;
      attrs[name] = resolved;
      continue;
    }
    attrs[name] = value;
  }
  if (tag === 'img' && !attrs.src) return null;
  if (tag === 'img' && attrs.alt === undefined) attrs.alt = '';
  if (tag === 'a' && attrs.href && /^https?:/i.test(attrs.href)) {
    attrs.target = '_blank';
    attrs.rel = 'noopener noreferrer';
  }
  return attrs;
}

/** h1..h6 moved down by `offset` (capped at h6). */
export function renameHeading(tag: string, offset: number): string {
  const m = /^h([1-6])$/.exec(tag);
  if (!m || !offset) return tag;
  return `h${Math.min(6, Math.max(1, Number(m[1]) + offset))}`;
}
