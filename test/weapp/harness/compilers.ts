/**
 * WeChat's own WXML and WXSS compilers (`miniprogram-compiler`: bin/linux/wcc and wcsc), run over
 * a whole built package. npm installs them without the execute bit, so it is set here first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BIN_DIR = path.join(path.dirname(require.resolve('miniprogram-compiler/package.json')), 'bin', 'linux');

export type Compiler = 'wcc' | 'wcsc';

/** The compiler's path, made executable (it ships as 0644). Linux x64 only, as WeChat ships it. */
export function compilerPath(name: Compiler): string {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`${name} ships for linux x64 only (this is ${process.platform} ${process.arch})`);
  }
  const bin = path.join(BIN_DIR, name);
  const mode = fs.statSync(bin).mode;
  if ((mode & 0o111) !== 0o111) fs.chmodSync(bin, mode | 0o755);
  return bin;
}

export interface CompileResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

function run(name: Compiler, args: string[], cwd: string): CompileResult {
  const res = spawnSync(compilerPath(name), args, { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });
  if (res.error) throw res.error;
  const stderr = res.stderr.toString();
  return { ok: res.status === 0 && !/\bERR\b|error/i.test(stderr), stdout: res.stdout.toString(), stderr };
}

/** Files under `dir` (posix, relative) ending in `ext`. */
export function filesOf(dir: string, ext: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (child.endsWith(ext)) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/**
 * wcc over every .wxml and .wxs of the package: the JS defining `$gwx` (the render functions) on
 * success. `-cc 0`: custom components are left as their own tags (the renderer expands them).
 */
export function compileWxml(dir: string): CompileResult {
  return run('wcc', ['-d', '-cc', '0', ...filesOf(dir, '.wxml'), ...filesOf(dir, '.wxs'), '-gn', '$gwx'], dir);
}

/**
 * wcsc over every .wxss of the package: pages and components (a .json beside them) first, counted
 * by `-pc`, then the files they import, as WeChat's tools call it.
 */
export function compileWxss(dir: string): CompileResult {
  const all = filesOf(dir, '.wxss');
  const isPage = (f: string) => fs.existsSync(path.join(dir, f.replace(/\.wxss$/, '.json')));
  const pages = all.filter(isPage);
  return run('wcsc', ['-db', '-pc', String(pages.length), ...pages, ...all.filter((f) => !isPage(f))], dir);
}
