/**
 * Reading the weapp build (dist/weapp) the way WeChat packs it: app.json, the main package
 * (everything outside the subpackage roots) and each subpackage (everything under its root).
 * Shared by test/weapp/build.test.ts and scripts/bench.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

/** dist/weapp, or WEAPP_DIR from the environment (to check another build). */
export const WEAPP_DIR = path.resolve(process.env.WEAPP_DIR || path.join(__dirname, '..', '..', 'dist', 'weapp'));

/** Our budget (WeChat's hard limits are 2 MB per package, 20 MB in all). */
export const PACKAGE_BUDGET_BYTES = 1024 * 1024;
export const WECHAT_PACKAGE_LIMIT_BYTES = 2 * 1024 * 1024;
export const WECHAT_TOTAL_LIMIT_BYTES = 20 * 1024 * 1024;

export interface SubPackage {
  root: string;
  name?: string;
  pages: string[];
  independent?: boolean;
  [key: string]: unknown;
}

export interface AppJson {
  pages: string[];
  subPackages?: SubPackage[];
  subpackages?: SubPackage[];
  preloadRule?: Record<string, { packages: string[]; network?: string; [key: string]: unknown }>;
  window?: Record<string, unknown>;
  tabBar?: { list: { pagePath: string }[]; [key: string]: unknown };
  [key: string]: unknown;
}

export function hasWeappBuild(dir = WEAPP_DIR): boolean {
  return fs.existsSync(path.join(dir, 'app.json'));
}

export function readAppJson(dir = WEAPP_DIR): AppJson {
  return JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8')) as AppJson;
}

export function subPackagesOf(app: AppJson): SubPackage[] {
  return app.subPackages ?? app.subpackages ?? [];
}

/** Every file under dir, as posix paths relative to dir. */
export function listFiles(dir = WEAPP_DIR): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** The subpackage root a file belongs to, or '' for the main package. */
export function packageOf(file: string, roots: string[]): string {
  const norm = file.replace(/^\/+/, '');
  return roots.find((root) => norm === root || norm.startsWith(`${root.replace(/\/+$/, '')}/`)) ?? '';
}

export interface PackageSize {
  /** '' for the main package. */
  root: string;
  bytes: number;
  files: number;
}

/** Main package first, then each subpackage in app.json order. */
export function packageSizes(dir = WEAPP_DIR, app = readAppJson(dir)): PackageSize[] {
  const roots = subPackagesOf(app).map((s) => s.root.replace(/\/+$/, ''));
  const sizes = new Map<string, PackageSize>([['', { root: '', bytes: 0, files: 0 }]]);
  for (const root of roots) sizes.set(root, { root, bytes: 0, files: 0 });
  for (const file of listFiles(dir)) {
    const size = sizes.get(packageOf(file, roots))!;
    size.bytes += fs.statSync(path.join(dir, file)).size;
    size.files += 1;
  }
  return [...sizes.values()];
}

/** Every page path of app.json (main pages, then subpackage pages with their root). */
export function allPages(app: AppJson): string[] {
  return [...app.pages, ...subPackagesOf(app).flatMap((s) => s.pages.map((p) => `${s.root.replace(/\/+$/, '')}/${p}`))];
}
