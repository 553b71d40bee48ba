/**
 * The local lint rule `storefront/layers` (eslint-rules/layers.mjs): an import that points up the
 * layers (pages → components → stores → services → platform → domain) is refused, by the `@/`
 * alias or a relative path; imports down the layers, within a layer, of packages and of types/ are not.
 * The rule is ESM (as ESLint loads it): it runs in a child Node, through ESLint's own Linter.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Case {
  file: string;
  code: string;
}

function lint(cases: Case[]): string[][] {
  const script = `
    import { Linter } from 'eslint';
    import tseslint from 'typescript-eslint';
    import layers from './eslint-rules/layers.mjs';
    const linter = new Linter({ configType: 'flat', cwd: process.cwd() });
    const config = [{
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { storefront: { rules: { layers } } },
      rules: { 'storefront/layers': 'error' },
    }];
    const cases = JSON.parse(process.argv[1]);
    const out = cases.map((c) => linter.verify(c.code, config, { filename: c.file }).map((m) => m.ruleId + ': ' + m.message));
    console.log(JSON.stringify(out));
  `;
  const files = cases.map((c) => ({ ...c, file: path.join(ROOT, c.file) }));
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as string[][];
}

test('imports up the layers are refused; down, within a layer, packages and types/ are not', () => {
  const refused: Case[] = [
    { file: 'src/domain/money.ts', code: "import { RootStore } from '@/stores/RootStore';" },
    { file: 'src/domain/money.ts', code: "import { t } from '../i18n/en';" },
    { file: 'src/services/http.ts', code: "import { x } from '../stores/RootStore';" },
    { file: 'src/stores/CartStore.ts', code: "export { Price } from '@/components/price';" },
    { file: 'src/components/price/index.tsx', code: "const p = import('@/pages/cart/index');" },
    { file: 'src/platform/storage.ts', code: "import { http } from '@/services/http';" },
    { file: 'src/stores/CartStore.ts', code: "import '../app';" },
  ];
  const allowed: Case[] = [
    { file: 'src/pages/cart/index.tsx', code: "import { Price } from '@/components/price';" },
    { file: 'src/components/price/index.tsx', code: "import { formatMoney } from '../../domain/money';" },
    { file: 'src/stores/CartStore.ts', code: "import { ApiError } from '@/services/http';" },
    { file: 'src/services/http.ts', code: "import { storage } from '@/platform/storage';" },
    {
      file: 'src/domain/money.ts',
      code: "import type { Money } from '../../types/api';\nimport { x } from './links';",
    },
    { file: 'src/domain/money.ts', code: "import { observable } from 'mobx';" },
  ];
  const results = lint([...refused, ...allowed]);
  results.slice(0, refused.length).forEach((messages, i) => {
    expect([refused[i].file, messages.length]).toEqual([refused[i].file, 1]);
    expect(messages[0]).toMatch(/^storefront\/layers: /);
  });
  results
    .slice(refused.length)
    .forEach((messages, i) => expect([allowed[i].file, messages]).toEqual([allowed[i].file, []]));
});
