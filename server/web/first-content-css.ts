/**
 * The build's own rules for the first content's classes (server/web/first-content.ts): the rules
 * of the page's CSS chunks that style the shell's markup, taken out and inlined, and the media
 * ranges that stand in for the app's windowed grid (which sets its columns from script).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LIST_ASIDE, columnsFor } from '../../src/domain/grid';

/** Top-level blocks of a stylesheet: [prelude, body] (body without its braces). */
function blocks(css: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    let depth = 1;
    let j = open + 1;
    while (j < css.length && depth > 0) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}') depth--;
      j++;
    }
    out.push([css.slice(i, open).trim(), css.slice(open + 1, j - 1)]);
    i = j;
  }
  return out;
}

/**
 * The rules of `css` whose selectors name one of `classes` (inside @media too); with `scope`, each
 * selector under that one (`#sf-shell .x`).
 */
export function rulesFor(css: string, classes: ReadonlySet<string>, scope = ''): string {
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return blocks(noComments)
    .map(([prelude, body]) => {
      if (prelude.startsWith('@media')) {
        const inner = rulesFor(body, classes, scope);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return '';
      const names = [...prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
      if (!names.some((n) => classes.has(n))) return '';
      const selectors = scope ? splitSelectors(prelude).map((sel) => `${scope} ${sel}`) : [prelude];
      return `${selectors.join(',')}{${body}}`;
    })
    .join('');
}

/** A selector list's selectors (commas inside :is(), :not() or [attr="a,b"] do not split). */
function splitSelectors(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(prelude.slice(start).trim());
  return out.filter(Boolean);
}

/** Every class name used in `html`. */
export function classesOf(html: string): Set<string> {
  const set = new Set<string>();
  for (const m of html.matchAll(/class="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) set.add(c);
  return set;
}

const cssCache = new Map<string, { mtimeMs: number; text: string }>();
function readCss(file: string): string {
  try {
    const { mtimeMs } = fs.statSync(file);
    const hit = cssCache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.text;
    const text = fs.readFileSync(file, 'utf8');
    cssCache.set(file, { mtimeMs, text });
    return text;
  } catch {
    return '';
  }
}

/** The element the shell's markup lies in (src/index.html; platform/html-shell.ts HTML_SHELL_ID). */
export const SHELL_SCOPE = '#sf-shell';

/**
 * The page's CSS chunks' rules that style `html`, in the chunks' own order (as the app applies
 * them), each under the shell's element: the app's own stylesheets, arriving later and one at a
 * time, must not restyle the shell on their way (a chunk whose rule for a class comes before
 * another's in the app came after it for a moment, and the shell's buttons lost their padding).
 */
export function contentCss(staticDir: string, chunkFiles: readonly string[], html: string): string {
  const classes = classesOf(html);
  return chunkFiles
    .filter((f) => /^[\w./-]+\.css$/.test(f))
    .map((f) => rulesFor(readCss(path.join(staticDir, f)), classes, SHELL_SCOPE))
    .join('');
}

/**
 * Which first row (one per column count) shows at which viewport width: the grid's own rule
 * (domain/grid.ts columnsFor) applied to the width the page leaves it, the page area's side padding
 * (components/page-shell: 16 px, 24 px from 768 px, within 1600 px) and the filters' column taken off. The app's windowed
 * grid sets its columns from script; the shell has none, so these media ranges stand in for it.
 */
export function gridRowsCss(html: string): string {
  if (!html.includes('sf-first__row')) return '';
  // from 1024 px the filters' column (240 px and a 32 px gap: components/product-list-screen) takes its share
  const aside = (vw: number) => (vw >= LIST_ASIDE.from ? LIST_ASIDE.width + LIST_ASIDE.gap : 0);
  const columnsAt = (vw: number) => columnsFor(Math.min(vw, 1600) - 2 * (vw >= 768 ? 24 : 16) - aside(vw));
  const ranges: Array<{ n: number; from: number; to: number }> = [];
  for (let vw = 0; vw <= 1700; vw++) {
    const n = columnsAt(vw);
    const last = ranges[ranges.length - 1];
    if (last && last.n === n) last.to = vw;
    else ranges.push({ n, from: vw, to: vw });
  }
  const rules = ranges.map(({ n, from, to }, i) => {
    const min = from > 0 ? `(min-width:${from}px)` : '';
    const max = i < ranges.length - 1 ? `(max-width:${to + 0.98}px)` : '';
    const query = [min, max].filter(Boolean).join(' and ');
    return `@media ${query}{.sf-first__row--${n}{display:grid;grid-template-columns:repeat(${n},minmax(0,1fr))}}`;
  });
  return `.sf-first__row{display:none;gap:12px}${rules.join('')}`;
}
