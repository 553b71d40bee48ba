/**
 * The contract written down (docs/api/openapi.json, docs/api.md) stays true: the committed
 * documents are what `npm run docs:api` makes from the reference server now, and each answer
 * schema agrees with the app's own guards: the smallest answer a schema allows is read by the
 * app's service with nothing left out, and taking away any field the schema calls required makes
 * the app leave something out or refuse the answer.
 */
import fs from 'node:fs';
import { ANSWERS } from '../../server/api/contract/answers';
import type { Schema } from '../../server/api/contract/schema-kit';
import { READS, SHOPPER_READS, type Found } from '../../server/conformance/calls';
import { judgeOf } from '../../server/conformance/judge';
import { apiDocs, MARKDOWN_FILE, OPENAPI_FILE } from '../../scripts/api-docs';
import { EXTENSION_NAMES } from '../../types/api';

const CHECKS = new Map([...READS, ...SHOPPER_READS].map((c) => [c.id, c]));

/** What the earlier answers of a visit would have told the check. */
const FOUND: Found = {
  info: { extensions: [...EXTENSION_NAMES] } as unknown as Found['info'],
  productId: 1,
  plainProductId: 1,
  categoryName: 'tea',
  brandName: 'jade',
  tagName: 'gift',
  searchTerm: 'tea',
  campaignId: 1,
  country: 'CA',
  currency: 'USD',
  locationId: '1',
  signedIn: true,
};

/** The smallest answer a schema allows: required fields only, one item per list. */
function smallest(s: Schema): unknown {
  if (Array.isArray(s.allOf)) return Object.assign({}, ...(s.allOf as Schema[]).map(smallest));
  if (Array.isArray(s.anyOf)) return smallest((s.anyOf as Schema[])[0]);
  if (Array.isArray(s.enum)) return s.enum[0];
  switch (s.type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(((s.required ?? []) as string[]).map((k) => [k, smallest(props[k])]));
    }
    case 'array':
      return [smallest(s.items as Schema)];
    case 'string':
      return s.format === 'date-time' ? '2030-01-01T00:00:00Z' : 'x'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    case 'integer':
      return Number(s.minimum ?? 1);
    case 'number':
      return s.exclusiveMinimum !== undefined ? Number(s.exclusiveMinimum) + 1 : Number(s.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Paths of the required fields in `smallest(s)` (into the first item of lists). */
function requiredPaths(s: Schema, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(s.allOf)) return (s.allOf as Schema[]).flatMap((p) => requiredPaths(p, at));
  if (s.type === 'array') return requiredPaths(s.items as Schema, [...at, 0]);
  if (s.type !== 'object') return [];
  const props = (s.properties ?? {}) as Record<string, Schema>;
  return ((s.required ?? []) as string[]).flatMap((k) => [[...at, k], ...requiredPaths(props[k], [...at, k])]);
}

function without(v: unknown, path: Array<string | number>): unknown {
  const copy = structuredClone(v) as Record<string | number, unknown>;
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  delete o[path[path.length - 1]];
  return copy;
}

test('the committed OpenAPI document and docs/api.md are what npm run docs:api makes now', async () => {
  const { json, markdown } = await apiDocs();
  expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(json);
  expect(fs.readFileSync(MARKDOWN_FILE, 'utf8')).toBe(markdown);
  const doc = JSON.parse(json) as { openapi: string; paths: Record<string, Record<string, { tags: string[] }>> };
  expect(doc.openapi).toBe('3.1.0');
  // every answer the store reads is in it, under its route, spec or extension as its path says
  for (const a of ANSWERS) {
    const [method, route] = a.route.split(' ');
    const p = route.replace(/:(\w+)/g, '{$1}');
    const op = (doc.paths[p] ?? doc.paths[p.endsWith('/') ? p.slice(0, -1) : `${p}/`])?.[method.toLowerCase()];
    expect(op?.tags).toEqual([route.startsWith('/ext/') ? 'extension' : 'spec']);
  }
}, 60_000);

test('every read the conformance check makes has an answer schema, and each schema names a check', () => {
  expect(ANSWERS.map((a) => a.check).sort()).toEqual([...CHECKS.keys()].sort());
});

describe.each(ANSWERS.map((a) => [a.route, a] as const))('%s: schema and app agree', (_route, a) => {
  const judge = judgeOf(CHECKS.get(a.check)!, FOUND);
  const answer = smallest(a.schema);

  test('the smallest answer the schema allows is read with nothing left out', async () => {
    expect(await judge(answer)).toBe(0);
  });

  test('without any one required field the app leaves something out or refuses the answer', async () => {
    const paths = requiredPaths(a.schema);
    const kept: string[] = [];
    for (const p of paths) if ((await judge(without(answer, p))) === 0) kept.push(p.join('.'));
    expect(kept).toEqual([]);
  });
});
