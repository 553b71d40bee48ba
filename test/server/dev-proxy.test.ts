/**
 * `npm run dev:h5` serves the app on :10086 and proxies to `npm run server`: every path the
 * reference server answers outside the app itself must be proxied, or the dev app loses it (the
 * sandbox pay page, product images, logos). The server's routes are listed as it registers them.
 */
import devConfig, { SERVER_PATHS } from '../../config/dev';
import { buildServer } from '../../server/api/app';
import { SANDBOX_PAY_PATH } from '../../server/api/models/payment';
import { API_BASE_PATH } from '../../types/api';

async function serverRoutes(): Promise<string[]> {
  const app = buildServer({ dbFile: ':memory:', env: {} });
  const urls = new Set<string>();
  app.addHook('onRoute', (route) => {
    urls.add(route.url);
  });
  await app.ready();
  await app.close();
  return [...urls];
}

const proxy = devConfig.h5.devServer.proxy as Record<string, string>;
const proxied = (url: string) => Object.keys(proxy).some((prefix) => url.startsWith(prefix));

it('every route of the server outside the app is proxied to it', async () => {
  const urls = await serverRoutes();
  // the list is real: the API, the pay page, the images and the logos are all there
  for (const sample of [
    `${API_BASE_PATH}/common3/appInfoInit`,
    `${SANDBOX_PAY_PATH}/:channel/:orderID`,
    '/media/products/:file',
    '/media/categories/:file',
  ]) {
    expect(urls).toContain(sample);
  }
  expect(urls.some((u) => u.startsWith('/static-assets/'))).toBe(true);
  // /healthz is the API's liveness probe for its own load balancer: the app never calls it
  const forTheApp = urls.filter((u) => u !== '/healthz');
  expect(urls).toContain('/healthz');
  expect(forTheApp.filter((u) => !proxied(u))).toEqual([]);
});

it('to the server `npm run server` starts, and nothing the app routes itself', () => {
  for (const prefix of SERVER_PATHS) expect(proxy[prefix]).toBe('http://127.0.0.1:8080');
  for (const appPath of ['/', '/store/productlist', '/checkout/cart', '/confirmation/100001', '/media', '/sandbox']) {
    expect(proxied(appPath)).toBe(false);
  }
});
