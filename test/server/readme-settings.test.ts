/**
 * The README's Settings table is the newcomer's list of every knob: each environment variable
 * and flag the scripts, the server and the build read must be in it, and nothing may be in it
 * that no code reads any more.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Source files whose settings the README documents (the server's tests are not among them). */
function sources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (/\.(ts|js|sh)$/.test(e.name)) out.push(rel);
    }
  };
  ['scripts', 'server', 'config'].forEach(walk);
  // the browser tests read STOREFRONT_H5_DIR / STOREFRONT_REQUIRE_BUILD like bench and test.sh do
  out.push('test/e2e/harness.ts');
  // ...and the cross-engine journeys read where Firefox and WebKitGTK are
  out.push('test/e2e/engines/harness.ts', 'test/e2e/engines/webkit-driver.ts');
  return out;
}

/** Environment variables and command-line flags the file reads. */
export function settingsRead(text: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /process\.env\.([A-Z][A-Z0-9_]*)/g, // process.env.PORT
    /\benv\.([A-Z][A-Z0-9_]*)/g, // env.STORE_LATENCY_MS (an injected env object)
    /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    /_ENV = '([A-Z][A-Z0-9_]*)'/g, // a name kept in a constant: PAYMENT_DELAY_ENV = 'STORE_PAYMENT_DELAY_MS'
    /\$\{([A-Z][A-Z0-9_]*):-/g, // shell: ${CI:-true}
    /args\.includes\('(--[a-z-]+)'\)/g, // scripts/start.ts flags
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.add(m[1]);
  return [...found];
}

function readmeSettings(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split('## Settings')[1]?.split('\n## ')[0]?.split('\n### ')[0] ?? '';
  const rows = section.split('\n').filter((l) => l.startsWith('| `'));
  const names = new Set<string>();
  for (const row of rows) {
    const first = row.split(' | ')[0];
    for (const m of first.matchAll(/`([^`]+)`/g)) names.add(m[1]);
  }
  return [...names];
}

describe('README settings table', () => {
  const read = new Map<string, string[]>();
  for (const file of sources()) {
    for (const name of settingsRead(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
      read.set(name, [...(read.get(name) ?? []), file]);
    }
  }
  const documented = readmeSettings();

  it('finds the settings the scripts are known to read (the scan itself works)', () => {
    for (const name of [
      'PORT',
      'HOST',
      'DATA_DIR',
      'LOG_LEVEL',
      '--build',
      '--no-build',
      'STORE_PAYMENT_DELAY_MS',
      'TARO_APP_API_ORIGIN',
    ]) {
      expect(read.has(name)).toBe(true);
    }
  });

  it('names every setting a script, the server or the build reads', () => {
    const missing = [...read.keys()]
      .filter((n) => !documented.includes(n))
      .map((n) => `${n} (read in ${read.get(n)!.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('names nothing that no code reads', () => {
    expect(documented.filter((n) => !read.has(n))).toEqual([]);
  });

  it('names the database file the server really creates, and no file outside the clone', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const { DB_FILE_NAME } = jest.requireActual<{ DB_FILE_NAME: string }>('../../server/api/db');
    expect(readme).toContain(`data/${DB_FILE_NAME}`);
    expect(readme).not.toMatch(/\.\.\/shared|\/work\//);
    expect(fs.existsSync(path.join(ROOT, 'docs', 'architecture.md'))).toBe(true);
  });
});

describe("README store settings table (the checkout settings' defaults)", () => {
  it('names each store setting with the default the seed gives it', () => {
    const { CHECKOUT_SETTINGS } = jest.requireActual<typeof import('../../server/api/seed/checkout')>(
      '../../server/api/seed/checkout',
    );
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const section = readme.split('### Store settings')[1]?.split('\n## ')[0] ?? '';
    const rows = section
      .split('\n')
      .filter((l) => l.startsWith('| `'))
      .map((l) => l.split(' | '));
    expect(rows.map((r) => r[0].replace(/[|` ]/g, ''))).toEqual([
      'unpaidOrderMinutes',
      'payAtStoreHold.minutes',
      'payAtStoreHold.maxQuantity',
    ]);
    for (const [name, , written] of rows) {
      const value = name
        .replace(/[|` ]/g, '')
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], CHECKOUT_SETTINGS);
      expect(`${name.trim()}: ${written.replace(/[|` ]/g, '')}`).toBe(`${name.trim()}: ${String(value)}`);
    }
  });
});
