/**
 * Which Node the scripts need: package.json's `engines.node`, read here so `npm run bench` (and
 * anything else that calls `requireSupportedNode`) says so plainly instead of failing somewhere
 * deep in a dev tool. Understands the forms the field uses: `^X.Y.Z`, `>=X[.Y[.Z]]`, joined by `||`.
 */
import fs from 'node:fs';
import path from 'node:path';

type Version = [number, number, number];

function parse(v: string): Version {
  const [a = 0, b = 0, c = 0] = v
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
  return [a, b, c];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** True when `version` (e.g. 'v20.20.2') satisfies `range` (e.g. '^20.19.0 || >=24'). */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((part) => {
    const p = part.trim();
    if (p.startsWith('^')) {
      const min = parse(p.slice(1));
      return v[0] === min[0] && compare(v, min) >= 0;
    }
    if (p.startsWith('>=')) return compare(v, parse(p.slice(2).trim())) >= 0;
    return p === '*' || p === '';
  });
}

export function enginesNode(root = path.resolve(__dirname, '..')): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  return pkg.engines?.node ?? '*';
}

/** Exits with a clear message when this Node is older than package.json's engines allow. */
export function requireSupportedNode(what: string, version = process.version): void {
  const range = enginesNode();
  if (satisfies(version, range)) return;
  console.error(
    `${what} needs Node ${range} (package.json "engines"); this is Node ${version}. Install a supported Node and run it again.`,
  );
  process.exit(1);
}
