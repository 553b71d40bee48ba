/**
 * Loading the package's files as WeChat does: each file is wrapped in a function whose parameters
 * shadow the browser's names (WeChat's module wrapper), and compiled once per process.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** WeChat's module wrapper makes these names undefined inside every file of the package. */
export const SHADOWED = [
  'window',
  'document',
  'frames',
  'self',
  'location',
  'navigator',
  'localStorage',
  'history',
  'Caches',
  'screen',
  'alert',
  'confirm',
  'prompt',
  'XMLHttpRequest',
  'WebSocket',
  'Reporter',
  'webkit',
  'WeixinJSCore',
];
/** Compiled files, shared by every run in this process (a vm.Script is not tied to a context). */
const scripts = new Map<string, { mtimeMs: number; script: vm.Script }>();

export function compiled(abs: string, file: string): vm.Script {
  const mtimeMs = fs.statSync(abs).mtimeMs;
  const hit = scripts.get(abs);
  if (hit && hit.mtimeMs === mtimeMs) return hit.script;
  const source = fs.readFileSync(abs, 'utf8');
  const script = new vm.Script(`(function(require, module, exports, ${SHADOWED.join(', ')}) {${source}\n})`, {
    filename: file,
  });
  scripts.set(abs, { mtimeMs, script });
  return script;
}

/** The custom components a page or component uses (its json's usingComponents), transitively. */
export function usedComponents(dir: string, file: string, seen = new Set<string>()): string[] {
  const json = path.join(dir, `${file}.json`);
  if (!fs.existsSync(json)) return [];
  const using =
    (JSON.parse(fs.readFileSync(json, 'utf8')) as { usingComponents?: Record<string, string> }).usingComponents ?? {};
  const out: string[] = [];
  for (const ref of Object.values(using)) {
    const comp = path.posix.normalize(
      ref.startsWith('/') ? ref.slice(1) : path.posix.join(path.posix.dirname(file), ref),
    );
    if (seen.has(comp)) continue;
    seen.add(comp);
    out.push(comp, ...usedComponents(dir, comp, seen));
  }
  return out;
}

/** `/pages/x/index?a=1` -> route and query. WeChat hands the query over as written: no decoding. */
export function parsePageUrl(url: string): { route: string; query: Record<string, string> } {
  const [p, search = ''] = url.split('?');
  const route = p.replace(/^\//, '');
  const query: Record<string, string> = {};
  for (const part of search.split('&')) {
    if (!part) continue;
    const i = part.indexOf('=');
    query[i < 0 ? part : part.slice(0, i)] = i < 0 ? '' : part.slice(i + 1);
  }
  return { route, query };
}
