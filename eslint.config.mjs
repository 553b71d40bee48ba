// ESLint (flat config). `npm run lint` runs it with `prettier --check .`; `npm test` runs that first.
// Type-aware typescript-eslint rules over everything tsconfig.json includes; React's hook rules and
// jsx-a11y over the app; the house rules that a rule can express:
//   - the layers point one way (local rule `storefront/layers`, eslint-rules/layers.mjs);
//   - the browser's globals (`window`, `document`) and `Intl` (absent on Android WeChat) only in
//     src/platform/ and the H5-only service worker;
//   - files a reader can hold: at most 350 lines in src/, server/, scripts/, types/ and eslint-rules/, every
//     line counted (`max-lines`); stylesheets by scripts/scss-lines.ts, also run by `npm run lint`.
//     A long file is split by what it is about, not cut in half.
// A rule that is wrong for one line is disabled on that line with the reason after `--`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import layers from './eslint-rules/layers.mjs';
import { readdirSync } from 'node:fs';

// H5-only files: the plain twin of every `x.weapp.ts(x)` outside src/platform/ (the weapp build
// takes the .weapp file instead), so the browser's globals are theirs to use.
const H5_ONLY = readdirSync(new URL('./src', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.weapp\.tsx?$/.test(f) && !f.startsWith('platform/'))
  .map((f) => `src/${f.replace('.weapp.', '.')}`);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'data/**', '.swc/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The house marks a name kept on purpose (a parameter an interface requires, a field left out
      // of a rest copy) with a leading underscore, as tsc's noUnusedParameters does.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['{src,server,scripts,types,eslint-rules}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, storefront: { rules: { layers } } },
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'storefront/layers': 'error',
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Platform differences live in src/platform/ (the mini-program has no window).' },
        { name: 'document', message: 'Platform differences live in src/platform/ (the mini-program has no document).' },
        { name: 'Intl', message: 'Android WeChat has no Intl: use src/domain (money, dates) or ask the server.' },
      ],
    },
  },
  {
    // H5-only code: the platform's H5 files, the plain twins of .weapp files and the service worker.
    files: ['src/platform/**', 'src/service-worker/**', ...H5_ONLY],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // The mini-program's platform files may use neither the browser's globals nor Intl.
    files: ['src/platform/**/*.weapp.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The mini-program has no window.' },
        { name: 'document', message: 'The mini-program has no document.' },
        { name: 'Intl', message: 'Android WeChat has no Intl.' },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'config/**/*.ts', 'test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests read untyped JSON answers, DOM nodes and mocks and assert on them: the assertion is the
    // check, so the `any`-flow rules would only add casts. jest's matchers take methods unbound
    // (`expect(api.get).toHaveBeenCalled()`), which is what `unbound-method` refuses.
    // The fake server's answers and the Taro stand-ins are `any` on purpose: the test asserts their shape.
    // `await act(async () => { ... })` is how React flushes the promises a callback started, and an
    // `async` mock stands for a promise-returning function: neither has an await of its own.
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
