/**
 * The engine-neutral driver the cross-engine journeys are written against: Chromium and Firefox
 * through Playwright, WebKit (WebKitGTK's MiniBrowser) through its own WebDriver. Elements are
 * found by one script that runs in the page (role, accessible name, CSS, visible only), so every
 * engine looks for the same thing the same way; taps and keys are the engine's own input.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export type Role =
  | 'button'
  | 'link'
  | 'radio'
  | 'textbox'
  | 'searchbox'
  | 'heading'
  | 'tab'
  | 'radiogroup'
  | 'group'
  | 'dialog'
  | 'region'
  | 'navigation';

/** What to look for: a role and its name, or CSS (with text), optionally inside another match. */
export interface Query {
  role?: Role;
  /** The accessible name (aria-label, its label, or its text), whitespace collapsed. */
  name?: string | RegExp;
  css?: string;
  /** Text the element contains. */
  text?: string | RegExp;
  /** Which of the matches (after the visible filter); 0 unless given, -1 is the last. */
  nth?: number;
  within?: Query;
}

/** The query as plain data for the page script (RegExps travel as source and flags). */
export interface WireQuery {
  role?: Role;
  name?: { source: string; flags: string; exact?: string };
  css?: string;
  text?: { source: string; flags: string; exact?: string };
  nth?: number;
  within?: WireQuery;
}

function wireText(v: string | RegExp | undefined): WireQuery['name'] {
  if (v === undefined) return undefined;
  return typeof v === 'string' ? { source: '', flags: '', exact: v } : { source: v.source, flags: v.flags };
}

export function toWire(q: Query): WireQuery {
  return {
    role: q.role,
    name: wireText(q.name),
    css: q.css,
    text: wireText(q.text),
    nth: q.nth,
    within: q.within ? toWire(q.within) : undefined,
  };
}

export function describeQuery(q: Query): string {
  const parts = [q.role, q.css, q.name && `name=${String(q.name)}`, q.text && `text=${String(q.text)}`];
  if (q.nth !== undefined) parts.push(`nth=${q.nth}`);
  const self = parts.filter(Boolean).join(' ');
  return q.within ? `${describeQuery(q.within)} >> ${self}` : self;
}

/**
 * In the page: the element `q` names, or null. Written as a plain function with no closures so it
 * can be sent to any engine as source.
 */
export function findInPage(q: WireQuery, all?: boolean): Element | Element[] | null {
  const ROLE_CSS: Record<string, string> = {
    button: 'button,[role=button],input[type=button],input[type=submit]',
    link: 'a[href],[role=link]',
    radio: 'input[type=radio],[role=radio]',
    textbox:
      'input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=password],input[type=number],textarea,[role=textbox]',
    searchbox: 'input[type=search],[role=searchbox]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    tab: '[role=tab]',
    radiogroup: '[role=radiogroup]',
    group: '[role=group],fieldset',
    navigation: 'nav,[role=navigation]',
    dialog: 'dialog,[role=dialog]',
    region: 'section[aria-label],[role=region]',
  };
  const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element): boolean => {
    if (el.getClientRects().length === 0) return false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const st = getComputedStyle(e);
      if (st.visibility === 'hidden' || st.display === 'none') return false;
      if (e.getAttribute('aria-hidden') === 'true') return false;
    }
    return true;
  };
  // text as a screen reader names it: without the parts marked aria-hidden (icons, marks)
  const spoken = (el: Element): string => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove());
    return squash(copy.textContent);
  };
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      return squash(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    if (el instanceof HTMLFieldSetElement && el.querySelector('legend')) return spoken(el.querySelector('legend')!);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button')) return squash(el.value);
      const labels = el.labels ? Array.from(el.labels) : [];
      if (labels.length) return squash(labels.map(spoken).join(' '));
      return squash(el.getAttribute('placeholder') || el.getAttribute('title'));
    }
    return spoken(el);
  };
  const matches = (m: { source: string; flags: string; exact?: string } | undefined, s: string): boolean => {
    if (!m) return true;
    if (m.exact !== undefined) return s === m.exact;
    return new RegExp(m.source, m.flags).test(s);
  };
  const search = (query: WireQuery, roots: ParentNode[]): Element[] => {
    const css = query.css ?? (query.role ? ROLE_CSS[query.role] : '*');
    const out: Element[] = [];
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll(css))) {
        if (out.includes(el) || !visible(el)) continue;
        if (!matches(query.name, nameOf(el))) continue;
        if (query.text && !matches(query.text, squash((el as HTMLElement).innerText ?? el.textContent))) continue;
        out.push(el);
      }
    }
    if (query.nth === undefined) return out;
    const one = out[query.nth < 0 ? out.length + query.nth : query.nth];
    return one ? [one] : [];
  };
  const roots: ParentNode[] = q.within ? search(q.within, [document]).slice(0, 1) : [document];
  const found = search(Object.assign({}, q, { within: undefined }), roots);
  if (all) return found;
  return found[0] ?? null;
}

export interface Driver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments; resolves with its (awaited) JSON result. */
  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  /** Waits until `q` is on show, then taps it with the engine's own input. */
  click(q: Query): Promise<void>;
  /** Waits for the field, clears it and types `text` key by key (React sees every key). */
  type(q: Query, text: string): Promise<void>;
  /** Presses Enter in the field `q`. */
  pressEnter(q: Query): Promise<void>;
  /** Waits until `q` is on show (15 s unless given). */
  waitFor(q: Query, timeoutMs?: number): Promise<void>;
  /** How many elements on show match `q` now. */
  count(q: Query): Promise<number>;
  /** The text of the first element on show matching `q`. */
  text(q: Query): Promise<string>;
  /** A PNG of the viewport into test-results/<name>.png, taken once two frames are drawn. */
  screenshot(name: string): Promise<string>;
  /** Page errors, console errors and CSP violations recorded so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export const WAIT_MS = 15_000;

/**
 * `fn` called with `args`, as one expression of source: every driver sends it the same way, and
 * no page runs eval (the store's CSP forbids it).
 */
export function call(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(${fn.toString()})(${args.map((a) => JSON.stringify(a ?? null)).join(', ')})`;
}

/** Polls `check` every 100 ms until it returns a value other than undefined/false, or throws after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined && v !== false) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last instanceof Error ? ` (${last.message})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}
