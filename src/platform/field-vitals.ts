/**
 * Field vitals on H5 (src/domain/rum.ts): a sampled visit measures LCP, INP, CLS, FCP and TTFB
 * with the `web-vitals` library and sends them once, when the page is hidden (the shopper leaves
 * or switches away), with `navigator.sendBeacon` to the web server's `POST /rum`.
 *
 * The library is its own chunk, loaded only after the first screen is done and the area chunks
 * have started (the same delay and idle wait as the area preload), so it never weighs on the first
 * screen. The browser keeps the entries it needs (buffered performance entries), so loading late
 * loses none of the landing page's figures. field-vitals.weapp.ts: the mini-program's own figures.
 */
import { RUM_MEASURING_MARK, RUM_META_NAME, RUM_PATH, isSampled, rumBeacon, sampleRateOf } from '@/domain/rum';
import { whenQuiet } from './idle';

/** After the load event, as long as the area preload waits (src/platform/navigation.ts), then idle. */
const START_DELAY_MS = 5000;

/** The sample rate the page the web server drew carries; none (a plain static host): 0. */
function pageSampleRate(): number {
  const meta = document.querySelector(`meta[name="${RUM_META_NAME}"]`);
  return sampleRateOf(meta?.getAttribute('content'));
}

/** Starts measuring this visit when the store's sample rate picks it; does nothing otherwise. */
export function startFieldVitals(_origin = ''): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  if (typeof navigator.sendBeacon !== 'function') return;
  if (!isSampled(pageSampleRate(), Math.random())) return;
  // the landing page's route: LCP, FCP and TTFB are its figures, INP and CLS the visit's from there
  const entryUrl = window.location.pathname;
  const begin = () => whenQuiet(() => void measure(entryUrl), START_DELAY_MS);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

async function measure(entryUrl: string): Promise<void> {
  let vitals: typeof import('web-vitals');
  try {
    vitals = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  } catch {
    return; // offline, or the chunk is gone after a deployment: this visit reports nothing
  }
  const measured = new Map<string, number>();
  const keep = (m: { name: string; value: number }) => measured.set(m.name, m.value);
  vitals.onLCP(keep);
  vitals.onINP(keep);
  vitals.onCLS(keep);
  vitals.onFCP(keep);
  vitals.onTTFB(keep);
  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    // web-vitals reports on the same event: read its figures once its listeners have run
    queueMicrotask(() => {
      const beacon = rumBeacon(
        'h5',
        entryUrl,
        [...measured].map(([name, value]) => ({ name, value })),
      );
      if (!beacon || sent) return;
      sent = navigator.sendBeacon(RUM_PATH, JSON.stringify(beacon));
    });
  };
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(RUM_MEASURING_MARK);
}
