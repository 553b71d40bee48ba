/** The neutral driver over a Playwright page: Chromium (playwright-core) and Firefox (through BiDi). */
import fs from 'node:fs';
import path from 'node:path';
import type { ElementHandle, Page } from 'playwright-core';
import { RESULTS_DIR } from '../harness';
import {
  WAIT_MS,
  call,
  describeQuery,
  findInPage,
  toWire,
  until,
  type Driver,
  type EngineName,
  type Query,
} from './driver';

/**
 * Playwright's screenshots in Firefox put a style of their own into the page, which the store's CSP
 * refuses (and Firefox reports as a page error): the tool's, not the store's.
 */
const SCREENSHOT_STYLE_REFUSED = /Content-Security-Policy: .*blocked an inline style \(style-src-elem\)/;

/** Records page errors, console errors and CSP violations (from the browser's console) on `page`. */
function recordErrors(page: Page, shooting: () => boolean): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => {
    if (shooting() && SCREENSHOT_STYLE_REFUSED.test(`${err.message} ${err.stack ?? ''}`)) return;
    errors.push(`pageerror: ${err.stack ?? err.message}`);
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const loc = msg.location();
    errors.push(`console.error: ${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
  });
  return errors;
}

export function playwrightDriver(engine: EngineName, page: Page): Driver {
  let shotUntil = 0;
  const errors = recordErrors(page, () => Date.now() < shotUntil);

  async function element(q: Query, timeoutMs = WAIT_MS): Promise<ElementHandle<Element>> {
    const wire = toWire(q);
    return until<ElementHandle<Element>>(
      describeQuery(q),
      async () => {
        const handle = await page.evaluateHandle(call(findInPage, [wire]));
        const el = handle.asElement();
        if (el) return el;
        await handle.dispose();
        return undefined;
      },
      timeoutMs,
    );
  }

  async function tap(el: ElementHandle<Element>): Promise<void> {
    try {
      await el.click({ timeout: 5000 });
    } catch {
      // a visually hidden input (a styled radio): tap its label, as a shopper does
      const label = await el.evaluateHandle((e) => (e as HTMLInputElement).labels?.[0] ?? e.closest('label'));
      const l = label.asElement();
      if (l) await l.click({ timeout: 5000 });
      else await el.evaluate((e) => (e as HTMLElement).click());
    }
  }

  return {
    engine,
    async goto(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    async back() {
      await page.goBack();
    },
    currentUrl: async () => page.url(),
    evaluate: <T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) => page.evaluate<T>(call(fn, args)),
    async click(q) {
      await tap(await element(q));
    },
    async type(q, text) {
      const el = await element(q);
      await tap(el);
      await el.evaluate((e) => (e as HTMLInputElement).select?.());
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text, { delay: 10 });
    },
    async pressEnter(q) {
      const el = await element(q);
      await el.focus();
      await page.keyboard.press('Enter');
    },
    async waitFor(q, timeoutMs) {
      await (await element(q, timeoutMs)).dispose();
    },
    count: (q) => page.evaluate<number>(`${call(findInPage, [toWire(q), true])}.length`),
    async text(q) {
      const el = await element(q);
      return ((await el.evaluate((e) => (e as HTMLElement).innerText)) ?? '').trim();
    },
    async screenshot(name) {
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      const file = path.join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // the refusal's report can arrive a while after the picture
      shotUntil = Number.POSITIVE_INFINITY;
      try {
        await page.screenshot({ path: file, fullPage: true, caret: 'initial' });
      } finally {
        shotUntil = Date.now() + 3000;
      }
      return file;
    },
    errors: async () => [...errors],
    async close() {
      await page.context().close();
    },
  };
}
