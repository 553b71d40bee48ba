/**
 * The referral statistics chart: one bar per month, drawn with plain CSS heights (no chart
 * library, works the same in the mini-program). Heights are percent of the tallest bar.
 */
export interface ChartPoint {
  period: string;
  value: number;
}

/** Height (0–100) per point; the tallest is 100, a non-zero value at least `min` so it shows. */
export function barHeights(points: readonly ChartPoint[], min = 4): number[] {
  const max = points.reduce((m, p) => Math.max(m, p.value), 0);
  if (max <= 0) return points.map(() => 0);
  return points.map((p) => (p.value <= 0 ? 0 : Math.max(min, Math.round((p.value / max) * 100))));
}

/** 'YYYY-MM' as a short month label ('Mar' / '3月'), without Intl (WeChat on Android lacks it). */
export function monthLabel(period: string, locale: string): string {
  const m = Number(period.slice(5, 7));
  if (!m || m > 12) return period;
  if (locale.startsWith('zh')) return `${m}月`;
  return ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
}
