/**
 * Hand-written guards for reshaping wire data at the services boundary: each reads an unknown
 * value and returns a well-typed one or a fallback, never throwing.
 */
import type { Locale } from '@api-types';

export type UnknownRecord = Record<string, unknown>;

export function isRecord(v: unknown): v is UnknownRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The record, or an empty one. */
export function rec(v: unknown): UnknownRecord {
  return isRecord(v) ? v : {};
}

/** A string (numbers are accepted as their text), else the fallback. */
export function str(v: unknown, fallback: string): string;
export function str(v: unknown, fallback?: undefined): string | undefined;
export function str(v: unknown, fallback?: string): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return fallback;
}

/** A non-empty string, or null. */
export function strOrNull(v: unknown): string | null {
  const s = str(v);
  return s !== undefined && s.trim() !== '' ? s : null;
}

/** true/false, or 'true'/'false' and 1/0 as servers sometimes send them; else the fallback. */
export function bool(v: unknown, fallback = false): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  return fallback;
}

/** A finite number (numeric strings accepted), else the fallback. */
export function num(v: unknown, fallback: number): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return fallback;
}

/** A safe integer (money in minor units, counts), else the fallback. */
export function int(v: unknown, fallback: number): number {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) ? n : fallback;
}

/** A safe integer above 0 (ids), else null. */
export function positiveInt(v: unknown): number | null {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Each element mapped; elements the mapper rejects (null) are dropped; a non-array is []. */
export function list<T>(v: unknown, item: (x: unknown) => T | null): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  for (const x of v) {
    const mapped = item(x);
    if (mapped !== null) out.push(mapped);
  }
  return out;
}

/** Only the string-valued entries of a record. */
export function stringRecord(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(rec(v))) if (typeof value === 'string') out[key] = value;
  return out;
}

export function locale(v: unknown): Locale | undefined {
  return v === 'en' || v === 'zh' ? v : undefined;
}
