/**
 * WeChat's `setData` semantics, as the view layer applies them: each key is a data path
 * (`root.cn.[0].v`, `list[2].name`, `a.b`), the value replaces what is at that path, and missing
 * containers on the way are created (an array when the next step is an index).
 */

export type Step = string | number;

/** `root.cn.[0].cn[12].v` -> ['root', 'cn', 0, 'cn', 12, 'v']. */
export function parsePath(key: string): Step[] {
  const steps: Step[] = [];
  const re = /\[(\d+)\]|([^.[\]]+)/g;
  for (const m of key.matchAll(re)) steps.push(m[1] !== undefined ? Number(m[1]) : m[2]);
  if (!steps.length) throw new Error(`setData: empty data path ${JSON.stringify(key)}`);
  return steps;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(v: unknown): v is Container {
  return typeof v === 'object' && v !== null;
}

/** Applies one setData payload to `data` in place. Values must already be plain (JSON) data. */
export function applySetData(data: Record<string, unknown>, payload: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(payload)) {
    const steps = parsePath(key);
    let node: Container = data;
    for (let i = 0; i < steps.length - 1; i++) {
      const step = steps[i];
      const next: unknown = (node as Record<string | number, unknown>)[step];
      if (isContainer(next)) {
        node = next;
      } else {
        const made: Container = typeof steps[i + 1] === 'number' ? [] : {};
        (node as Record<string | number, unknown>)[step] = made;
        node = made;
      }
    }
    (node as Record<string | number, unknown>)[steps[steps.length - 1]] = value;
  }
}

/**
 * The payload as WeChat sends it between its threads: JSON. Returns the JSON and its size in
 * bytes; keys whose value is undefined are reported (WeChat warns and drops them).
 */
export function serialisePayload(payload: Record<string, unknown>): {
  json: string;
  bytes: number;
  undefinedKeys: string[];
} {
  const undefinedKeys = Object.keys(payload).filter((k) => payload[k] === undefined);
  const json = JSON.stringify(payload);
  return { json, bytes: Buffer.byteLength(json, 'utf8'), undefinedKeys };
}
