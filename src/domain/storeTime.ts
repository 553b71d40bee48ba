/**
 * Dates shown on the store's clock (spec 7.1 common3/timeZoneInfo/GMT): the server reads instants
 * in the store's time zone; until it has, an instant shows as its calendar date in GMT. No Intl
 * (Android WeChat lacks it), so nothing here depends on the device's zone.
 */
export interface StoreClockTime {
  /** 'YYYY-MM-DD' and 'HH:mm' in the store's time zone. */
  date: string;
  time: string;
}

/** The same instant written two ways ('...Z', '....000Z') is one key; unreadable text keys itself. */
export function instantKey(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(t).toISOString();
}

/** The instant on the store's clock when known, else its GMT date and time. */
export function onStoreClock(iso: string, known: Record<string, StoreClockTime>): StoreClockTime {
  const hit = known[instantKey(iso)];
  if (hit) return hit;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(instantKey(iso));
  return m ? { date: m[1], time: m[2] } : { date: iso.slice(0, 10), time: '' };
}

/** Instants not yet read (each once), for one request. */
export function unreadInstants(isos: readonly string[], known: Record<string, StoreClockTime>): string[] {
  const out = new Set<string>();
  for (const iso of isos) {
    const key = instantKey(iso);
    if (iso && !known[key] && !Number.isNaN(Date.parse(iso))) out.add(key);
  }
  return [...out];
}
