// Local ESLint rule: the app's layers point one way (docs/architecture.md):
//   pages → components → stores → services → platform → domain, i18n
// An import is resolved to a file under src/ (the `@/` alias or a relative path) and refused when it
// reaches a layer its own layer may not use. Imports of packages and of `types/` are not layers.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

// What each layer may import (besides packages and types/). A folder not listed is not a layer
// (app.tsx, app.config.ts, styles/, assets/, service-worker/): the rule leaves it alone.
const ALLOWED = {
  pages: ['pages', 'components', 'stores', 'services', 'platform', 'domain', 'i18n', 'styles', 'assets'],
  components: ['components', 'stores', 'services', 'platform', 'domain', 'i18n', 'styles', 'assets'],
  stores: ['stores', 'services', 'platform', 'domain', 'i18n'],
  services: ['services', 'platform', 'domain', 'i18n'],
  platform: ['platform', 'domain', 'i18n', 'styles', 'assets'],
  domain: ['domain'],
  i18n: ['i18n'],
};

/** The layer (first folder under src/) of an absolute path, or null outside src/. */
function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'no import from a higher layer of src/ (pages → components → stores → services → platform → domain)',
    },
    schema: [],
    messages: {
      upward: "'{{from}}' may not import from '{{to}}' (layers point one way: {{allowed}}).",
      app: 'Nothing imports app.tsx: it is the root that builds the store and the pages.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || !ALLOWED[from]) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = path.join(SRC, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else return;
      const rel = path.relative(SRC, target);
      if (rel.startsWith('..')) return;
      if (/^app(\.|$)/.test(rel)) return context.report({ node, messageId: 'app' });
      const to = rel.split(path.sep)[0];
      if (!ALLOWED[from].includes(to) && (ALLOWED[to] || to === 'pages')) {
        context.report({ node, messageId: 'upward', data: { from, to, allowed: ALLOWED[from].join(', ') } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      'CallExpression[callee.name="require"]': (node) =>
        node.arguments[0]?.type === 'Literal' && check(node.arguments[0], node.arguments[0].value),
    };
  },
};
