/**
 * The days and times a store offers for pickup or delivery (checkoutConfig, localDeliveryConfig),
 * and their labels for people, written without Intl (Android WeChat lacks it).
 */

export interface SlotDay {
  date: string;
  slots: { start: string; end: string }[];
}

/** A slot's day, '2026-11-23'. */
export const SLOT_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
/** A slot's start, '10:00'. */
export const SLOT_TIME = /^[0-9]{2}:[0-9]{2}$/;

const WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
} as const;
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A slot day for people, without Intl (Android WeChat lacks it): '2026-11-23' -> 'Mon, Nov 23'
 * (en) or '11月23日 周一' (zh). Anything else comes back as given.
 */
export function dayLabel(date: string, locale: 'en' | 'zh'): string {
  const m = SLOT_DATE.exec(date) ? date.split('-').map(Number) : null;
  if (!m) return date;
  const [y, mo, d] = m;
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  if (!(mo >= 1 && mo <= 12) || Number.isNaN(weekday)) return date;
  return locale === 'zh'
    ? `${mo}月${d}日 ${WEEKDAYS.zh[weekday]}`
    : `${WEEKDAYS.en[weekday]}, ${MONTHS_EN[mo - 1]} ${d}`;
}

/** '10:00' + '10:30' -> '10:00–10:30'. */
export function slotLabel(start: string, end: string | null | undefined): string {
  return end ? `${start}–${end}` : start;
}
