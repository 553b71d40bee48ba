/**
 * The headless mini-program with its server: the built package (dist/weapp) booted in a WeChat-like
 * runtime against the reference server (temporary database, real HTTP), its pages rendered by
 * WeChat's WXML compiler, and a shopper's taps and typing sent through the page's event handler as
 * WeChat's view layer sends them.
 *
 *   const app = await startWeapp();
 *   await app.open('/pages/store/product/index?id=1');
 *   expect(app.text()).toContain('Add to cart');
 *   await app.tap('Add to cart');
 *   app.close();
 */
import path from 'node:path';
import { startServer, type TestServer } from '../../server/helpers';
import { WEAPP_DIR } from '../packages';
import { Renderer } from './render';
import { MiniProgram, type PageEntry } from './runtime';
import { en } from '../../../src/i18n/en';
import {
  ancestry,
  ariaOf,
  attrText,
  datasetOf,
  findAll,
  handlerOf,
  hasClass,
  matches,
  outline,
  targets,
  textOf,
  type Matcher,
  type RNode,
} from './tree';
import type { NavKind } from './wx';

export { SET_DATA_LIMIT_BYTES } from './records';
export * from './tree';

/** The origin the weapp build calls (package.json's build:weapp default). */
export const BUILD_API_ORIGIN = process.env.TARO_APP_API_ORIGIN || 'http://127.0.0.1:8080';

let renderer: Renderer | undefined;

/** One wcc compile per test file: the package does not change during a run. */
function sharedRenderer(dir: string): Renderer {
  if (!renderer || renderer.dir !== dir) renderer = new Renderer(dir);
  return renderer;
}

export interface WeappSession {
  readonly mp: MiniProgram;
  readonly server: TestServer;
  /** The current page, opened by the app or by `open`. */
  readonly page: PageEntry;
  open(url: string, kind?: NavKind): Promise<PageEntry>;
  /** The current page rendered by wcc with its data now. */
  view(): RNode;
  text(): string;
  /** Taps the innermost tappable node whose accessible name or text matches (first, or `nth`). */
  tap(what: Matcher | RNode, nth?: number): Promise<void>;
  /** Types into an input (matched by its placeholder or accessible name) as WeChat's input event. */
  input(what: Matcher | RNode, value: string): Promise<void>;
  /** Sends any event (tap, input, change, confirm, blur, ...) to a node, bubbling as WeChat does. */
  dispatch(node: RNode, type: string, detail?: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** The page to launch on (default: app.json's first), as a share link or a scan would. */
  url?: string;
  /** A running reference server to share (left running on close); default: a fresh one. */
  server?: TestServer;
  dir?: string;
}

export async function startWeapp({ url, server: shared, dir = WEAPP_DIR }: StartOptions = {}): Promise<WeappSession> {
  const server = shared ?? (await startServer());
  const stopServer = () => (shared ? Promise.resolve() : server.close());
  const mp = new MiniProgram({ dir: path.resolve(dir), appOrigin: BUILD_API_ORIGIN, serverOrigin: server.origin });
  const render = sharedRenderer(path.resolve(dir));
  let closed = false;

  const view = () => render.render(mp.current.route, mp.current.instance.data);

  const dispatch = async (node: RNode, type: string, detail: Record<string, unknown> = {}) => {
    const page = mp.current;
    mp.begin(`${type} on ${page.route}: ${textOf(node).slice(0, 40) || attrText(node.attr.id)}`);
    const target = { id: node.attr.id ?? '', dataset: datasetOf(node), offsetLeft: 0, offsetTop: 0 };
    const timeStamp = Date.now();
    let handled = false;
    // WeChat bubbles the event from the node up, to every ancestor that binds it, until a catch.
    for (const n of ancestry(node)) {
      const handler = handlerOf(n, type);
      if (!handler) continue;
      const fn = page.instance[handler.name];
      if (typeof fn !== 'function') throw new Error(`${page.route} has no handler ${handler.name} for ${type}`);
      const event = {
        type,
        timeStamp,
        target,
        currentTarget: { id: n.attr.id ?? '', dataset: datasetOf(n) },
        detail,
        touches: [],
        changedTouches: [],
        mut: false,
      };
      mp.runEvent(() =>
        mp.guard(
          () => (fn as (e: unknown) => unknown).call(page.instance, mp.toApp(event)),
          `${page.route}.${handler.name}(${type})`,
        ),
      );
      handled = true;
      if (handler.capture) break;
    }
    if (!handled)
      throw new Error(`nothing on ${page.route} handles ${type} on <${node.tag} .${attrText(node.attr.class)}>`);
    await mp.settle(`${type} on ${page.route}`);
  };

  const pick = (
    what: Matcher | RNode,
    type: string,
    nth: number,
    find: (root: RNode, m: Matcher) => RNode[],
  ): RNode => {
    if (typeof what === 'object' && !(what instanceof RegExp)) return what;
    const root = view();
    const found = find(root, what);
    if (!found[nth]) {
      throw new Error(
        `no node to ${type} matching ${String(what)} on ${mp.current.route} (${found.length} found). The page:\n${outline(root)}`,
      );
    }
    return found[nth];
  };

  try {
    await mp.launch(url);
  } catch (e) {
    mp.close();
    await stopServer();
    throw new Error(`the mini-program did not launch: ${(e as Error).message}\n${mp.records.problems().join('\n')}`);
  }

  return {
    mp,
    server,
    get page() {
      return mp.current;
    },
    open: (u, kind = 'reLaunch') => mp.open(kind, u),
    view,
    text: () => textOf(view()),
    tap: (what, nth = 0) =>
      dispatch(
        pick(what, 'tap', nth, (root, m) => targets(root, m, 'tap')),
        'tap',
        { x: 0, y: 0 },
      ),
    input: (what, value) =>
      dispatch(
        pick(what, 'input', 0, (root, m) => targets(root, m, 'input')),
        'input',
        { value, cursor: value.length, keyCode: 0 },
      ),
    dispatch,
    async close() {
      if (closed) return;
      closed = true;
      mp.close();
      await stopServer();
    },
  };
}

/** The page's main region (the shell's header, footer and closed modals left out). */
export const mainRegion = (app: WeappSession): RNode =>
  findAll(app.view(), (n) => n.attr.id === 'main')[0] ?? app.view();

/** On the Sign In page: the demo shopper signs in; throws unless My Account opens. */
export async function signInAsDemo(app: WeappSession): Promise<void> {
  await app.input(/^Email/, 'demo@example.com');
  await app.input(/^Password/, 'demo1234');
  await app.tap(targets(mainRegion(app), en.istore_header_sign_in).pop()!);
  if (app.page.route !== 'pages/user/list/index')
    throw new Error(`signing in the demo shopper ended on ${app.page.route}:\n${outline(app.view())}`);
}

/** The nodes of a role (and an accessible name or text matching `name`) under `root`. */
export const byRole = (root: RNode, role: string, name?: Matcher): RNode[] =>
  findAll(root, (n) => ariaOf(n).role === role && (name === undefined || matches(ariaOf(n).label ?? textOf(n), name)));

/** Taps the `nth` radio that is not disabled in the radio group named `group`. */
export async function choose(app: WeappSession, group: Matcher, nth = 0): Promise<void> {
  const [g] = byRole(mainRegion(app), 'radiogroup', group);
  if (!g) throw new Error(`no radio group ${String(group)} on ${app.page.route}:\n${textOf(mainRegion(app))}`);
  const radio = byRole(g, 'radio').filter((r) => ariaOf(r).disabled !== 'true' && !hasClass(r, 'is-disabled'))[nth];
  await app.tap(radio);
}

/**
 * On the checkout page, a first checkout: pickup at the first store, date and time, Mei's details,
 * on to the payment page, WeChat Pay chosen.
 */
export async function pickupToPayment(app: WeappSession): Promise<void> {
  await app.tap('Pick up in store');
  await choose(app, /^Store/);
  await choose(app, /^Pickup date/);
  await choose(app, /^Time/);
  await app.tap('Continue');
  await app.input(/^First name/, 'Mei');
  await app.input(/^Last name/, 'Shopper');
  await app.input(/^Email/, 'mei@example.com');
  await app.input(/^Phone/, '416 555 0123');
  await app.tap('Continue');
  await app.tap(/Continue to payment/);
  if (app.page.route !== 'pages/checkout/payment/index')
    throw new Error(`Continue to payment ended on ${app.page.route}:\n${textOf(mainRegion(app))}`);
  await app.tap(/WeChat Pay/);
}
