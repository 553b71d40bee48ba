/**
 * `npm run docs:api`: writes the OpenAPI 3.1 document of the istore API as the store uses it
 * (docs/api/openapi.json, from the reference server's route schemas: scripts/api-docs/openapi.ts)
 * and its readable form (docs/api.md). `--check` writes nothing and exits 1 when either is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toMarkdown } from './api-docs/markdown';
import { buildOpenApi } from './api-docs/openapi';

export const ROOT = path.resolve(__dirname, '..');
export const OPENAPI_FILE = path.join(ROOT, 'docs', 'api', 'openapi.json');
export const MARKDOWN_FILE = path.join(ROOT, 'docs', 'api.md');

export async function apiDocs(): Promise<{ json: string; markdown: string }> {
  const doc = await buildOpenApi();
  return { json: `${JSON.stringify(doc, null, 2)}\n`, markdown: toMarkdown(doc) };
}

async function main(): Promise<void> {
  const { json, markdown } = await apiDocs();
  const files: Array<[string, string]> = [
    [OPENAPI_FILE, json],
    [MARKDOWN_FILE, markdown],
  ];
  if (process.argv.includes('--check')) {
    const stale = files.filter(([f, text]) => !fs.existsSync(f) || fs.readFileSync(f, 'utf8') !== text);
    for (const [f] of stale) console.error(`${path.relative(ROOT, f)} is stale: run npm run docs:api`);
    process.exitCode = stale.length ? 1 : 0;
    return;
  }
  fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
  for (const [f, text] of files) fs.writeFileSync(f, text);
  console.log(`wrote ${files.map(([f]) => path.relative(ROOT, f)).join(', ')}`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}
