/**
 * A headless mini-program: the built package (dist/weapp) run the way WeChat's logic layer runs it
 * (NOTES, "Running the mini-program headless"). One Node `vm` context holds WeChat's globals (`wx`,
 * `App`, `Page`, `Component`, `Behavior`, `getApp`, `getCurrentPages`, `requirePlugin`, timers,
 * console) and none of the browser's; `eval` and `new Function` throw and `Intl` is gone, as on
 * Android WeChat. Files load with WeChat's `require` (paths relative to the requiring file, each
 * file run once, browser names shadowed as WeChat's module wrapper does). Pages live on a stack and
 * get WeChat's lifecycle; `setData` merges path keys into the page data and is recorded per
 * interaction. Every callback into the app runs guarded: what it throws is recorded, never lost.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { Records, formatArgs, type LogLevel } from './records';
import { compiled, parsePageUrl, usedComponents } from './loader';
import { Timers } from './timers';
import { applySetData, serialisePayload } from './set-data';
import { watchTaroWindow } from './window-watch';
import { createWx, type EdgeAnswers, type EdgeCall, type NavKind } from './wx';
import type { CanvasRecord } from './wx-canvas';

type Fn = (...args: unknown[]) => unknown;
type AppObject = Record<string, unknown>;

export interface PageEntry {
  route: string;
  query: Record<string, string>;
  /** The page instance the app sees as `this`. */
  instance: Record<string, unknown> & { data: Record<string, unknown> };
  unloaded: boolean;
  /** When WeChat called onLoad, when the first setData callback ran, and every setData (performance.now() ms). */
  timing: PageTiming;
}

export interface PageTiming {
  load: number;
  firstRender?: number;
  setData: { at: number; bytes: number }[];
}

export interface MiniProgramOptions {
  dir: string;
  /** Origin the build calls (TARO_APP_API_ORIGIN at build time). */
  appOrigin: string;
  /** The reference server the calls go to. */
  serverOrigin: string;
  /** How long one step may take to settle before the run fails (ms). */
  settleTimeoutMs?: number;
}

const QUIET_MS = 25;
const MAX_STACK = 10;

export class MiniProgram {
  readonly records = new Records();
  readonly edge: EdgeAnswers = { payment: 'ok', modalConfirm: true, album: 'allow', subscribe: 'accept' };
  /** The 2D canvases the app painted (the poster), by id. */
  readonly canvases = new Map<string, CanvasRecord>();
  /** Depth of view events being handled (runEvent). */
  private eventDepth = 0;
  readonly edgeCalls: EdgeCall[] = [];
  readonly stack: PageEntry[] = [];
  readonly appJson: {
    pages: string[];
    subPackages?: { root: string; pages: string[] }[];
    subpackages?: { root: string; pages: string[] }[];
  };
  private readonly context: vm.Context;
  private readonly modules = new Map<string, { exports: unknown }>();
  private readonly pageConfigs = new Map<string, AppObject>();
  private readonly timers = new Timers((fn, label) => {
    this.lastActivity = Date.now();
    if (typeof fn !== 'function') return this.report('error', 'wechat', `${label}: not a function`);
    this.guard(fn, label);
  });
  private readonly notFound: Fn[] = [];
  private readonly settleTimeoutMs: number;
  private app: AppObject | undefined;
  private loading: string | undefined;
  private inFlight = 0;
  private lastActivity = Date.now();
  private closed = false;
  private readonly toAppJson: (text: string) => unknown;
  private readonly onRejection = (reason: unknown) =>
    this.report('error', 'wechat', `unhandled promise rejection: ${formatArgs([reason])}`);

  constructor(private readonly options: MiniProgramOptions) {
    this.settleTimeoutMs = options.settleTimeoutMs ?? 15_000;
    this.appJson = JSON.parse(fs.readFileSync(path.join(options.dir, 'app.json'), 'utf8'));
    const wx = createWx({
      records: this.records,
      edge: this.edge,
      edgeCalls: this.edgeCalls,
      appOrigin: options.appOrigin,
      serverOrigin: options.serverOrigin,
      later: (fn, label) => this.later(fn, label),
      toApp: (value) => this.toApp(value),
      navigate: (kind, url, delta) => this.navigate(kind, url, delta),
      onPageNotFound: (cb) => this.notFound.push(cb),
      track: (work) => this.track(work),
      canvases: this.canvases,
      inEvent: () => this.eventDepth > 0,
    });
    const consoleFor =
      (level: LogLevel) =>
      (...args: unknown[]) =>
        this.report(level, 'app', formatArgs(args));
    const sandbox: Record<string, unknown> = {
      wx,
      console: {
        log: consoleFor('log'),
        info: consoleFor('info'),
        debug: consoleFor('debug'),
        warn: consoleFor('warn'),
        error: consoleFor('error'),
        group() {},
        groupEnd() {},
        time() {},
        timeEnd() {},
      },
      setTimeout: (fn: Fn, ms?: number, ...args: unknown[]) =>
        this.timers.set(() => fn(...args), ms, false, 'setTimeout callback'),
      setInterval: (fn: Fn, ms?: number, ...args: unknown[]) =>
        this.timers.set(() => fn(...args), ms, true, 'setInterval callback'),
      clearTimeout: (id: number) => this.timers.clear(id),
      clearInterval: (id: number) => this.timers.clear(id),
      App: (config: AppObject) => {
        this.app = config;
      },
      Page: (config: AppObject) => {
        if (!this.loading) throw new Error('Page() called outside a page file');
        this.pageConfigs.set(this.loading, config);
      },
      Component: (config: AppObject) => config,
      Behavior: (config: AppObject) => config,
      getApp: () => this.app,
      getCurrentPages: () => this.stack.map((p) => p.instance),
      requirePlugin: (name: string) => {
        throw new Error(`plugin ${name} is not declared in app.json`);
      },
      __wxConfig: {
        pages: this.appJson.pages,
        subPackages: this.subPackages(),
        entryPagePath: this.appJson.pages[0],
        envVersion: 'develop',
        platform: 'android',
      },
    };
    this.context = vm.createContext(sandbox, { name: 'mini-program', codeGeneration: { strings: false, wasm: false } });
    vm.runInContext('delete globalThis.Intl;', this.context);
    this.toAppJson = vm.runInContext('JSON.parse', this.context) as (text: string) => unknown;
    process.on('unhandledRejection', this.onRejection);
  }

  /** Runs app.js (onLaunch, onShow) and opens `url` (default: the first page of app.json). */
  async launch(url = `/${this.appJson.pages[0]}`): Promise<PageEntry> {
    this.require('app.js', '');
    if (!this.app) throw new Error('app.js did not call App()');
    watchTaroWindow(this.context, (level, text) => this.report(level, 'wechat', text));
    const { route, query } = parsePageUrl(url);
    const launch = { path: route, query, scene: 1001, referrerInfo: {} };
    this.guard(
      () => (this.app!.onLaunch as Fn | undefined)?.call(this.app, this.toAppJson(JSON.stringify(launch))),
      'App.onLaunch',
    );
    this.guard(
      () => (this.app!.onShow as Fn | undefined)?.call(this.app, this.toAppJson(JSON.stringify(launch))),
      'App.onShow',
    );
    await this.open('reLaunch', url);
    return this.current;
  }

  get current(): PageEntry {
    const page = this.stack[this.stack.length - 1];
    if (!page) throw new Error('no page is open');
    return page;
  }

  /** Opens a page as the app would (wx.navigateTo etc.) and waits for it to settle. */
  async open(kind: NavKind, url?: string, delta = 1): Promise<PageEntry> {
    this.records.begin(`${kind} ${url ?? ''}`.trim());
    await this.navigate(kind, url, delta);
    await this.settle(`${kind} ${url ?? ''}`);
    return this.current;
  }

  /** Waits until no request, navigation or short timer is pending and setData has been quiet. */
  async settle(what = 'the page'): Promise<void> {
    const until = Date.now() + this.settleTimeoutMs;
    // What a tap or a navigation started may still be in promise callbacks: give it a quiet period.
    this.lastActivity = Date.now();
    for (;;) {
      if (this.closed) throw new Error('the mini-program was closed');
      const busy = this.inFlight > 0 || this.timers.shortPending > 0;
      if (!busy && Date.now() - this.lastActivity >= QUIET_MS) return;
      if (Date.now() > until) {
        const pending = this.timers.shortPending;
        throw new Error(
          `${what} did not settle within ${this.settleTimeoutMs} ms on ${this.stack.map((p) => p.route).join(' > ') || 'no page'}: ` +
            `${this.inFlight} request(s)/navigation(s) in flight, ${pending} short timer(s) pending`,
        );
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** Calls a method of the current page (a lifecycle or share handler) as WeChat would. */
  callPage(name: string, ...args: unknown[]): unknown {
    const inst = this.current.instance;
    const fn = inst[name];
    if (typeof fn !== 'function') throw new Error(`${this.current.route} has no ${name}()`);
    return this.guard(
      () =>
        (fn as Fn).apply(
          inst,
          args.map((a) => this.toAppJson(JSON.stringify(a))),
        ),
      `${this.current.route}.${name}`,
    );
  }

  /** Evaluates an expression among the app's globals (to check what the app can reach). */
  probe(expression: string): unknown {
    return vm.runInContext(expression, this.context);
  }

  /** A copy of host data made in the app's realm (WeChat passes JSON between its threads). */
  toApp<T>(value: T): T {
    return value === undefined ? value : (this.toAppJson(JSON.stringify(value)) as T);
  }

  /** Starts a new interaction: the setData that follow are counted together. */
  begin(name: string): void {
    this.records.begin(name);
  }

  close(): void {
    this.closed = true;
    this.timers.close();
    process.off('unhandledRejection', this.onRejection);
  }

  /** Runs a callback into the app, recording what it throws (WeChat prints it and goes on). */
  guard<T>(fn: () => T, label: string): T | undefined {
    try {
      return fn();
    } catch (e) {
      this.report('error', 'wechat', `${label} threw: ${formatArgs([e])}`);
      return undefined;
    }
  }

  /** Runs a view event's handler (index.ts dispatch): wx calls made meanwhile are inside the tap. */
  runEvent<T>(fn: () => T): T {
    this.eventDepth++;
    try {
      return fn();
    } finally {
      this.eventDepth--;
    }
  }

  later(fn: () => void, label: string): void {
    this.timers.set(fn, 0, false, label);
  }

  report(level: LogLevel, source: 'app' | 'wechat', text: string): void {
    this.records.add(level, source, text);
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.inFlight++;
    try {
      return await work;
    } finally {
      this.inFlight--;
      this.lastActivity = Date.now();
    }
  }

  private subPackages(): { root: string; pages: string[] }[] {
    return this.appJson.subPackages ?? this.appJson.subpackages ?? [];
  }

  allRoutes(): string[] {
    return [...this.appJson.pages, ...this.subPackages().flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))];
  }

  /** WeChat's require: relative to the requiring file, `.js` optional, each file run once. */
  private require(request: string, fromDir: string): unknown {
    const rel = path.posix.normalize(request.startsWith('/') ? request.slice(1) : path.posix.join(fromDir, request));
    const file = rel.endsWith('.js') ? rel : `${rel}.js`;
    const cached = this.modules.get(file);
    if (cached) return cached.exports;
    const abs = path.join(this.options.dir, file);
    if (!fs.existsSync(abs)) throw new Error(`module "${file}" is not defined (required from "${fromDir || '/'}")`);
    const module = { exports: {} as unknown };
    this.modules.set(file, module);
    const wrapper = compiled(abs, file).runInContext(this.context) as Fn;
    const dir = path.posix.dirname(file);
    wrapper.call(module.exports, (r: string) => this.require(r, dir === '.' ? '' : dir), module, module.exports);
    return module.exports;
  }

  /** Loads a page's file (and the components its json uses), which calls Page(). */
  private loadPage(route: string): AppObject {
    const known = this.pageConfigs.get(route);
    if (known) return known;
    this.loading = route;
    try {
      this.require(route, '');
    } finally {
      this.loading = undefined;
    }
    for (const comp of usedComponents(this.options.dir, route)) this.require(comp, '');
    const config = this.pageConfigs.get(route);
    if (!config) throw new Error(`${route}.js did not call Page()`);
    return config;
  }

  private async navigate(kind: NavKind, url: string | undefined, delta: number): Promise<void> {
    await this.track(Promise.resolve());
    if (kind === 'switchTab') throw new Error('switchTab: app.json has no tabBar');
    if (kind === 'navigateBack') {
      if (this.stack.length <= 1) throw new Error('cannot navigate back at first page');
      const n = Math.min(Math.max(1, delta), this.stack.length - 1);
      for (let i = 0; i < n; i++) this.unload(this.stack.pop()!);
      this.show(this.current);
      return;
    }
    if (!url) throw new Error('parameter.url should be String');
    const { route, query } = parsePageUrl(
      url.startsWith('/') ? url : path.posix.join(path.posix.dirname(this.current.route), url),
    );
    if (!this.allRoutes().includes(route)) {
      for (const cb of this.notFound)
        this.guard(
          () => cb(this.toAppJson(JSON.stringify({ path: route, query, isEntryPage: this.stack.length === 0 }))),
          'onPageNotFound',
        );
      throw new Error(`page "${route}" is not found`);
    }
    if (kind === 'navigateTo' && this.stack.length >= MAX_STACK) throw new Error('webview count limit exceed');
    const config = this.loadPage(route);
    if (kind === 'redirectTo' && this.stack.length) this.unload(this.stack.pop()!);
    if (kind === 'reLaunch') while (this.stack.length) this.unload(this.stack.pop()!);
    const previous = this.stack[this.stack.length - 1];
    if (previous)
      this.guard(
        () => (previous.instance.onHide as Fn | undefined)?.call(previous.instance),
        `${previous.route}.onHide`,
      );
    const entry = this.createPage(route, query, config);
    this.stack.push(entry);
    entry.timing.load = performance.now();
    this.guard(
      () => (entry.instance.onLoad as Fn | undefined)?.call(entry.instance, this.toAppJson(JSON.stringify(query))),
      `${route}.onLoad`,
    );
    this.show(entry);
    // onReady follows the first render (the view layer's answer to the first setData).
    this.later(() => {
      if (!entry.unloaded) (entry.instance.onReady as Fn | undefined)?.call(entry.instance);
    }, `${route}.onReady`);
  }

  private show(entry: PageEntry): void {
    this.guard(() => (entry.instance.onShow as Fn | undefined)?.call(entry.instance), `${entry.route}.onShow`);
  }

  private unload(entry: PageEntry): void {
    this.guard(() => (entry.instance.onUnload as Fn | undefined)?.call(entry.instance), `${entry.route}.onUnload`);
    entry.unloaded = true;
  }

  private createPage(route: string, query: Record<string, string>, config: AppObject): PageEntry {
    const data = this.toAppJson(JSON.stringify(config.data ?? {})) as Record<string, unknown>;
    const instance = { ...config, data, route, __route__: route, options: query, is: route } as PageEntry['instance'];
    const entry: PageEntry = { route, query, instance, unloaded: false, timing: { load: 0, setData: [] } };
    Object.assign(instance, {
      setData: (payload: Record<string, unknown>, cb?: Fn) => this.setData(entry, payload, cb),
      getOpenerEventChannel: () => ({ emit() {}, on() {}, once() {}, off() {} }),
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => (this.context.wx as { createSelectorQuery: Fn }).createSelectorQuery(),
      createIntersectionObserver: () =>
        (this.context.wx as { createIntersectionObserver: Fn }).createIntersectionObserver(),
    });
    return entry;
  }

  private setData(entry: PageEntry, payload: Record<string, unknown>, cb?: Fn): void {
    if (entry.unloaded) return;
    if (!payload || typeof payload !== 'object') {
      this.report('error', 'wechat', `${entry.route}: setData expects an object, got ${typeof payload}`);
      return;
    }
    const { json, bytes, undefinedKeys } = serialisePayload(payload);
    for (const key of undefinedKeys)
      this.report('warn', 'wechat', `${entry.route}: Setting data field "${key}" to undefined is invalid.`);
    applySetData(entry.instance.data, this.toAppJson(json) as Record<string, unknown>);
    this.records.current.setData.push({ route: entry.route, bytes, keys: Object.keys(payload).length });
    entry.timing.setData.push({ at: performance.now(), bytes });
    this.lastActivity = Date.now();
    // The view layer answers a setData after it has rendered: the first answer is the first render.
    const first = entry.timing.firstRender === undefined && entry.timing.setData.length === 1;
    if (cb || first)
      this.later(() => {
        if (first) entry.timing.firstRender = performance.now();
        cb?.call(entry.instance);
      }, `${entry.route} setData callback`);
  }
}
