/**
 * An allow-list HTML sanitiser for server HTML (product descriptions, page content), as a pure
 * function: no DOM, so the same code runs in a browser, a mini-program and jest.
 *
 *   const nodes = sanitizeHtml(untrusted);          // a safe tree
 *   serializeHtml(nodes)                            // H5: innerHTML
 *   toRichTextNodes(nodes)                          // weapp: <RichText nodes>
 *
 * Rules: only the tags of ALLOWED_TAGS survive (others are unwrapped: their text stays);
 * script, style, iframe, object, svg, ... go with everything inside them; only a few attributes
 * per tag (never on*, style, class or id); href only http(s), mailto, tel or relative; img src
 * only http(s), a site path (/...) or data:image (raster types); text and attributes are re-escaped on the
 * way out, so nothing the input says about quoting survives.
 */

export interface HtmlText {
  type: 'text';
  /** Decoded text (entities resolved). */
  text: string;
}

export interface HtmlElement {
  type: 'element';
  name: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}

export type HtmlNode = HtmlText | HtmlElement;

export interface SanitizeOptions {
  /** Rewrites every kept href/src (e.g. to put an API origin before relative media paths). */
  resolveUrl?: (url: string, kind: 'href' | 'src') => string;
  /** Demotes headings: with 1, h1 becomes h2 (page content under a page's own h1). */
  headingOffset?: number;
  /**
   * Counts the tree-building work (one step per token and per open element looked at to match
   * an end tag), for a caller that wants to bound it; the tokenizer itself only moves forward.
   */
  meter?: { steps: number };
}

/**
 * Deepest nesting of kept elements; deeper ones are unwrapped (their text stays). Bounds the
 * recursion of serializing and rendering (20,000 nested tags used to overflow the stack) and the
 * search for an end tag's element.
 */
export const MAX_HTML_DEPTH = 48;

/** Tags kept (with their allowed attributes); all are also understood by WeChat's rich-text. */
const ALLOWED_TAGS: Record<string, readonly string[]> = {
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

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
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

/** Elements whose content the browser reads as raw text: the tokenizer skips to their end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'iframe',
  'textarea',
  'title',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'template',
]);

const VOID = new Set([
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

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  bull: '•',
  times: '×',
  divide: '÷',
  deg: '°',
  yen: '¥',
  euro: '€',
  pound: '£',
  cent: '¢',
  laquo: '«',
  raquo: '»',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Resolves character references (&amp; &#106; &#x6A; and the common named ones). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#[xX][0-9a-fA-F]{1,8}|#\d{1,10}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()];
    return named ?? whole;
  });
}

export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

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

// ---- tokenizer ---------------------------------------------------------------------------------

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { kind: 'end'; name: string };

/** Sticky: read at a position (set lastIndex), without copying the rest of the source. */
const TAG_NAME = /[a-zA-Z][a-zA-Z0-9-]*/y;

function tagNameAt(src: string, at: number): string | null {
  TAG_NAME.lastIndex = at;
  const m = TAG_NAME.exec(src);
  return m ? m[0] : null;
}

function parseAttributes(
  src: string,
  from: number,
): { attrs: [string, string][]; end: number; selfClosing: boolean } | null {
  const attrs: [string, string][] = [];
  let i = from;
  const n = src.length;
  while (i < n) {
    while (i < n && /[\s/]/.test(src[i])) {
      if (src[i] === '/' && src[i + 1] === '>') return { attrs, end: i + 2, selfClosing: true };
      i++;
    }
    if (i >= n) return null;
    if (src[i] === '>') return { attrs, end: i + 1, selfClosing: false };
    const nameStart = i;
    while (i < n && !/[\s"'>/=]/.test(src[i])) i++;
    if (i === nameStart) {
      // a stray quote: skip it
      i++;
      continue;
    }
    const name = src.slice(nameStart, i).toLowerCase();
    while (i < n && /\s/.test(src[i])) i++;
    let value = '';
    if (src[i] === '=') {
      i++;
      while (i < n && /\s/.test(src[i])) i++;
      const q = src[i];
      if (q === '"' || q === "'") {
        const close = src.indexOf(q, i + 1);
        if (close < 0) return null;
        value = src.slice(i + 1, close);
        i = close + 1;
      } else {
        const start = i;
        while (i < n && !/[\s>]/.test(src[i])) i++;
        value = src.slice(start, i);
      }
    }
    attrs.push([name, decodeEntities(value)]);
  }
  return null;
}

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text: decodeEntities(text) });
    text = '';
  };
  let i = 0;
  const n = src.length;
  while (i < n) {
    const lt = src.indexOf('<', i);
    if (lt < 0) {
      text += src.slice(i);
      break;
    }
    text += src.slice(i, lt);
    i = lt;
    if (src.startsWith('<!--', i)) {
      const close = src.indexOf('-->', i + 4);
      i = close < 0 ? n : close + 3;
      continue;
    }
    if (src[i + 1] === '!' || src[i + 1] === '?') {
      // doctype, CDATA, processing instruction: dropped
      const close = src.indexOf('>', i + 2);
      i = close < 0 ? n : close + 1;
      continue;
    }
    if (src[i + 1] === '/') {
      const endName = tagNameAt(src, i + 2);
      if (!endName) {
        text += '<';
        i += 1;
        continue;
      }
      const close = src.indexOf('>', i + 2 + endName.length);
      if (close < 0) {
        i = n;
        continue;
      }
      flush();
      tokens.push({ kind: 'end', name: endName.toLowerCase() });
      i = close + 1;
      continue;
    }
    const startName = tagNameAt(src, i + 1);
    if (!startName) {
      text += '<';
      i += 1;
      continue;
    }
    const name = startName.toLowerCase();
    const parsed = parseAttributes(src, i + 1 + startName.length);
    if (!parsed) {
      // an unterminated tag: the rest is not markup a browser would render; drop it
      i = n;
      continue;
    }
    flush();
    tokens.push({ kind: 'start', name, attrs: parsed.attrs, selfClosing: parsed.selfClosing });
    i = parsed.end;
    if (RAW_TEXT.has(name)) {
      // skip to the matching end tag (case-insensitive); its content is never markup
      const re = new RegExp(`</${name}[\\s/>]`, 'ig');
      re.lastIndex = i;
      const end = re.exec(src);
      if (!end) {
        i = n;
      } else {
        const close = src.indexOf('>', end.index);
        i = close < 0 ? n : close + 1;
      }
      tokens.push({ kind: 'end', name });
    }
  }
  flush();
  return tokens;
}

// ---- tree + filtering --------------------------------------------------------------------------

function cleanAttrs(tag: string, raw: [string, string][], options: SanitizeOptions): Record<string, string> | null {
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
      const resolved = options.resolveUrl ? options.resolveUrl(safe, kind) : safe;
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

function renameHeading(tag: string, offset: number): string {
  const m = /^h([1-6])$/.exec(tag);
  if (!m || !offset) return tag;
  return `h${Math.min(6, Math.max(1, Number(m[1]) + offset))}`;
}

/** Parses untrusted HTML into a tree holding only allowed tags, attributes and URLs. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): HtmlNode[] {
  if (typeof html !== 'string' || html === '') return [];
  const root: HtmlElement = { type: 'element', name: '#root', attrs: {}, children: [] };
  // open allowed elements, as the source nests them
  const stack: { name: string; node: HtmlElement }[] = [{ name: '#root', node: root }];
  let dropDepth = 0;
  const dropStack: string[] = [];
  const current = () => stack[stack.length - 1].node;

  const meter = options.meter ?? { steps: 0 };
  /** How many elements of each name are open (on the stack). */
  const openByName = new Map<string, number>();
  for (const token of tokenize(html)) {
    meter.steps++;
    if (dropDepth > 0) {
      if (token.kind === 'start' && DROP_WITH_CONTENT.has(token.name) && !token.selfClosing && !VOID.has(token.name)) {
        dropStack.push(token.name);
        dropDepth++;
      } else if (token.kind === 'end' && token.name === dropStack[dropStack.length - 1]) {
        dropStack.pop();
        dropDepth--;
      }
      continue;
    }
    if (token.kind === 'text') {
      const parent = current();
      const last = parent.children[parent.children.length - 1];
      if (last && last.type === 'text') last.text += token.text;
      else parent.children.push({ type: 'text', text: token.text });
      continue;
    }
    if (token.kind === 'start') {
      if (DROP_WITH_CONTENT.has(token.name)) {
        if (!token.selfClosing && !VOID.has(token.name)) {
          dropStack.push(token.name);
          dropDepth++;
        }
        continue;
      }
      const allowed = Object.prototype.hasOwnProperty.call(ALLOWED_TAGS, token.name);
      // not allowed: unwrapped (its text goes to the current parent; its end tag matches nothing)
      if (!allowed) continue;
      const attrs = cleanAttrs(token.name, token.attrs, options);
      if (!attrs) continue;
      const node: HtmlElement = {
        type: 'element',
        name: renameHeading(token.name, options.headingOffset ?? 0),
        attrs,
        children: [],
      };
      const opens = !VOID.has(token.name) && !token.selfClosing;
      // too deep: unwrapped like a tag that is not allowed (its text goes to the current parent)
      if (opens && stack.length > MAX_HTML_DEPTH) continue;
      current().children.push(node);
      if (opens) {
        stack.push({ name: token.name, node });
        openByName.set(token.name, (openByName.get(token.name) ?? 0) + 1);
      }
      continue;
    }
    // end tag: close up to the matching open element, if there is one (none open: nothing to do,
    // so a flood of stray end tags costs one step each)
    if (!openByName.get(token.name)) continue;
    for (let k = stack.length - 1; k > 0; k--) {
      meter.steps++;
      if (stack[k].name === token.name) {
        for (let j = k; j < stack.length; j++) openByName.set(stack[j].name, (openByName.get(stack[j].name) ?? 1) - 1);
        stack.length = k;
        break;
      }
    }
  }
  return root.children;
}

/** The safe tree as HTML text (every text and attribute escaped). */
export function serializeHtml(nodes: readonly HtmlNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      out += escapeText(node.text);
      continue;
    }
    const attrs = Object.entries(node.attrs)
      .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
      .join('');
    out += `<${node.name}${attrs}>`;
    if (VOID.has(node.name)) continue;
    out += `${serializeHtml(node.children)}</${node.name}>`;
  }
  return out;
}

/** Sanitised HTML text in one call. */
export function sanitizeToHtml(html: string | null | undefined, options?: SanitizeOptions): string {
  return serializeHtml(sanitizeHtml(html, options));
}

/** The visible text of a tree (for summaries and accessible names). */
export function textContent(nodes: readonly HtmlNode[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.text : textContent(n.children))).join('');
}

/** WeChat rich-text nodes (https://developers.weixin.qq.com/miniprogram/dev/component/rich-text.html). */
export type RichTextNode =
  { type: 'text'; text: string } | { name: string; attrs?: Record<string, string>; children?: RichTextNode[] };

/** Inline styles the mini-program needs (rich-text has no stylesheet of ours). */
const RICH_TEXT_STYLE: Record<string, string> = {
  img: 'max-width:100%;height:auto;display:block;margin:8px 0;',
  p: 'margin:0 0 12px;',
  ul: 'margin:0 0 12px;padding-left:20px;',
  ol: 'margin:0 0 12px;padding-left:20px;',
  h2: 'font-size:18px;margin:16px 0 8px;',
  h3: 'font-size:16px;margin:12px 0 8px;',
  a: 'color:#0b6e4f;text-decoration:underline;',
};

/** The safe tree as rich-text nodes; text is escaped (rich-text decodes entities in text). */
export function toRichTextNodes(nodes: readonly HtmlNode[]): RichTextNode[] {
  return nodes.map((node): RichTextNode => {
    if (node.type === 'text') return { type: 'text', text: escapeText(node.text) };
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(node.attrs)) if (k !== 'target' && k !== 'rel') attrs[k] = v;
    const style = RICH_TEXT_STYLE[node.name];
    if (style) attrs.style = style;
    return { name: node.name, attrs, children: toRichTextNodes(node.children) };
  });
}
