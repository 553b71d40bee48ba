/**
 * Import circles: which source files import one another, directly or round a longer ring.
 * A circle makes load order matter (a module reads another's export before it is set) and ties
 * files that should be read apart; type-only imports count too, since they tie the files as much.
 * Edges are read with TypeScript's own parser: `import … from`, `import type`, `export … from`,
 * `import x = require()`, `import()` (dynamic or in a type) and `require()`. A platform module
 * `x` is every one of its twins (`x.ts`, `x.weapp.ts`, `x.h5.ts`), as each build picks one.
 * Files under types/ (the API's shared declarations) are leaves here: they are not read.
 *
 *   npx tsx scripts/import-circles.ts   (prints each circle, exits 1 if there is one)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SOURCE_DIRS = ['src', 'server', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx'];
const PLATFORM_SUFFIXES = ['', '.weapp', '.h5'];

function listSources(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) => {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) return [];
    return fs
      .readdirSync(abs, { recursive: true, encoding: 'utf8' })
      .filter((f) => EXTENSIONS.some((e) => f.endsWith(e)) && !f.endsWith('.d.ts') && !f.includes('node_modules'))
      .map((f) => path.join(abs, f));
  });
}

/** Every module specifier a file names (static, type-only, re-exported, dynamic, required). */
export function importSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const literal = (n: ts.Node | undefined) => {
    if (n && ts.isStringLiteralLike(n)) found.push(n.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      literal(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The files a specifier names (a platform module's twins all), or none for a package. */
function resolve(root: string, from: string, spec: string, known: Set<string>): string[] {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return [];
  const stems = [base, path.join(base, 'index')];
  for (const stem of stems) {
    const hits = PLATFORM_SUFFIXES.flatMap((s) => EXTENSIONS.map((e) => stem + s + e)).filter((f) => known.has(f));
    if (known.has(stem)) hits.push(stem);
    if (hits.length) return hits;
  }
  return [];
}

export type Graph = Map<string, string[]>;

export function importGraph(root: string, dirs: string[] = SOURCE_DIRS): Graph {
  const files = listSources(root, dirs);
  const known = new Set(files);
  const graph: Graph = new Map();
  for (const file of files) {
    const specs = importSpecifiers(file, fs.readFileSync(file, 'utf8'));
    const targets = new Set(specs.flatMap((s) => resolve(root, file, s, known)));
    targets.delete(file);
    graph.set(file, [...targets]);
  }
  return graph;
}

export interface Circle {
  /** Every file of the knot: each reaches every other through imports. */
  files: string[];
  /** One ring a reader can follow through the knot: a → b → … → a. */
  ring: string[];
}

/** One circle per knot of files that reach one another (Tarjan's strongly connected components). */
export function findCircles(graph: Graph): Circle[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const knot: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        knot.push(w);
      } while (w !== v);
      if (knot.length > 1) knots.push(knot);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return knots.map((knot) => ({ files: knot.sort(), ring: ringThrough(graph, new Set(knot)) }));
}

/** A shortest ring through the knot's first file (by name), found breadth-first inside the knot. */
function ringThrough(graph: Graph, knot: Set<string>): string[] {
  const start = [...knot].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!knot.has(w)) continue;
      if (w === start) {
        const ring = [v];
        while (ring[0] !== start) ring.unshift(previous.get(ring[0])!);
        return [...ring, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

export function describeCircles(root: string, circles: Circle[]): string {
  const rel = (f: string) => path.relative(root, f);
  return circles
    .map(
      ({ files, ring }) =>
        `${ring.map(rel).join(' → ')}\n  (${files.length} files reach one another: ${files.map(rel).join(', ')})`,
    )
    .join('\n');
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const circles = findCircles(importGraph(root));
  if (circles.length) {
    console.error(`${circles.length} import circle(s):\n${describeCircles(root, circles)}`);
    process.exit(1);
  }
  console.log('no import circles in', SOURCE_DIRS.join(', '));
}
