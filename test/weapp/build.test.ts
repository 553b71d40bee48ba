/**
 * The weapp build as WeChat DevTools loads it. miniprogram-simulate cannot run
 * Taro's output (NOTES.md), so this checks the package structurally:
 * - app.json lists exactly the route table's pages and subpackages, with no keys WeChat rejects;
 * - every page has its .js, .json and .wxml; what those load (WXML import/include/wxs, WXSS
 *   @import, usingComponents, JS require, webpack chunks) exists, and no file reaches into
 *   another subpackage (or the main package into a subpackage);
 * - the main package and each subpackage stay inside the 1 MB budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { areas, mainPages } from '../../src/domain/routes';
import {
  PACKAGE_BUDGET_BYTES,
  WEAPP_DIR,
  WECHAT_PACKAGE_LIMIT_BYTES,
  WECHAT_TOTAL_LIMIT_BYTES,
  allPages,
  hasWeappBuild,
  listFiles,
  packageOf,
  packageSizes,
  readAppJson,
  subPackagesOf,
  type AppJson,
} from './packages';

/** Top-level app.json keys WeChat knows (developers.weixin.qq.com, 小程序配置 / 全局配置). */
const APP_JSON_KEYS = new Set([
  'entryPagePath',
  'pages',
  'window',
  'tabBar',
  'networkTimeout',
  'debug',
  'functionalPages',
  'subpackages',
  'subPackages',
  'workers',
  'requiredBackgroundModes',
  'requiredPrivateInfos',
  'plugins',
  'preloadRule',
  'resizable',
  'usingComponents',
  'permission',
  'sitemapLocation',
  'style',
  'useExtendedLib',
  'entranceDeclare',
  'darkmode',
  'themeLocation',
  'lazyCodeLoading',
  'singlePage',
  'supportedMaterials',
  'serviceProviderTicket',
  'embeddedAppIdList',
  'halfPage',
  'debugOptions',
  'enablePassiveEvent',
  'resolveAlias',
  'renderer',
  'rendererOptions',
  'componentFramework',
  'miniApp',
  'static',
  'convertRpxToVw',
  'appBar',
  'componentPlaceholder',
  'navigateToMiniProgramAppIdList',
  'chatTools',
]);

const WINDOW_KEYS = new Set([
  'navigationBarBackgroundColor',
  'navigationBarTextStyle',
  'navigationBarTitleText',
  'navigationStyle',
  'homeButton',
  'backgroundColor',
  'backgroundTextStyle',
  'backgroundColorTop',
  'backgroundColorBottom',
  'enablePullDownRefresh',
  'onReachBottomDistance',
  'pageOrientation',
  'restartStrategy',
  'initialRenderingCache',
  'visualEffectInBackground',
  'handleWebviewPreload',
]);

const WINDOW_ENUMS: Record<string, string[]> = {
  navigationBarTextStyle: ['black', 'white'],
  backgroundTextStyle: ['dark', 'light'],
  navigationStyle: ['default', 'custom'],
  pageOrientation: ['portrait', 'landscape', 'auto'],
};

const SUBPACKAGE_KEYS = new Set(['root', 'name', 'pages', 'independent', 'plugins', 'entry', 'componentFramework']);
const PRELOAD_KEYS = new Set(['packages', 'network']);

const requireBuild = process.env.STOREFRONT_REQUIRE_BUILD === '1';
const built = hasWeappBuild();
const describeBuilt = built || requireBuild ? describe : describe.skip;

if (!built && !requireBuild) {
  describe('weapp build', () => {
    test.skip('SKIPPED: dist/weapp/app.json is missing; run `npm run build:weapp` (npm test builds it)', () => {});
  });
}

const exists = (rel: string) => fs.existsSync(path.join(WEAPP_DIR, rel));
const read = (rel: string) => fs.readFileSync(path.join(WEAPP_DIR, rel), 'utf8');

/** Resolves a reference from `from` (a file path relative to the package dir) like WeChat does. */
function resolveRef(from: string, ref: string, ext: string): string {
  const base = ref.startsWith('/') ? ref.slice(1) : path.posix.join(path.posix.dirname(from), ref);
  const norm = path.posix.normalize(base);
  return path.posix.extname(norm) ? norm : `${norm}${ext}`;
}

interface Edge {
  from: string;
  to: string;
  kind: string;
}

/** Every file-to-file reference a load follows (except usingComponents, handled per page). */
function references(file: string): Edge[] {
  const edges: Edge[] = [];
  const text = read(file);
  const add = (re: RegExp, kind: string, ext: string) => {
    for (const m of text.matchAll(re)) edges.push({ from: file, to: resolveRef(file, m[1], ext), kind });
  };
  if (file.endsWith('.wxml')) {
    add(/<import\s+src="([^"]+)"/g, 'wxml import', '.wxml');
    add(/<include\s+src="([^"]+)"/g, 'wxml include', '.wxml');
    add(/<wxs\s+[^>]*src="([^"]+)"/g, 'wxs', '.wxs');
  } else if (file.endsWith('.wxss')) {
    add(/@import\s+["']([^"']+)["']/g, 'wxss @import', '.wxss');
  } else if (file.endsWith('.js')) {
    add(/require\(["'](\.{1,2}\/[^"']+)["']\)/g, 'require', '.js');
  }
  return edges;
}

/** The component paths a page/component json uses, resolved (plugin:// ones skipped). */
function componentsOf(jsonFile: string): Edge[] {
  const json = JSON.parse(read(jsonFile)) as { usingComponents?: Record<string, string> };
  return Object.values(json.usingComponents ?? {})
    .filter((ref) => !/^plugin(-private)?:\/\//.test(ref))
    .map((ref) => ({ from: jsonFile, to: resolveRef(jsonFile, ref, ''), kind: 'usingComponents' }));
}

/** Files loaded when `entry` (without extension) is loaded as a page or component, transitively. */
function closure(entry: string): { files: Set<string>; edges: Edge[] } {
  const files = new Set<string>();
  const edges: Edge[] = [];
  const queue = [`${entry}.js`, `${entry}.json`, `${entry}.wxml`];
  if (exists(`${entry}.wxss`)) queue.push(`${entry}.wxss`);
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file) || !exists(file)) continue;
    files.add(file);
    const out = file.endsWith('.json') ? [] : references(file);
    if (file.endsWith('.json')) {
      for (const comp of componentsOf(file)) {
        edges.push(comp);
        for (const ext of ['.js', '.json', '.wxml']) out.push({ ...comp, to: `${comp.to}${ext}` });
        if (exists(`${comp.to}.wxss`)) queue.push(`${comp.to}.wxss`);
      }
    }
    for (const e of out) {
      edges.push(e);
      queue.push(e.to);
    }
  }
  return { files, edges };
}

/** webpack chunk ids a JS file provides (`push([[ids],...`) and waits for (`.O(0,[ids],...`). */
function chunkIds(file: string): { provides: number[]; needs: number[] } {
  const text = read(file);
  const ids = (re: RegExp) => [...text.matchAll(re)].flatMap((m) => m[1].split(',').filter(Boolean).map(Number));
  // The runtime starts with some chunks marked installed (`var n={9121:0,4339:0};r.O.j=...`): its
  // own, and the style-only chunks whose rules Taro moved into each subpackage's sub-common .wxss.
  const installed = [...text.matchAll(/\{((?:\d+:0,?)+)\};\w+\.O\.j=/g)].flatMap((m) =>
    m[1]
      .split(',')
      .filter(Boolean)
      .map((pair) => Number(pair.split(':')[0])),
  );
  return { provides: [...ids(/\.push\(\[\[([\d,]+)\]/g), ...installed], needs: ids(/\.O\(0,\[([\d,]+)\]/g) };
}

describeBuilt('weapp build (dist/weapp)', () => {
  let app: AppJson;
  let roots: string[];
  let files: string[];

  beforeAll(() => {
    if (!built) throw new Error('dist/weapp/app.json is missing: `npm run build:weapp` failed or did not run');
    app = readAppJson();
    roots = subPackagesOf(app).map((s) => s.root);
    files = listFiles();
  });

  test('app.json lists every main page and subpackage of the route table, in order', () => {
    expect(app.pages).toEqual(Object.keys(mainPages));
    expect(subPackagesOf(app).map((s) => ({ root: s.root, pages: s.pages }))).toEqual(
      areas.map((a) => ({ root: a.root, pages: Object.keys(a.pages) })),
    );
    const pages = allPages(app);
    expect(new Set(pages).size).toBe(pages.length);
    // A main page must not sit inside a subpackage root, and roots must not nest.
    for (const page of app.pages) expect(packageOf(page, roots)).toBe('');
    for (const root of roots) expect(roots.filter((r) => r !== root && packageOf(root, [r]))).toEqual([]);
  });

  test('app.json has no keys or values WeChat rejects', () => {
    expect(Object.keys(app).filter((k) => !APP_JSON_KEYS.has(k))).toEqual([]);
    expect(app.subPackages && app.subpackages).toBeFalsy();
    const window = app.window ?? {};
    expect(Object.keys(window).filter((k) => !WINDOW_KEYS.has(k))).toEqual([]);
    for (const [key, allowed] of Object.entries(WINDOW_ENUMS)) {
      if (key in window) expect(allowed).toContain(window[key]);
    }
    for (const sub of subPackagesOf(app)) {
      expect(Object.keys(sub).filter((k) => !SUBPACKAGE_KEYS.has(k))).toEqual([]);
      expect(sub.pages.length).toBeGreaterThan(0);
    }
    const pages = new Set(allPages(app));
    const names = new Set(subPackagesOf(app).flatMap((s) => [s.root, ...(s.name ? [s.name] : [])]));
    for (const [page, rule] of Object.entries(app.preloadRule ?? {})) {
      expect(pages).toContain(page);
      expect(Object.keys(rule).filter((k) => !PRELOAD_KEYS.has(k))).toEqual([]);
      if (rule.network !== undefined) expect(['all', 'wifi']).toContain(rule.network);
      for (const pkg of rule.packages) expect(names.has(pkg) || pkg === '__APP__').toBe(true);
    }
    if (app.tabBar) {
      expect(app.tabBar.list.length).toBeGreaterThanOrEqual(2);
      expect(app.tabBar.list.length).toBeLessThanOrEqual(5);
      for (const item of app.tabBar.list) expect(app.pages).toContain(item.pagePath);
    }
  });

  test('the app entry files exist', () => {
    for (const f of ['app.js', 'app.json']) expect(files).toContain(f);
  });

  test('every page has its .js, .json and .wxml', () => {
    const missing = allPages(app).flatMap((page) =>
      ['.js', '.json', '.wxml'].filter((ext) => !exists(`${page}${ext}`)).map((ext) => `${page}${ext}`),
    );
    expect(missing).toEqual([]);
    for (const page of allPages(app)) expect(() => JSON.parse(read(`${page}.json`))).not.toThrow();
  });

  test("WeChat's share menu is on for the public pages and off for the shopper's own", () => {
    // Taro moves the page config's flag into the page's script (it adds onShareAppMessage there).
    const shareable = (page: string) => /enableShareAppMessage\s*[:=]\s*(!0|true)\b/.test(read(`${page}.js`));
    const pages = allPages(app);
    // an alert's landing page carries the shopper's own confirm or unsubscribe token: never shared
    const isPublic = (p: string) => /^pages\/(home|store|blog|general)\//.test(p) && p !== 'pages/store/alert/index';
    expect(pages.filter((p) => isPublic(p) && !shareable(p))).toEqual([]);
    expect(pages.filter((p) => !isPublic(p) && shareable(p))).toEqual([]);
    expect(pages.filter(isPublic).length).toBeGreaterThan(8);
  });

  test('everything a page loads exists and stays inside its own package or the main package', () => {
    const problems: string[] = [];
    const appLoad = closure('app');
    const appChunks = new Set([...appLoad.files].filter((f) => f.endsWith('.js')).flatMap((f) => chunkIds(f).provides));
    const check = (edges: Edge[]) => {
      for (const e of edges) {
        if (e.kind === 'usingComponents') continue; // its .js/.json/.wxml edges are checked
        if (!exists(e.to)) problems.push(`${e.from}: ${e.kind} ${e.to} does not exist`);
        const fromPkg = packageOf(e.from, roots);
        const toPkg = packageOf(e.to, roots);
        if (toPkg && toPkg !== fromPkg) {
          problems.push(`${e.from} (${fromPkg || 'main'}): ${e.kind} ${e.to} is in subpackage ${toPkg}`);
        }
      }
    };
    check(appLoad.edges);
    for (const page of allPages(app)) {
      const load = closure(page);
      check(load.edges);
      // webpack: the page's entry waits for chunks; app.js or the page's own requires must provide them.
      const provided = new Set(appChunks);
      const jsFiles = [...load.files].filter((f) => f.endsWith('.js'));
      for (const f of jsFiles) for (const id of chunkIds(f).provides) provided.add(id);
      for (const f of jsFiles) {
        for (const id of chunkIds(f).needs) {
          if (!provided.has(id)) problems.push(`${f}: waits for webpack chunk ${id}, which nothing loaded provides`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  test('main package and each subpackage stay within the 1 MB budget', () => {
    const sizes = packageSizes(WEAPP_DIR, app);
    const over = sizes
      .filter((s) => s.bytes > PACKAGE_BUDGET_BYTES)
      .map((s) => `${s.root || 'main'}: ${s.bytes} bytes > ${PACKAGE_BUDGET_BYTES}`);
    expect(over).toEqual([]);
    expect(sizes.reduce((n, s) => n + s.bytes, 0)).toBeLessThanOrEqual(WECHAT_TOTAL_LIMIT_BYTES);
    // WeChat: the subpackages one page preloads share a 2 MB quota.
    for (const [page, rule] of Object.entries(app.preloadRule ?? {})) {
      const preloaded = sizes.filter((s) => rule.packages.includes(s.root)).reduce((n, s) => n + s.bytes, 0);
      expect({ page, preloaded: preloaded <= WECHAT_PACKAGE_LIMIT_BYTES }).toEqual({ page, preloaded: true });
    }
  });

  test('start-up: components are injected per page on demand, and an upload minifies JS, WXML and WXSS', () => {
    expect((app as AppJson & { lazyCodeLoading?: string }).lazyCodeLoading).toBe('requiredComponents');
    const project = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'project.config.json'), 'utf8'));
    expect(project.setting).toMatchObject({ minified: true, minifyWXML: true, minifyWXSS: true });
  });
});
