/**
 * npm 11 lists, after every install, the dependencies whose install scripts package.json's
 * `allowScripts` does not name ("N packages have install scripts not yet covered by
 * allowScripts"), and a later npm runs only the allowed ones. Every package the lock marks as
 * having an install script is named: the native builds and binary checks allowed, core-js's
 * postinstall (a banner) denied.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

/** node_modules/a/node_modules/@b/c -> @b/c */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

test('every dependency with an install script is allowed or denied by name in package.json', () => {
  const scripted = [
    ...new Set(
      Object.entries(lock.packages)
        .filter(([, p]) => p.hasInstallScript)
        .map(([k]) => nameOf(k)),
    ),
  ].sort();
  expect(scripted.length).toBeGreaterThan(0);
  const allow = pkg.allowScripts ?? {};
  expect(scripted.filter((name) => typeof allow[name] !== 'boolean')).toEqual([]);
  // what the store cannot run without: its database driver and the build's native parts
  for (const name of ['better-sqlite3', 'esbuild', '@swc/core', '@tarojs/binding']) expect(allow[name]).toBe(true);
});
