/**
 * The HTML sanitiser's tokenizer (domain/html.ts): untrusted source read once, forward, into start
 * tags with their attributes, end tags and text, with character references decoded. Comments,
 * doctypes and processing instructions are dropped; the content of raw-text elements (script,
 * style, ...) is skipped to its end tag, never read as markup; an unterminated tag ends the input.
 * It knows nothing of what is allowed: that is htmlAllowList.ts.
 */

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

export type Token =
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

/** The source as start tags, end tags and decoded text, in order; one forward pass. */
export function tokenize(src: string): Token[] {
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
