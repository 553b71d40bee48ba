/**
 * No import circles in src/, server/, scripts/ (scripts/import-circles.ts): a circle of imports,
 * type-only ones included, fails with the ring printed. The checker itself is tried on a small
 * tree made for it, so a checker that finds nothing cannot pass here unnoticed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeCircles, findCircles, importGraph, importSpecifiers, SOURCE_DIRS } from '../../scripts/import-circles';

const ROOT = path.resolve(__dirname, '../..');

test('no file in src/, server/ or scripts/ reaches itself through its imports', () => {
  const graph = importGraph(ROOT);
  // the checker read the tree (a wrong root or filter would find nothing and pass)
  expect(graph.size).toBeGreaterThan(500);
  expect(graph.get(path.join(ROOT, 'src/stores/RootStore.ts'))).toContain(path.join(ROOT, 'src/stores/CartStore.ts'));
  const circles = findCircles(graph);
  expect(describeCircles(ROOT, circles)).toBe('');
});

test('every kind of import is read: type-only, re-exports, dynamic, require, import types', () => {
  const code = [
    "import a from './a';",
    "import type { B } from './b';",
    "import { type C } from './c';",
    "export { d } from './d';",
    "export * from './e';",
    "import './f';",
    "const g = () => import('./g');",
    "type H = typeof import('./h');",
    "const i = require('./i');",
    "import j = require('./j');",
    "const notAnImport = './k';",
  ].join('\n');
  expect(importSpecifiers('x.ts', code)).toEqual([
    './a',
    './b',
    './c',
    './d',
    './e',
    './f',
    './g',
    './h',
    './i',
    './j',
  ]);
});

describe('a tree made with circles', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-circles-'));
    // a type-only circle of two, as server/api/models had (orders ↔ receipts)
    write('server/orders.ts', "import { send } from './receipts';\nexport interface Row { id: number }\n");
    write('server/receipts.ts', "import type { Row } from './orders';\nexport const send = (r: Row) => r;\n");
    // a ring of three through the @/ alias, a folder's index and a platform twin
    write('src/stores/Root.ts', "import { Cart } from './Cart';\n");
    write('src/stores/Cart.ts', "import { store } from '@/platform/store';\nexport class Cart {}\n");
    write('src/platform/store.ts', 'export const store = 1;\n');
    write('src/platform/store.weapp.ts', "import '../stores';\nexport const store = 2;\n");
    write('src/stores/index.ts', "export * from './Root';\n");
    // no circle: a chain, a package and types/
    write('scripts/a.ts', "import '../server/orders';\nimport 'mobx';\nimport '../types/api';\n");
    write('types/api.ts', "import '../scripts/a';\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('each circle is found and printed as a ring', () => {
    const circles = findCircles(importGraph(dir, SOURCE_DIRS));
    expect(describeCircles(dir, circles).split('\n')).toEqual([
      'server/orders.ts → server/receipts.ts → server/orders.ts',
      '  (2 files reach one another: server/orders.ts, server/receipts.ts)',
      'src/platform/store.weapp.ts → src/stores/index.ts → src/stores/Root.ts → src/stores/Cart.ts → src/platform/store.weapp.ts',
      '  (4 files reach one another: src/platform/store.weapp.ts, src/stores/Cart.ts, src/stores/Root.ts, src/stores/index.ts)',
    ]);
  });
});
