/**
 * How the interactions group (interactions.ts) reads an interaction's latency the way INP does:
 * the Event Timing entries of one interaction (one `interactionId`: pointerdown, pointerup, click
 * of a tap; keydown, keyup of a key), each entry's `duration` running from the input's hardware
 * timestamp to the next frame presented after its handlers (input delay + handlers + presentation
 * delay, rounded by the browser to 8 ms), the interaction's latency being its longest entry.
 *
 * A tap is a touch sent through the browser's input pipeline (CDP Input.dispatchTouchEvent, as a
 * phone's touch screen sends it), aimed at the control's box: no page script runs between the
 * moment the bench starts the clock and the tap (Playwright's `click()` first runs its
 * actionability checks in the page, and sends mouse events, which a phone does not).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { AREA_PRELOAD_MARK } from '../../src/domain/routes';

/** The Event Timing API does not report events shorter than this (its lowest `durationThreshold`). */
export const THRESHOLD_MS = 16;

export interface EventRecord {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
  processingStart: number;
  processingEnd: number;
}

/** One interaction as INP counts it. */
export interface Latency {
  /** The longest entry's event and duration (the INP figure). */
  name: string;
  duration: number;
  /** Input to the first handler. */
  inputDelay: number;
  /** The handlers of all its events. */
  processing: number;
  /** The last handler's end to the next frame presented. */
  presentation: number;
}

/** What a run records: every entry, and when the area preload mark was set (page clock). */
export interface Probe {
  entries: EventRecord[];
  /** Resolves when the app sets its area-preload mark. */
  preloadStarted: Promise<void>;
  /** Resolves with the first entry at or after `since` (page clock), or null after `timeoutMs`. */
  entryAfter(since: number, timeoutMs: number): Promise<EventRecord | null>;
}

/**
 * Registers, before the app's scripts, the Event Timing observer (buffered: the first tap after
 * load counts) and a mark observer for the area preload; entries go to the bench through a binding,
 * so no polling script runs in the page while an interaction is measured.
 */
export async function attachProbe(context: BrowserContext, session: string): Promise<Probe> {
  const entries: EventRecord[] = [];
  const waiters: { since: number; resolve: (e: EventRecord) => void }[] = [];
  let preloadResolve: () => void = () => undefined;
  const preloadStarted = new Promise<void>((resolve) => (preloadResolve = resolve));
  await context.exposeBinding('__benchEvent', (_source, e: EventRecord) => {
    entries.push(e);
    for (const w of waiters.filter((x) => e.startTime >= x.since)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(e);
    }
  });
  await context.exposeBinding('__benchPreload', () => preloadResolve());
  await context.addInitScript(`
    if (!localStorage.getItem('istore.session')) localStorage.setItem('istore.session', ${JSON.stringify(session)});
    const send = (list) => {
      for (const e of list) {
        if (!e.interactionId) continue;
        window.__benchEvent({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId,
          processingStart: e.processingStart, processingEnd: e.processingEnd });
      }
    };
    const observer = new PerformanceObserver((list) => send(list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });
    // an interaction that reloads the page (switch language): its entries are queued for the
    // observer but not yet delivered when the page goes; take them before it does
    addEventListener('pagehide', () => send(observer.takeRecords()));
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === ${JSON.stringify(AREA_PRELOAD_MARK)})) window.__benchPreload();
    }).observe({ type: 'mark' });
  `);
  return {
    entries,
    preloadStarted,
    entryAfter(since, timeoutMs) {
      const seen = entries.find((e) => e.startTime >= since);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => {
        const waiter = { since, resolve: (e: EventRecord | null) => resolve(e) };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) waiters.splice(i, 1);
          resolve(null);
        }, timeoutMs);
      });
    },
  };
}

/** The page's clock now (the entries' time line). */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * Taps the middle of `target` with a touch and returns the page time just before it. Scrolling it
 * into view and reading its box come first and are not measured.
 */
export async function tap(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the control to tap has no box');
  const since = await pageNow(page);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return since;
}

/** The interactions among `entries` that started at or after `since`, each as INP counts it. */
export function latencies(entries: readonly EventRecord[], since: number): Latency[] {
  const groups = new Map<number, EventRecord[]>();
  for (const e of entries) {
    if (e.startTime < since) continue;
    groups.set(e.interactionId, [...(groups.get(e.interactionId) ?? []), e]);
  }
  return [...groups.values()].map((list) => {
    const longest = list.reduce((a, b) => (b.duration > a.duration ? b : a));
    const first = list.reduce((a, b) => (b.startTime < a.startTime ? b : a));
    const lastEnd = Math.max(...list.map((e) => e.processingEnd));
    return {
      name: longest.name,
      duration: longest.duration,
      inputDelay: Math.max(0, first.processingStart - first.startTime),
      processing: list.reduce((n, e) => n + (e.processingEnd - e.processingStart), 0),
      presentation: Math.max(0, longest.startTime + longest.duration - lastEnd),
    };
  });
}

/** The worst of them (INP of a visit with fewer than 50 interactions), or undefined when none. */
export const worstOf = (list: readonly Latency[]): Latency | undefined =>
  list.reduce<Latency | undefined>((w, l) => (!w || l.duration > w.duration ? l : w), undefined);
