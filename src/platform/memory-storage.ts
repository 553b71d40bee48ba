import type { KeyValueStorage } from './storage';

/** An in-memory storage (tests, or when no persistent storage is wanted). */
export function createMemoryStorage(initial: Record<string, unknown> = {}): KeyValueStorage & {
  dump(): Record<string, unknown>;
} {
  const data = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    get<T>(key: string): T | undefined {
      const raw = data.get(key);
      return raw === undefined ? undefined : (JSON.parse(raw) as T);
    },
    set(key, value) {
      if (value === undefined) data.delete(key);
      else data.set(key, JSON.stringify(value));
    },
    remove(key) {
      data.delete(key);
    },
    dump() {
      const out: Record<string, unknown> = {};
      data.forEach((v, k) => (out[k] = JSON.parse(v) as unknown));
      return out;
    },
  };
}
