/**
 * The page shell: the built index.html (src/index.html) filled at serve time from the store's data,
 * so the first paint already shows this store's header (name or logo, colours, language) before any
 * script runs. Its markers (<!--sf:head-->, <!--sf:body-->, <!--sf:brand-->, <!--sf:location-->) are inert comments
 * on a static host, which serves the neutral shell as built.
 *
 * The head also carries the app info the app would otherwise fetch first (a JSON data block, never
 * run: a strict script-src does not apply to it) and a preload of the page's main picture when the
 * URL names it. Where the server knows the page (home, all products, a product), its real first
 * content replaces the skeleton (server/web/first-content.ts), and the app's stylesheets move below
 * the shell so that it paints before they arrive. The neutral menu bar gives way to the store's
 * own (server/web/shell-menu.ts), as tall as the app's at every width.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppInfo, Locale } from '../../types/api';
import { headerLogo, isHeaderVisible, showLocationLink } from '../../src/domain/header';
import { deviceKind } from '../../src/domain/device';
import { themeStyle } from '../../src/domain/theme';
import { matchRoute } from '../../src/domain/routes';
import type { Translator } from '../../src/i18n/translator';
import { escapeHtml, safeUrl } from './html-text';
import type { FirstContent } from './first-content';
import type { PageMeta } from './page-meta';
import { contentCss, gridRowsCss } from './first-content-css';
import { shellMenuBar } from './shell-menu';
import { seoHead } from './seo';
import { ROUTE_PRELOAD_ATTRIBUTE } from '../../config/page-chunks';

/** The id of the JSON block holding app info (read by src/platform/boot-data.ts). */
export const APP_INFO_ELEMENT_ID = 'sf-app-info';

export { escapeHtml };

/** JSON safe inside <script>: no `</script>`, `<!--` or line separators can end or confuse the block. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The build's route preload script tag (config/page-chunks.ts), for a static host only. */
const ROUTE_PRELOAD_TAG = new RegExp(`<script\\b[^>]*\\s${ROUTE_PRELOAD_ATTRIBUTE}\\b[^>]*></script>`);

/** `<html lang>` as the app sets it (platform/document-lang.ts). */
const htmlLang = (locale: string) => (locale === 'zh' ? 'zh-CN' : locale);

interface Cached {
  mtimeMs: number;
  value: unknown;
}
const cache = new Map<string, Cached>();

/** A build file, read again when it changes (a rebuild under a running server); null when missing. */
function readBuildFile<T>(file: string, parse: (text: string) => T): T | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.value as T;
  const value = parse(fs.readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs: stat.mtimeMs, value });
  return value;
}

/** page-chunks.json of the build (config/page-chunks.ts): each page's lazy JS and CSS files. */
function pageChunks(staticDir: string): Record<string, string[]> {
  const parse = (text: string) => {
    try {
      const v = JSON.parse(text) as unknown;
      return v && typeof v === 'object' ? (v as Record<string, string[]>) : {};
    } catch {
      return {};
    }
  };
  return readBuildFile(path.join(staticDir, 'page-chunks.json'), parse) ?? {};
}

/** Preloads of the chunks the page at `url` will ask for as soon as the app runs. */
function chunkPreloads(staticDir: string, url: string): string {
  const page = matchRoute(url)?.page;
  const files = (page && pageChunks(staticDir)[page]) || [];
  return files
    .filter((f) => /^[\w./-]+\.(js|css)$/.test(f))
    .map(
      (f) =>
        `<link rel="preload" as="${f.endsWith('.css') ? 'style' : 'script'}" href="/${escapeHtml(f)}" fetchpriority="low">`,
    )
    .join('');
}

/** The build's own stylesheet links in the head (Taro's vendors and app CSS) and their files. */
function appStylesheets(template: string): { tags: string[]; files: string[] } {
  const head = template.slice(0, template.indexOf('</head>'));
  const tags = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  const files = tags.map((t) => /\bhref="\/([\w./-]+\.css)"/.exec(t)?.[1]).filter((f): f is string => !!f);
  return { tags, files };
}

/** The head additions: theme colours, the first content's rules, app info, the main picture's preload. */
function headExtras(info: AppInfo, picture: string | null, contentStyle: string): string {
  const vars = themeStyle(info.appContent.css ?? {});
  const decls = Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  const parts = [];
  // the main picture first: its request starts before anything else in the head is read
  const src = safeUrl(picture);
  if (src) parts.push(`<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`);
  if (decls) parts.push(`<style id="sf-theme">:root{${decls}}</style>`);
  if (contentStyle) parts.push(`<style id="sf-first-style">${contentStyle}</style>`);
  parts.push(`<script type="application/json" id="${APP_INFO_ELEMENT_ID}">${jsonForHtml(info)}</script>`);
  return parts.join('');
}

function brand(info: AppInfo): string {
  const c = info.appContent;
  const logo = safeUrl(c.logo?.imageURL);
  if (headerLogo(c.storeLogo, logo) === 'image' && logo) {
    return `<img class="sf-shell__logo" src="${escapeHtml(logo)}" alt="">`;
  }
  return `<span class="sf-shell__name">${escapeHtml(c.storeName ?? '')}</span>`;
}

/** What the page shell is filled with (server/web/page.ts reads it from the istore API). */
export interface ShellData {
  /** App info as GET common3/appInfoInit answered for this visitor. */
  info: AppInfo;
  locale: Locale;
  t: Translator;
  /** The page's first content; null when the server does not draw this page. */
  first: FirstContent | null;
  /** Whether the page's product, category or tag exists, and a list's heading (null: not checked). */
  meta?: PageMeta | null;
  /** The request's path and query. */
  url: string;
  /** scheme://host of the store as shoppers reach it (canonical and alternate links). */
  origin: string;
  userAgent?: string;
}

/** The built index.html as it is (a static host's neutral shell); null when the build has none. */
export function neutralShell(staticDir: string): string | null {
  return readBuildFile(path.join(path.resolve(staticDir), 'index.html'), (t) => t);
}

/** index.html for this request with the store's shell filled in; null when the build has none. */
export function renderShell(staticDir: string, data: ShellData): string | null {
  const dir = path.resolve(staticDir);
  const template = neutralShell(dir);
  if (template === null) return null;
  const { info, locale, first, url } = data;
  const c = info.appContent;
  const page = matchRoute(url)?.page;
  const main =
    first &&
    `<div class="page-shell__main sf-shell__page" data-sf-until="${escapeHtml(first.until)}" data-sf-for="${escapeHtml(url)}">${first.html}</div>`;
  const sheets = appStylesheets(template);
  const cssFiles = [...sheets.files, ...((page && pageChunks(dir)[page]) || [])];
  // The store's menu bar as the app draws it (desktop widths), so its height follows the labels'
  // wrapping; the neutral bar stays where the build's rules for it are not at hand (a page the
  // server does not know).
  let menuBar: string | null = shellMenuBar(info, locale);
  let style = contentCss(dir, cssFiles, (main ?? '') + menuBar);
  if (menuBar && !style.includes('.site-header__menubar-inner')) {
    menuBar = null;
    style = main ? contentCss(dir, cssFiles, main) : '';
  }
  if (main) style += gridRowsCss(main);
  const kind = deviceKind({ ua: data.userAgent }).kind;
  const seo = seoHead({
    origin: data.origin,
    url,
    locale,
    storeName: c.storeName ?? '',
    logoUrl: c.logo?.imageURL ?? null,
    t: data.t,
    first,
    meta: data.meta ?? null,
  });
  const primary = themeStyle(c.css ?? {})['--store-primary'];
  let html = template
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${htmlLang(locale)}"`)
    .replace(/<meta name="description" content="[^"]*">/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(seo.title || 'Storefront')}</title>${seo.tags}`)
    .replace(
      /(<meta name="apple-mobile-web-app-title" content=")[^"]*"/,
      (_m, open: string) => `${open}${escapeHtml(c.storeName || 'Storefront')}"`,
    )
    .replace('<!--sf:head-->', headExtras(info, first?.picture ?? null, style))
    // the static host's route preload script: here the server writes the page's preloads itself
    .replace(ROUTE_PRELOAD_TAG, '')
    // after the app's own scripts (head) and at their priority: the page's chunks never hold them up
    .replace('<!--sf:body-->', chunkPreloads(dir, url))
    .replace('<!--sf:brand-->', brand(info))
    .replace(
      '<!--sf:location-->',
      showLocationLink(info.systemSettings.appConfig?.enableMultiLocationSelection)
        ? '<div class="sf-shell__location"></div>'
        : '',
    );
  if (menuBar !== null) html = html.replace('<div class="sf-shell__menubar"></div>', () => menuBar ?? '');
  if (main) html = html.replace(/<!--sf:main-->[\s\S]*?<!--sf:main-end-->/, () => main);
  // The app's stylesheets move from the head to just before the app's root: the shell above them
  // paints as soon as the HTML is in (its own rules are inline), while the app, whose scripts wait
  // for every stylesheet before them, still starts with all of its CSS.
  if (sheets.tags.length && html.includes('<div id="app">')) {
    for (const tag of sheets.tags) html = html.replace(tag, '');
    html = html.replace('<div id="app">', () => `${sheets.tags.join('')}<div id="app">`);
  }
  if (primary) html = html.replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${escapeHtml(primary)}"`);
  // a device kind whose header the store hides: the shell shows none either
  if (!isHeaderVisible(kind, c.headerControl))
    html = html.replace('class="sf-shell__header"', 'class="sf-shell__header" hidden');
  return html;
}
