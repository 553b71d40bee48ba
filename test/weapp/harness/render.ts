/**
 * The view layer: WeChat's WXML compiler (wcc) turns the package's WXML into `$gwx`, whose render
 * function for a page takes the page data and returns the tree the shopper sees (tags, attributes,
 * text). Taro's recursive custom component `comp` is expanded with its own data (`i`, `l`), as
 * WeChat renders it. The compiled code runs in its own vm context (WeChat's webview), and the data
 * is rebuilt there: wcc's runtime checks `constructor === Object`.
 */
import vm from 'node:vm';
import { compileWxml } from './compilers';
import type { RNode } from './tree';

type RenderFn = (data: unknown, env: unknown, global: unknown) => RawNode;
interface RawNode {
  tag: string;
  attr?: Record<string, unknown>;
  children?: (RawNode | string)[];
}

/** Taro's recursive template component (base.wxml hands deep subtrees to it). */
const COMPONENT_TAGS = new Set(['comp', 'wx-comp']);
const MAX_DEPTH = 200;

export class Renderer {
  private readonly context: vm.Context;
  private readonly gwx: (file: string) => RenderFn | undefined;
  private readonly parse: (text: string) => unknown;

  constructor(readonly dir: string) {
    const compiled = compileWxml(dir);
    if (!compiled.ok) throw new Error(`wcc failed on ${dir}:\n${compiled.stderr}`);
    this.context = vm.createContext({ console: { log() {}, warn() {}, error() {}, info() {} } }, { name: 'webview' });
    vm.runInContext('var window = globalThis;', this.context);
    vm.runInContext(compiled.stdout, this.context, { filename: 'wcc-output.js' });
    this.gwx = vm.runInContext('$gwx', this.context) as (file: string) => RenderFn | undefined;
    this.parse = vm.runInContext('JSON.parse', this.context) as (text: string) => unknown;
  }

  /** Renders a page (`pages/home/index`) with its data into a tree with parent links. */
  render(route: string, data: Record<string, unknown>): RNode {
    const root = this.renderFile(`${route}.wxml`, data);
    return this.adopt(root, undefined, 0);
  }

  private renderFile(file: string, data: Record<string, unknown>): RawNode {
    const fn = this.gwx(file);
    if (typeof fn !== 'function') throw new Error(`wcc output has no template for ${file}`);
    return fn(this.parse(JSON.stringify(data)), {}, undefined);
  }

  private adopt(raw: RawNode, parent: RNode | undefined, depth: number): RNode {
    if (depth > MAX_DEPTH)
      throw new Error(`rendered tree deeper than ${MAX_DEPTH} levels (a component that renders itself?)`);
    const node: RNode = { tag: raw.tag.replace(/^wx-/, ''), attr: { ...(raw.attr ?? {}) }, children: [], parent };
    let children = raw.children ?? [];
    if (COMPONENT_TAGS.has(raw.tag)) {
      // <comp i="{{i}}" l="{{l}}"/>: the component's own template renders its subtree.
      const inner = this.renderFile('comp.wxml', { i: node.attr.i, l: node.attr.l });
      children = inner.children ?? [];
      delete node.attr.i;
      delete node.attr.l;
    }
    for (const child of children) {
      node.children.push(typeof child === 'string' ? child : this.adopt(child, node, depth + 1));
    }
    return node;
  }
}
