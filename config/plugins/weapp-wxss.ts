/**
 * Taro plugin: the mini-program's WXSS without rules that can do nothing there. The styles are
 * written once for both targets; in a mini-program nothing hovers or takes keyboard focus, there is
 * no mouse pointer, and WXSS names element selectors after WXML components (wcsc turns `a` into
 * `wx-a`), so selectors of HTML-only elements match nothing. Dropping them keeps the package and
 * WeChat's style work smaller. H5 keeps every rule.
 */
import postcss, { type Root, type Rule } from 'postcss';
import { sources } from 'webpack';
import type { IPluginContext } from '@tarojs/service';

/** Pseudo-classes nothing triggers in a mini-program. */
const DEAD_PSEUDO = /:(hover|focus-visible|focus-within)(?![\w-])/;
/** Declarations without effect there (no pointer). */
const DEAD_PROPS = new Set(['cursor']);
/** HTML elements WXML has no component for. */
const HTML_ONLY = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'body',
  'br',
  'code',
  'em',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'html',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'small',
  'span',
  'strong',
  'svg',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** True when a single selector (no commas) can match nothing in a mini-program. */
export function isDeadSelector(selector: string): boolean {
  if (DEAD_PSEUDO.test(selector)) return true;
  // The type part of each compound selector: the name before any . # [ : (after a combinator).
  for (const compound of selector.split(/\s*[\s>+~]\s*/)) {
    const type = /^([a-zA-Z][a-zA-Z0-9-]*)/.exec(compound)?.[1];
    if (type && HTML_ONLY.has(type.toLowerCase())) return true;
  }
  return false;
}

export interface TrimResult {
  css: string;
  /** Rules removed whole, and single selectors or declarations removed from rules that stay. */
  rulesRemoved: number;
  partsRemoved: number;
}

/** The stylesheet without the dead selectors, declarations and then-empty rules. */
export function trimWxss(css: string): TrimResult {
  const root: Root = postcss.parse(css);
  let rulesRemoved = 0;
  let partsRemoved = 0;
  root.walkRules((rule: Rule) => {
    // Keyframe steps (from, 50%) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const live = rule.selectors.filter((s) => !isDeadSelector(s));
    if (!live.length) {
      rule.remove();
      rulesRemoved++;
      return;
    }
    if (live.length < rule.selectors.length) {
      partsRemoved += rule.selectors.length - live.length;
      rule.selectors = live;
    }
    rule.walkDecls((decl) => {
      if (!DEAD_PROPS.has(decl.prop.toLowerCase())) return;
      decl.remove();
      partsRemoved++;
    });
    if (!rule.nodes.length) {
      rule.remove();
      rulesRemoved++;
    }
  });
  // At-rules (@media) left empty by the above.
  root.walkAtRules((at) => {
    if (at.nodes && !at.nodes.length) at.remove();
  });
  return { css: root.toString(), rulesRemoved, partsRemoved };
}

export default (ctx: IPluginContext) => {
  ctx.modifyBuildAssets(({ assets }: { assets: Record<string, sources.Source> }) => {
    if (process.env.TARO_ENV !== 'weapp') return;
    for (const name of Object.keys(assets)) {
      if (!name.endsWith('.wxss')) continue;
      const { css, rulesRemoved, partsRemoved } = trimWxss(assets[name].source().toString());
      if (rulesRemoved || partsRemoved) assets[name] = new sources.RawSource(css);
    }
  });
};
