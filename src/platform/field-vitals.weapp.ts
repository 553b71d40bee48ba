/**
 * Field vitals on the mini-program (src/domain/rum.ts; field-vitals.ts is H5's): WeChat's own
 * performance entries (`wx.getPerformance()`: app launch, each page's first render, each route)
 * are kept per page and sent to the web server's `POST /rum` with `Taro.request`, once the
 * launch has settled and again when the app is hidden. The store's sample rate comes from
 * `GET /rum` (the mini-program has no page from the web server to carry it).
 */
import Taro from '@tarojs/taro';
import { RUM_PATH, isSampled, rumBeacon, sampleRateOf } from '@/domain/rum';

/** Entries of the launch are in by then (first render of the first page and its route). */
const FIRST_SEND_MS = 10_000;
/** Pages reported at most in one visit: a report stays small whatever the shopper does. */
const MAX_PAGES = 8;

interface Entry {
  name?: string;
  entryType?: string;
  duration?: number;
  path?: string;
}

export function startFieldVitals(origin = ''): void {
  const getPerformance = (Taro as unknown as { getPerformance?: () => unknown }).getPerformance;
  if (typeof getPerformance !== 'function' || !origin) return;
  let perf: {
    createObserver(cb: (list: { getEntries(): Entry[] }) => void): { observe(o: { entryTypes: string[] }): void };
  };
  try {
    perf = getPerformance() as typeof perf;
  } catch {
    return;
  }
  const byPage = new Map<string, Map<string, number>>();
  const pending = new Set<string>();
  const keep = (entries: Entry[]) => {
    for (const e of entries) {
      if (!e.path || typeof e.name !== 'string' || typeof e.duration !== 'number') continue;
      if (!byPage.has(e.path) && byPage.size >= MAX_PAGES) continue;
      const page = byPage.get(e.path) ?? new Map<string, number>();
      page.set(e.name, e.duration);
      byPage.set(e.path, page);
      pending.add(e.path);
    }
  };
  try {
    perf.createObserver((list) => keep(list.getEntries())).observe({ entryTypes: ['navigation', 'render'] });
  } catch {
    return;
  }
  let rate: number | null = null;
  const flush = () => {
    if (rate === null || !isSampled(rate, draw)) return;
    for (const path of pending) {
      const measured = [...(byPage.get(path) ?? [])].map(([name, value]) => ({ name, value }));
      const beacon = rumBeacon('weapp', path, measured);
      if (beacon)
        void Taro.request({
          url: `${origin}${RUM_PATH}`,
          method: 'POST',
          header: { 'content-type': 'text/plain' },
          data: JSON.stringify(beacon),
        }).catch(() => undefined);
    }
    pending.clear();
  };
  // one draw a launch: a sampled launch reports all its pages, another none
  const draw = Math.random();
  setTimeout(() => {
    Taro.request({ url: `${origin}${RUM_PATH}`, method: 'GET' })
      .then((res) => {
        rate = sampleRateOf((res.data as { sampleRate?: unknown } | null)?.sampleRate);
        flush();
      })
      .catch(() => undefined);
  }, FIRST_SEND_MS);
  Taro.onAppHide?.(flush);
}
