/**
 * Which field of an answer the app could not use, found with the app's own code: the answer is
 * read once through a recording proxy to learn which fields the app's normaliser reads, then each
 * field it read is given a plainly usable value in turn (a text, a number, true, a list, an
 * object); the first change that makes the app's reading of the answer better names the field and
 * what the app takes there. No rule is written twice: "better" is judged by the app's service.
 */

/** How bad the app finds an answer: Infinity when it rejects it, else how much it left out. */
export type Judge = (answer: unknown) => Promise<number>;

export type FieldPath = ReadonlyArray<string | number>;

export interface FieldFinding {
  /** e.g. `[0].price`, `appContent.storeName`; '' for the answer as a whole. */
  field: string;
  /** What the answer has there: 'missing', 'null', 'text "abc"', 'a list', ... */
  found: string;
  /** What the app takes there: 'a number', 'text', 'a list', ... */
  wants: string;
}

const CANDIDATES: ReadonlyArray<{ value: () => unknown; name: string }> = [
  { value: () => 'x', name: 'text' },
  { value: () => 1, name: 'a number' },
  { value: () => true, name: 'true or false' },
  { value: () => [], name: 'a list' },
  { value: () => ({}), name: 'an object' },
];

const MAX_PATHS = 400;

export function fieldName(path: FieldPath): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}

export function describeValue(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `text ${JSON.stringify(v.length > 24 ? `${v.slice(0, 24)}…` : v)}`;
  if (typeof v === 'number' || typeof v === 'boolean') return `${typeof v} ${v}`;
  return typeof v;
}

/** The answer wrapped so that every field the app reads (leaves and absent ones) is noted in `reads`. */
function recording(value: unknown, path: FieldPath, reads: FieldPath[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  const isList = Array.isArray(value);
  return new Proxy(value, {
    get(target, key, receiver) {
      const v: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return v;
      if (isList && key === 'length') return v;
      // methods and other members of the prototype are not fields of the answer
      if (!Object.prototype.hasOwnProperty.call(target, key) && key in target) return v;
      const p = [...path, isList && /^\d+$/.test(key) ? Number(key) : key];
      if (v === null || typeof v !== 'object') reads.push(p);
      return recording(v, p, reads);
    },
  });
}

function getAt(root: unknown, path: FieldPath): unknown {
  let v = root;
  for (const k of path)
    v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
  return v;
}

function setAt(root: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let v: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) v = v[k] as Record<string | number, unknown>;
  v[path[path.length - 1]] = value;
  return copy;
}

/** The fields the app read, each once, in the order it read them. */
export async function fieldsRead(answer: unknown, judge: Judge): Promise<FieldPath[]> {
  const reads: FieldPath[] = [];
  await judge(recording(answer, [], reads));
  const seen = new Set<string>();
  return reads.filter((p) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The first field whose plain replacement the app reads better than the answer as it came; null
 * when no single field explains it (then the caller says what it knows without a field).
 */
export async function findField(answer: unknown, judge: Judge): Promise<FieldFinding | null> {
  const base = await judge(answer);
  if (base === 0) return null;
  // the answer as a whole: a list where an object is wanted, or the other way round (no read shows it)
  const whole = Array.isArray(answer) ? CANDIDATES[4] : CANDIDATES[3];
  if ((await judge(whole.value())) < base) return { field: '', found: describeValue(answer), wants: whole.name };
  const paths = (await fieldsRead(answer, judge)).slice(0, MAX_PATHS);
  for (const path of paths) {
    const current = getAt(answer, path);
    for (const c of CANDIDATES) {
      const value = c.value();
      if (JSON.stringify(value) === JSON.stringify(current)) continue;
      if ((await judge(setAt(answer, path, value))) < base)
        return { field: fieldName(path), found: describeValue(current), wants: c.name };
    }
  }
  return null;
}
