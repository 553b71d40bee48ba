/**
 * An allow-list HTML sanitiser for server HTML (product descriptions, page content), as a pure
 * function: no DOM, so the same code runs in a browser, a mini-program and jest.
 *
 *   const nodes = sanitizeHtml(untrusted);          // a safe tree (this file)
 *   serializeHtml(nodes)                            // H5: innerHTML (htmlSerialize.ts)
 *   toRichTextNodes(nodes)                          // weapp: <RichText nodes> (htmlSerialize.ts)
 *
 * The tokenizer (htmlTokenizer.ts) reads the source; the allow-list (htmlAllowList.ts) says what
 * is kept; this file builds the tree from the tokens.
 *
 * Rules: only the tags of ALLOWED_TAGS survive (others are unwrapped: their text stays);
 * script, style, iframe, object, svg, ... go with everything inside them; only a few attributes
 * per tag (never on*, style, class or id); href only http(s), mailto, tel or relative; img src
 * only http(s), a site path (/...) or data:image (raster types); text and attributes are re-escaped on the
 * way out, so nothing the input says about quoting survives.
 */
import { cleanAttrs, DROP_WITH_CONTENT, isAllowedTag, renameHeading, VOID } from './htmlAllowList';
import { tokenize } from './htmlTokenizer';

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
      const allowed = isAllowedTag(token.name);
      // not allowed: unwrapped (its text goes to the current parent; its end tag matches nothing)
      if (!allowed) continue;
      const attrs = cleanAttrs(token.name, token.attrs, options.resolveUrl);
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
