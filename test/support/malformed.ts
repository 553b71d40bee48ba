/**
 * Malformed API answers for property tests (fast-check): a valid wire sample with a few random
 * mutations anywhere in it (fields deleted, replaced by a wrong type or null, arrays blown up to
 * 10,000 items, objects nested thousands deep through their own list fields, values wrapped in
 * arrays or turned into text), or something that is not the answer at all. Seeded, so a failure
 * names a reproducible case (fast-check prints the seed and path).
 */
import fc from 'fast-check';

/** One seed for every fuzz test: `FUZZ_SEED=... npx jest ...` replays another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 16_2026);
/** A property of 1,000 cases takes seconds alone and much longer on a busy machine. */
export const FUZZ_TIMEOUT_MS = 300_000;
/** Cases per API area (at least 1,000). */
export const FUZZ_RUNS = 1000;

type Json = unknown;

const HUGE = 10_000;
// deeper than any answer; JSON.stringify itself overflows the stack of a jest worker near 5,000
const DEEP = 2_000;

function deepObject(depth: number): Json {
  let v: Json = { end: true };
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

function deepArray(depth: number): Json {
  let v: Json = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Values of the wrong kind, the empty kind, the hostile kind. */
export const weird: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    undefined,
    true,
    false,
    0,
    -1,
    1.5,
    NaN,
    Infinity,
    -Infinity,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
  ),
  fc.constantFrom<Json>(
    ' ',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u0000',
    '\ud800',
    '💥'.repeat(2000),
    'x'.repeat(100_000),
  ),
  fc.constantFrom<Json>(
    '__proto__',
    { __proto__: { polluted: true } },
    { constructor: { prototype: {} } },
    { toString: 1, valueOf: 'x' },
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant(null).map(() => deepObject(DEEP)),
  fc.constant(null).map(() => deepArray(DEEP)),
  fc.constant(null).map(() => new Array(HUGE).fill({})),
  fc.constant(null).map(() => new Array(HUGE).fill('x')),
);

type Kind = 'delete' | 'replace' | 'huge' | 'selfNest' | 'wrap' | 'text';
const KINDS: Kind[] = ['delete', 'replace', 'replace', 'replace', 'huge', 'selfNest', 'wrap', 'text'];

interface Slot {
  parent: Record<string | number, Json> | Json[];
  key: string | number;
}

function slots(root: Json): Slot[] {
  const out: Slot[] = [];
  const walk = (v: Json, depth: number) => {
    if (depth > 12 || v === null || typeof v !== 'object') return;
    // a long list: its first items stand for the rest
    const keys = Array.isArray(v) ? Object.keys(v).slice(0, 20) : Object.keys(v);
    for (const key of keys) {
      const parent = v as Record<string, Json>;
      out.push({ parent, key: Array.isArray(v) ? Number(key) : key });
      walk(parent[key], depth + 1);
    }
  };
  walk(root, 0);
  return out;
}

/** True when `v` has at most `limit` nodes (counting stops there): safe to copy many times. */
function small(v: Json, limit = 200): boolean {
  let left = limit;
  const walk = (x: Json): boolean => {
    if (--left < 0) return false;
    if (x === null || typeof x !== 'object') return typeof x !== 'string' || x.length < 1000;
    for (const k of Object.keys(x)) if (!walk((x as Record<string, Json>)[k])) return false;
    return true;
  };
  return walk(v);
}

/** The object nested `DEEP / 5` times inside itself through one of its array fields. */
function selfNest(v: Json): Json {
  if (!v || typeof v !== 'object' || Array.isArray(v) || !small(v)) return v;
  const key = Object.keys(v).find((k) => Array.isArray((v as Record<string, Json>)[k])) ?? 'children';
  let nested: Json = { ...v };
  for (let i = 0; i < DEEP / 5; i++) nested = { ...v, [key]: [nested] };
  return nested;
}

function apply(root: { value: Json }, index: number, kind: Kind, value: Json): void {
  const all: Slot[] = [{ parent: root, key: 'value' }, ...slots(root.value)];
  const { parent, key } = all[index % all.length];
  const p = parent as Record<string | number, Json>;
  const current = p[key];
  switch (kind) {
    case 'delete':
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete p[key];
      break;
    case 'replace':
      // a huge or deep value goes in once, never inside what is copied thousands of times
      p[key] = value;
      break;
    case 'huge':
      {
        // copies of one small item: a long list, not an explosion of memory
        const item = Array.isArray(current) && current.length ? current[0] : current;
        const copy = small(item, 20) ? JSON.stringify(item ?? null) : 'null';
        // the first items are copies of their own (later mutations reach only those: see slots);
        // the rest share one, which keeps a 10,000-item list cheap to build
        const shared = JSON.parse(copy) as Json;
        p[key] = Array.from({ length: HUGE }, (_, i) => (i < 20 ? (JSON.parse(copy) as Json) : shared));
      }
      break;
    case 'selfNest':
      p[key] = selfNest(current);
      break;
    case 'wrap':
      p[key] = [current];
      break;
    case 'text':
      p[key] = typeof current === 'string' ? Number.NaN : bodyText(current ?? null);
      break;
  }
}

/** A malformed version of `sample` (never the sample itself: at least one mutation). */
export function malformed(sample: Json): fc.Arbitrary<Json> {
  const mutated = fc
    .array(fc.tuple(fc.nat(), fc.constantFrom(...KINDS), weird), { minLength: 1, maxLength: 5 })
    .map((ops) => {
      const root = { value: JSON.parse(JSON.stringify(sample)) as Json };
      for (const [index, kind, value] of ops) apply(root, index, kind, value);
      return root.value;
    });
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 1, arbitrary: weird },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );
}

/** What the transport hands over: the JSON text of the answer (or, rarely, text that is not JSON). */
export function bodyText(v: Json): string {
  if (v === undefined) return '';
  try {
    return JSON.stringify(v) ?? '';
  } catch {
    return '{"broken": ';
  }
}

export const fuzzParams = { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true } as const;
