/**
 * WebKit: WebKitGTK's MiniBrowser through its own WebDriver (`WebKitWebDriver`, classic WebDriver,
 * no BiDi), under an Xvfb display this file starts on a free display number (without a display
 * session creation hangs). Page errors are recorded by a script the engine proxy puts at the top of
 * every page (ERROR_HOOK): classic WebDriver cannot listen to the console.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Builder, Key, error, type WebDriver, type WebElement } from 'selenium-webdriver';
import { RESULTS_DIR } from '../harness';
import { WAIT_MS, call, describeQuery, findInPage, toWire, until, type Driver, type Query } from './driver';

export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver';

/**
 * Installed first on every page: keeps uncaught errors, rejected promises, console.error calls and
 * CSP violations in sessionStorage (so they outlive a navigation) for errors() to read.
 */
export const ERROR_HOOK = `(function () {
  var KEY = '__engineErrors';
  function keep(s) {
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(String(s).slice(0, 2000));
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch (e) {}
  }
  addEventListener('error', function (e) {
    if (e.error || e.message) keep('pageerror: ' + (e.error && e.error.stack ? e.error.stack : e.message));
  });
  addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    keep('pageerror: unhandled rejection ' + (r && r.stack ? r.stack : r));
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    keep('console.error: CSP ' + e.violatedDirective + ' blocked ' + e.blockedURI);
  });
  var original = console.error;
  console.error = function () {
    keep('console.error: ' + Array.prototype.map.call(arguments, String).join(' '));
    return original.apply(console, arguments);
  };
})();`;

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

async function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

export interface WebKitServer {
  readonly url: string;
  stop(): Promise<void>;
}

function stopProcess(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.once('exit', () => resolve());
    p.kill('SIGTERM');
  });
}

/** Xvfb on a display number it picks itself (-displayfd), then WebKitWebDriver on a free port. */
export async function startWebKitServer(): Promise<WebKitServer> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let driverProc: ChildProcess | undefined;
  try {
    const display = await new Promise<string>((resolve, reject) => {
      let buf = '';
      xvfb.stdio[3]!.on('data', (d: Buffer) => {
        buf += d.toString();
        if (buf.includes('\n')) resolve(buf.trim());
      });
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it chose a display`)));
    });
    const port = await freePort();
    driverProc = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: `:${display}` },
      stdio: 'ignore',
    });
    await until('WebKitWebDriver to listen', () => portOpen(port), 10_000);
    const wd = driverProc;
    return {
      url: `http://127.0.0.1:${port}`,
      async stop() {
        await stopProcess(wd);
        await stopProcess(xvfb);
      },
    };
  } catch (e) {
    if (driverProc) await stopProcess(driverProc);
    await stopProcess(xvfb);
    throw e;
  }
}

/** A new MiniBrowser session (its own cookies and storage), `width` wide (447 px at the narrowest). */
export async function webkitSession(server: WebKitServer, width: number, userAgent?: string): Promise<WebDriver> {
  const args = ['--automation'];
  if (userAgent) args.push(`--user-agent=${userAgent}`);
  const wd = await new Builder()
    .usingServer(server.url)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } })
    .build();
  await wd.manage().window().setRect({ width, height: 900 });
  await wd.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
  return wd;
}

export function webkitDriver(wd: WebDriver): Driver {
  async function element(q: Query, timeoutMs = WAIT_MS): Promise<WebElement> {
    const src = `return ${call(findInPage, [toWire(q)])};`;
    return until(
      describeQuery(q),
      async () => (await wd.executeScript<WebElement | null>(src)) ?? undefined,
      timeoutMs,
    );
  }

  async function tap(el: WebElement): Promise<void> {
    await wd.executeScript('arguments[0].scrollIntoView({ block: "center" });', el);
    try {
      // something over it for a moment (the HTML shell's last frames): tapped again, as a shopper
      // would, for up to 2 s, as Playwright waits for the element to take the tap
      for (let tries = 0; ; tries++) {
        try {
          await el.click();
          break;
        } catch (e) {
          if (!(e instanceof error.ElementClickInterceptedError) || tries >= 20) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    } catch {
      // a visually hidden input (a styled radio): tap its label, as a shopper does
      const label = await wd.executeScript<WebElement | null>(
        'return arguments[0].labels?.[0] ?? arguments[0].closest("label");',
        el,
      );
      if (label) await label.click();
      else await wd.executeScript('arguments[0].click();', el);
    }
  }

  return {
    engine: 'webkit',
    async goto(url) {
      await wd.get(url);
    },
    async reload() {
      await wd.navigate().refresh();
    },
    async back() {
      await wd.navigate().back();
    },
    currentUrl: () => wd.getCurrentUrl(),
    async evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T> {
      // executeAsyncScript: the function may return a promise
      const res = await wd.executeAsyncScript<{ ok?: T; error?: string }>(
        `const done = arguments[arguments.length - 1];
         Promise.resolve(${call(fn, args)}).then((v) => done({ ok: v === undefined ? null : v }), (e) => done({ error: String(e) }));`,
      );
      if (res.error) throw new Error(res.error);
      return res.ok as T;
    },
    async click(q) {
      await tap(await element(q));
    },
    async type(q, text) {
      const el = await element(q);
      await tap(el);
      await wd.executeScript('arguments[0].select && arguments[0].select();', el);
      await el.sendKeys(Key.BACK_SPACE);
      await el.sendKeys(text);
    },
    async pressEnter(q) {
      await (await element(q)).sendKeys(Key.ENTER);
    },
    async waitFor(q, timeoutMs) {
      await element(q, timeoutMs);
    },
    count: async (q) => (await wd.executeScript<unknown[]>(`return ${call(findInPage, [toWire(q), true])};`)).length,
    async text(q) {
      const el = await element(q);
      return String(await wd.executeScript('return arguments[0].innerText;', el)).trim();
    },
    async screenshot(name) {
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      const file = path.join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
      // a screenshot right after a change can show the frame before it
      await wd.executeAsyncScript(
        'const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));',
      );
      fs.writeFileSync(file, Buffer.from(await wd.takeScreenshot(), 'base64'));
      return file;
    },
    async errors() {
      return wd.executeScript<string[]>(
        'try { return JSON.parse(sessionStorage.getItem("__engineErrors") || "[]"); } catch (e) { return []; }',
      );
    },
    async close() {
      await wd.quit();
    },
  };
}
