/**
 * The store's clock (POST common3/timeZoneInfo/GMT): instants read in the store's time zone (the
 * checkout settings' timeZone, the same one pickup slots are computed in), so every date a shopper
 * sees is the store's, whatever the device's clock says.
 */
import { hasTable, type Db } from '../db';
import type { StoreTime, TimeZoneInfo } from '../../../types/api';
import { CHECKOUT_SETTINGS } from '../seed/checkout';
import { checkoutSettings, storeNow } from './checkout-config';

export const MAX_INSTANTS = 100;

function storeTimeZone(db: Db): string {
  return hasTable(db, 'checkout_settings') ? checkoutSettings(db).timeZone : CHECKOUT_SETTINGS.timeZone;
}

export function storeTime(instant: Date, timeZone: string): StoreTime {
  const { date, minutes } = storeNow(timeZone, instant);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return { instant: instant.toISOString(), date, time: `${hh}:${mm}` };
}

/** Minutes east of GMT at `instant` in `timeZone`. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const { date, minutes } = storeNow(timeZone, instant);
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  const utcMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((wall - utcMinute) / 60_000);
}

export function timeZoneInfo(db: Db, instants: string[], now: Date = new Date()): TimeZoneInfo {
  const timeZone = storeTimeZone(db);
  const read = instants
    .map((s) => new Date(s))
    .filter((d) => !Number.isNaN(d.getTime()))
    .map((d) => storeTime(d, timeZone));
  return { timeZone, offsetMinutes: offsetMinutes(now, timeZone), now: storeTime(now, timeZone), instants: read };
}
