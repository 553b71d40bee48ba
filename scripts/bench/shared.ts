/**
 * What the bench groups (scripts/bench/*.ts) share: a budget line, the demo shopper's session made
 * through the API (signed in, an order placed, two lines in the cart), the routes a shopper visits,
 * and a plain static host for the built H5 app.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client } from '../../test/server/helpers';
import { API_BASE_PATH, type Cart, type CheckoutConfig } from '../../types/api';

export const ROOT = path.resolve(__dirname, '..', '..');
/** STOREFRONT_H5_DIR measures a build made elsewhere (TARO_OUTPUT_ROOT). */
export const H5_DIR = process.env.STOREFRONT_H5_DIR || path.join(ROOT, 'dist', 'h5');

/**
 * One figure beside its budget: `OK  ` or `OVER` first (bench.ts counts the OVER lines), the
 * label, the value, the budget. `budget` undefined: shown for information only.
 */
export function budgetLine(
  label: string,
  value: string,
  ok: boolean | undefined,
  budget = '',
  note = '',
  width = 46,
): string {
  const mark = ok === undefined ? '    ' : ok ? 'OK  ' : 'OVER';
  return `${mark}  ${label.padEnd(width)} ${value.padStart(10)}${budget ? `  / ${budget}` : ''}${note ? `  ${note}` : ''}`;
}

export const ms = (n: number) => `${Math.round(n)} ms`;

/** The demo shopper of the seed (README). */
export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

export interface ShopperSession {
  /** Cookie header of the signed-in demo shopper. */
  cookie: string;
  /** The cookies as name/value pairs (for a browser context). */
  cookies: { name: string; value: string }[];
  /**
   * Places an order (pickup, reserved) for its detail page, once; resolves its id. The shopper's
   * checkout choices are kept by the server from then on, so checkout step 1 must be measured first.
   */
  order(): Promise<string>;
}

interface ProductRow {
  id: number;
  /** Minor units. */
  price: number;
  hasOptions: boolean;
  available: boolean;
}

type Answer = { status: number; body: unknown; text: string };

async function ok<T>(what: string, p: Promise<Answer>): Promise<T> {
  const res = await p;
  if (res.status < 200 || res.status >= 300) throw new Error(`${what}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
  return res.body as T;
}

/** Empties the client's cart and puts two products in it (enough for the store's minimum order). */
async function twoLines(c: Client): Promise<void> {
  const products = await ok<ProductRow[]>(
    'products',
    c.get('/productManagement2/products?infiniteLoad=true&numberToLoad=40&startingPosition=0'),
  );
  const plain = products.filter((p) => p.available && !p.hasOptions).slice(0, 2);
  if (plain.length < 2) throw new Error('the seed has fewer than two products without options in stock');
  const cart = await ok<Cart>('cart', c.get('/shoppingManagement4/myCart'));
  for (const lineId of Object.keys(cart.lineItems)) {
    await ok('empty the cart', c.post('/shoppingManagement4/myCart/delete', { lineId }));
  }
  // the seed's minimum order is CA$10.00: the first line alone passes it
  const quantity = Math.min(20, Math.max(1, Math.ceil(1200 / Math.max(1, plain[0].price))));
  await ok('add to cart', c.post('/shoppingManagement4/myCart', { productId: plain[0].id, quantity }));
  await ok('add to cart', c.post('/shoppingManagement4/myCart', { productId: plain[1].id, quantity: 2 }));
}

async function reserveOrder(c: Client): Promise<string> {
  const config = await ok<CheckoutConfig>('checkout config', c.get('/shoppingManagement4/checkoutConfig'));
  const store = config.pickupLocations[0];
  await ok('pickup', c.post('/shoppingManagement4/updateOrderMethod', { orderMethod: 'PICKUP', locationId: store.id }));
  const day = config.pickupTimeSlots[0];
  await ok(
    'pickup time',
    c.post('/shoppingManagement4/orderPickupDateTime', { date: day.date, time: day.slots[0].start }),
  );
  await ok(
    'contact',
    c.post(
      `/shoppingManagement4/orderContactInfo?methodName=PICKUP&localStoreName=${encodeURIComponent(store.localStoreName)}`,
      { firstName: 'Demo', lastName: 'Shopper', email: DEMO.email, phone: '+1 416 555 0100' },
    ),
  );
  const order = await ok<{ orderID: string }>(
    'reserve',
    c.post('/shoppingManagement4/reserve', { idempotencyKey: `bench-${Date.now()}` }),
  );
  return String(order.orderID);
}

const cookiesOf = (c: Client) => [...c.jar].map(([name, value]) => ({ name, value }));

/**
 * The demo shopper signed in through the API with two lines in the cart and no checkout choices
 * (checkout opens on step 1); `order()` places an order when its detail page is measured.
 */
export async function demoShopper(origin: string): Promise<ShopperSession> {
  const c = await new Client(origin).prime();
  await ok('sign in', c.post('/common3/signon', DEMO));
  await twoLines(c);
  let placed: Promise<string> | undefined;
  return {
    cookie: c.cookieHeader(),
    cookies: cookiesOf(c),
    order: () => (placed ??= reserveOrder(c)),
  };
}

/** A new visitor (own session) with two lines in a guest cart: a fresh checkout every time. */
export async function guestWithCart(origin: string): Promise<{ name: string; value: string }[]> {
  const c = await new Client(origin).prime();
  await twoLines(c);
  return cookiesOf(c);
}

async function getJson<T>(origin: string, p: string): Promise<T> {
  const res = await fetch(`${origin}${API_BASE_PATH}/${p}`);
  if (!res.ok) throw new Error(`GET ${p}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

export interface ShopperRoute {
  label: string;
  /** `{order}` stands for the id of an order the demo shopper placed (ShopperSession.order). */
  path: string;
  /** Opened as the signed-in demo shopper. */
  signedIn?: boolean;
  /** Measured on every Lighthouse category, not performance alone (the filtered lists). */
  allCategories?: boolean;
}

interface FacetsAnswer {
  total: number;
  brands: { value: string; count: number }[];
  /** Minor units. */
  price: { min: number; max: number } | null;
}

/**
 * A product list and a search narrowed as a shopper narrows them (the `filters` extension): the
 * brand with the most products there, a price range inside what that brand spans, in stock, a
 * sort; the values read from the running store, so each list shows products.
 */
async function filteredRoutes(origin: string): Promise<ShopperRoute[]> {
  const facets = (q: string) => getJson<FacetsAnswer>(origin, `ext/filters/facets?${q}`);
  const top = (f: FacetsAnswer) => {
    const brand = [...f.brands].sort((a, b) => b.count - a.count)[0];
    if (!brand) throw new Error('the store has no brand to filter by');
    return brand.value;
  };
  const brand = top(await facets('categoryName=tea'));
  const span = (await facets(`categoryName=tea&brandName=${brand}`)).price;
  if (!span) throw new Error(`no price span for ${brand} teas`);
  // whole units inside the span, as a shopper types them
  const minPrice = Math.ceil(span.min / 100) * 100;
  const maxPrice = Math.max(minPrice, Math.floor(span.max / 100) * 100);
  const listQuery = `categoryName=tea&brandName=${brand}&minPrice=${minPrice}&maxPrice=${maxPrice}`;
  const searchBrand = top(await facets('searchStr=tea'));
  const shown = [
    (await facets(listQuery)).total,
    (await facets(`searchStr=tea&brandName=${searchBrand}&inStock=true`)).total,
  ];
  if (shown.some((n) => n === 0)) throw new Error(`a filtered list would show nothing (${shown.join(', ')})`);
  return [
    {
      label: 'filtered product list',
      path: `/store/productlist?cat=tea&brand=${brand}&minPrice=${minPrice}&maxPrice=${maxPrice}&sort=priceUp`,
      allCategories: true,
    },
    {
      label: 'filtered search',
      path: `/store/search?searchStr=tea&brand=${searchBrand}&inStock=1`,
      allCategories: true,
    },
  ];
}

/** Every shopper route, with ids read from the running store. */
export async function shopperRoutes(origin: string): Promise<ShopperRoute[]> {
  const [first] = await getJson<{ id: number }[]>(
    origin,
    'productManagement2/products?numberToLoad=1&startingPosition=0',
  );
  const campaigns = await getJson<{ id: number }[]>(origin, 'common3/campaign/fissionList');
  if (!first) throw new Error('the store has no product');
  if (!campaigns[0]) throw new Error('the store has no group-buy campaign');
  return [
    { label: 'home', path: '/' },
    { label: 'all products', path: '/store/productlist?cat=all' },
    { label: 'product', path: `/store/product/${first.id}` },
    { label: 'search', path: '/store/search?searchStr=tea' },
    { label: 'category (menu)', path: '/store/productlist?cat=tea' },
    ...(await filteredRoutes(origin)),
    { label: 'cart, two lines', path: '/checkout/cart', signedIn: true },
    { label: 'checkout step 1', path: '/checkout/checkout', signedIn: true },
    { label: 'Sign In', path: '/account/login' },
    { label: 'Register', path: '/account/signup' },
    { label: 'My Account', path: '/user/list', signedIn: true },
    { label: 'order detail', path: '/user/orders?orderID={order}', signedIn: true },
    { label: 'campaign list', path: '/store/groupCampaigns' },
    { label: 'campaign', path: `/store/groupCampaign?id=${campaigns[0].id}` },
    { label: 'content page', path: '/about' },
  ];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Paths the app's server answers itself (the API, pictures, the sandbox pay page): forwarded. */
const FORWARDED = /^\/(api|media|static-assets|sandbox)\//;

export interface StaticHost {
  base: string;
  close(): Promise<void>;
}

/**
 * A plain static host for the built H5 app, as a CDN would serve it: the files as built, gzip for
 * text, every other path answered with index.html as built (the neutral shell, no server-drawn
 * content, no app info block). The API and pictures are forwarded to `apiOrigin` (the app calls
 * its own origin: a deployment puts both behind one host).
 */
export async function startStaticHost(apiOrigin: string, dir = H5_DIR): Promise<StaticHost> {
  const gz = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (FORWARDED.test(url.pathname)) {
      const target = new URL(req.url ?? '/', apiOrigin);
      const fwd = http.request(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      fwd.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(fwd);
      return;
    }
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    const ext = path.extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const hashed = /\.[0-9a-f]{8,}\./.test(path.basename(file));
    const headers: http.OutgoingHttpHeaders = {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const text = /^(text|application\/(json|manifest)|image\/svg)/.test(type);
    if (text && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let body = gz.get(file);
      if (!body) {
        body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
        gz.set(file, body);
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('static host has no address');
  return {
    base: `http://127.0.0.1:${addr.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
