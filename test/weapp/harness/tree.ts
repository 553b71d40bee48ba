/**
 * Reading a rendered mini-program view: its text as a shopper reads it, nodes by text, accessible
 * name or class, their accessibility attributes, and the event handlers bound on them.
 */

/** An attribute's value as text (wcc renders strings, numbers and booleans). */
export function attrText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v === undefined || v === null ? '' : JSON.stringify(v);
}

export interface RNode {
  /** WeChat's tag without the `wx-` prefix: view, text, image, input, comp, ... */
  tag: string;
  attr: Record<string, unknown>;
  children: (RNode | string)[];
  parent: RNode | undefined;
}

/** Tags whose text is not shown (WXS modules, templates). */
const SILENT = new Set(['wxs', 'template']);

/** The node's visible text: its strings in order, blocks separated by single spaces. */
export function textOf(node: RNode): string {
  const parts: string[] = [];
  const walk = (n: RNode) => {
    if (SILENT.has(n.tag)) return;
    for (const c of n.children) {
      if (typeof c === 'string') parts.push(c);
      else walk(c);
    }
    if (n.tag === 'input' || n.tag === 'textarea') parts.push(attrText(n.attr.value), attrText(n.attr.placeholder));
  };
  walk(node);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

export function* walk(node: RNode): Generator<RNode> {
  yield node;
  for (const c of node.children) if (typeof c !== 'string') yield* walk(c);
}

export function findAll(root: RNode, pred: (n: RNode) => boolean): RNode[] {
  return [...walk(root)].filter(pred);
}

export function classesOf(node: RNode): string[] {
  return attrText(node.attr.class).split(/\s+/).filter(Boolean);
}

export function hasClass(node: RNode, cls: string): boolean {
  return classesOf(node).includes(cls);
}

/** aria-* attributes as rendered (wcc names them ariaRole, ariaLabel, ...): { role, label, ... }. */
export function ariaOf(node: RNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(node.attr)) {
    const m = /^aria-?([A-Za-z]+)$/.exec(k);
    if (m && v !== undefined && v !== null && v !== '') out[m[1].toLowerCase()] = attrText(v);
  }
  return out;
}

/** The name a screen reader announces: aria-label, else the text. */
export function nameOf(node: RNode): string {
  return ariaOf(node).label ?? textOf(node);
}

/** `data-*` attributes as WeChat's event dataset (data-foo-bar -> fooBar). */
export function datasetOf(node: RNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node.attr)) {
    if (!k.startsWith('data-')) continue;
    out[k.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = v;
  }
  return out;
}

/** The handler a node binds for an event type, and whether it stops bubbling (catch). */
export function handlerOf(node: RNode, type: string): { name: string; capture: boolean } | undefined {
  for (const [prefix, capture] of [
    ['catch', true],
    ['bind', false],
  ] as const) {
    for (const key of [`${prefix}${type}`, `${prefix}:${type}`]) {
      const v = node.attr[key];
      if (typeof v === 'string' && v) return { name: v, capture };
    }
  }
  return undefined;
}

/** The node and its ancestors, innermost first. */
export function ancestry(node: RNode): RNode[] {
  const out: RNode[] = [];
  for (let n: RNode | undefined = node; n; n = n.parent) out.push(n);
  return out;
}

export type Matcher = string | RegExp;

export function matches(value: string, m: Matcher): boolean {
  return typeof m === 'string' ? value === m : m.test(value);
}

/** The innermost nodes binding `type` whose accessible name, text or placeholder matches, in document order. */
export function targets(root: RNode, m: Matcher, type = 'tap'): RNode[] {
  const named = (n: RNode) => [nameOf(n), textOf(n), attrText(n.attr.placeholder)].some((v) => matches(v, m));
  return findAll(root, (n) => !!handlerOf(n, type) && named(n)).filter(
    (n, _i, all) => !all.some((o) => o !== n && ancestry(o).includes(n)),
  );
}

/** A short outline of the tree for failure messages: tags, classes and text, indented. */
export function outline(root: RNode, maxLines = 120): string {
  const lines: string[] = [];
  const visit = (n: RNode, depth: number) => {
    if (lines.length >= maxLines) return;
    const aria = Object.entries(ariaOf(n))
      .map(([k, v]) => ` aria-${k}=${JSON.stringify(v)}`)
      .join('');
    const own = n.children
      .filter((c): c is string => typeof c === 'string')
      .join(' ')
      .trim();
    lines.push(
      `${'  '.repeat(depth)}<${n.tag}${n.attr.class ? ` .${classesOf(n).join('.')}` : ''}${aria}>${own ? ` ${own}` : ''}`,
    );
    for (const c of n.children) if (typeof c !== 'string') visit(c, depth + 1);
  };
  visit(root, 0);
  return lines.join('\n');
}
