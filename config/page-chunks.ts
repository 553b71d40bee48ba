/**
 * H5 build: `page-chunks.json`, each page's lazy JS and CSS files ({"pages/home/index": [...]}),
 * so the server that sends a page's HTML can tell the browser to fetch that page's chunks at once,
 * beside the app's own scripts, instead of after the app has run and asked for them
 * (server/web/shell.ts).
 *
 * A plain static host serves one index.html for every URL and cannot do that, so the build also
 * writes a small script (`js/route-preload.<hash>.js`, loaded async from the head) that matches
 * the address against the route table and adds the same preloads: the page's chunks then download
 * beside the app's scripts there too. The web server drops its tag (it writes the preloads itself).
 *
 * The same script starts the app's first API read, app info (GET common3/appInfoInit), which the
 * web server puts into the page instead: on a static host every screen waited for the app's
 * scripts to download and run before asking for it, one more round trip before anything of the
 * store could show. The app adopts the answer (src/platform/html-shell.ts `takeEarlyAppInfo`).
 */
import crypto from 'node:crypto';
import type { Compilation, Compiler } from 'webpack';

export const PAGE_CHUNKS_FILE = 'page-chunks.json';
const PAGE = /(?:^|[\\/])(pages[\\/].+[\\/]index)(?:\.[jt]sx?)?(?:\?|$)/;

/**
 * Each page's lazy JS and CSS files in this compilation (chunk groups the page's import started),
 * in the group's own order: the order the app loads them in, so its stylesheets apply in it too
 * (the web server inlines their rules for the first content in this order).
 */
export function pageChunkFiles(compilation: Compilation): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    for (const origin of group.origins) {
      const m = PAGE.exec(origin.request ?? '');
      if (!m) continue;
      const page = m[1].replace(/\\/g, '/');
      const files = new Set(pages[page] ?? []);
      for (const f of group.getFiles()) if (/\.(js|css)$/.test(f)) files.add(f);
      pages[page] = [...files];
    }
  }
  return pages;
}

/** A page and its URL patterns, as allRoutes() in src/domain/routes.ts lists them (in its order). */
export interface PageRoute {
  page: string;
  urls: string[];
}

/** The head tag of the route preload script carries this attribute (the web server finds it by it). */
export const ROUTE_PRELOAD_ATTRIBUTE = 'data-route-preload';

/** The early app info request the route preload script makes (see the top of this file). */
export interface EarlyAppInfo {
  /** Absolute URL, or a path on the page's own origin: where the app itself would ask. */
  url: string;
  /** The window property the request's promise is kept in (the app's `EARLY_APP_INFO_GLOBAL`). */
  global: string;
}

/**
 * The route preload script: for the page `location.pathname` names (matched as matchRoute in
 * src/domain/routes.ts matches a path: the raw page path, then each URL pattern in order, `:x`
 * taking one segment), a low-priority preload of each of its chunk files. Plain ES5 with no
 * dependencies: it runs before, and apart from, the app's own bundles.
 *
 * With `appInfo`, it first asks for app info as the app would (cookies included: the answer may
 * start the visitor's session and brings the XSRF cookie), unless the app ran first and took the
 * property already (then the app asks itself: never two requests). The promise resolves to the
 * parsed answer of a 2xx, else null; it never rejects.
 */
export function routePreloadScript(
  table: PageRoute[],
  chunks: Record<string, string[]>,
  publicPath = '/',
  appInfo?: EarlyAppInfo,
): string {
  // every route, in order, even one without chunks: a later pattern must not take its addresses
  const routes = table.map(({ page, urls }) => [
    page,
    urls,
    (chunks[page] ?? []).filter((f) => /^[\w./-]+\.(js|css)$/.test(f)),
  ]);
  const early = appInfo
    ? [
        `var K=${JSON.stringify(appInfo.global)};`,
        'if(w[K]===undefined&&typeof w.fetch==="function")try{',
        `w[K]=w.fetch(${JSON.stringify(appInfo.url)},{credentials:"include",headers:{Accept:"application/json"}})`,
        '.then(function(r){return r.ok?r.json():null}).then(null,function(){return null})}catch(e){}',
      ]
    : [];
  return [
    '!function(d,l,w){',
    ...early,
    `var R=${JSON.stringify(routes)},P=${JSON.stringify(publicPath)};`,
    "var p=l.pathname.length>1?l.pathname.replace(/\\/+$/,''):l.pathname||'/';",
    "var s=p.split('/').filter(Boolean);",
    "function m(u){var q=u.split('/').filter(Boolean);if(q.length!==s.length)return!1;",
    "for(var i=0;i<q.length;i++)if(q[i].charAt(0)!==':'&&q[i]!==s[i])return!1;return!0}",
    "for(var i=0;i<R.length;i++)if(p==='/'+R[i][0]||R[i][1].some(m)){R[i][2].forEach(function(f){",
    "var k=d.createElement('link');k.rel='preload';k.as=/\\.css$/.test(f)?'style':'script';",
    "k.href=P+f;k.setAttribute('fetchpriority','low');d.head.appendChild(k)});return}",
    '}(document,location,window);',
  ].join('');
}

/** index.html with the route preload script's tag before its first script (async: it blocks nothing). */
export function withRoutePreloadTag(html: string, file: string, publicPath = '/'): string {
  const tag = `<script async src="${publicPath}${file}" ${ROUTE_PRELOAD_ATTRIBUTE}></script>`;
  const at = html.search(/<script\b[^>]*\bsrc=/);
  const end = html.indexOf('</head>');
  if (at >= 0 && (end < 0 || at < end)) return html.slice(0, at) + tag + html.slice(at);
  if (end < 0) throw new Error('route preload: index.html has no </head>');
  return html.slice(0, end) + tag + html.slice(end);
}

export class PageChunksPlugin {
  /**
   * `routes`: allRoutes() (Taro compiles only config/, so config/index.ts reads the table and hands
   * it in); `appInfo`: the early app info request, if the script should make it.
   */
  constructor(
    private readonly routes: PageRoute[],
    private readonly appInfo?: EarlyAppInfo,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the HTML is emitted (OPTIMIZE_INLINE), before the service worker lists it (OPTIMIZE_HASH)
        { name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        () => {
          const index = compilation.getAsset('index.html');
          if (!index) return;
          const publicPath =
            typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
          const base = publicPath === 'auto' ? '/' : publicPath;
          const code = routePreloadScript(this.routes, pageChunkFiles(compilation), base, this.appInfo);
          const hash = crypto.createHash('md5').update(code).digest('hex').slice(0, 8);
          const file = `js/route-preload.${hash}.js`;
          compilation.emitAsset(file, new sources.RawSource(code));
          const html = withRoutePreloadTag(index.source.source().toString(), file, base);
          compilation.updateAsset('index.html', new sources.RawSource(html));
        },
      );
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(PAGE_CHUNKS_FILE, new sources.RawSource(JSON.stringify(pageChunkFiles(compilation))));
        },
      );
    });
  }
}
