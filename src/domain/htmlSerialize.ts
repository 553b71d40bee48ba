/**
 * The sanitiser's safe tree (domain/html.ts) written out: as HTML text for H5 (every text and
 * attribute escaped again, so nothing the input said about quoting survives), as WeChat rich-text
 * nodes for the mini-program, or as its visible text.
 */
import { sanitizeHtml, type HtmlNode, type SanitizeOptions } from './html';
import { VOID } from './htmlAllowList';

export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
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
