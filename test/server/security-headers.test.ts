/**
 * Security headers (defect 4): the app, the API, files and the sandbox pay page all
 * forbid framing, MIME sniffing and cross-origin referrer paths; HTML runs under a CSP without
 * inline scripts; the pay page's inline style is allowed by its hash only.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { PaymentRequestResponse } from '../../types/api';
import { PAY_PAGE_STYLE } from '../../server/api/sandbox/pay-page';
import { taroRuntimeStyles } from '../../server/shared/runtime-styles';
import { Client, startServer, tempDir, type TestServer } from './helpers';
import { SM, placeOrder } from './checkout-helpers';

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-headers-');
  // the real shell (src/index.html): its inline styles are what the policy must name
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8'),
  );
  server = await startServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k, v]),
  );
}

function expectCommon(h: Headers): void {
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('x-frame-options')).toBe('DENY');
  expect(directives(h.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
}

describe('security headers', () => {
  test('the app shell: a CSP with scripts from our origin only, inline styles only by the hash of what it serves', async () => {
    for (const p of ['/', '/store/productlist', '/checkout/payment']) {
      const res = await new Client(server.origin).raw('GET', p, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expectCommon(res.headers);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      const styleSrc = csp.get('style-src') ?? [];
      expect(styleSrc[0]).toBe("'self'");
      expect(styleSrc).not.toContain("'unsafe-inline'");
      expect(styleSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toBe(true);
      // each inline <style> of this very HTML (critical CSS, the store's theme) is named by its hash
      const styles = [...res.text.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      expect(styles.length).toBeGreaterThanOrEqual(2);
      for (const text of styles)
        expect(styleSrc).toContain(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
    }
  });

  test("Taro's run-time router styles are named by hash, taken from the installed router", async () => {
    const styles = taroRuntimeStyles();
    // the rule that hides stacked pages: without it every page of the history would show at once
    const router = styles.find((t) => t.includes('.taro_router {') && t.includes('.taro_page_shade'));
    expect(router).toBeDefined();
    expect(styles.some((t) => t.includes('.taro-navigation-bar-show'))).toBe(true);
    const res = await new Client(server.origin).raw('GET', '/store/productlist', { headers: { accept: 'text/html' } });
    const styleSrc = directives(res.headers.get('content-security-policy')).get('style-src') ?? [];
    for (const text of styles)
      expect(styleSrc).toContain(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`);
  });

  test('a revalidated page (304) does not bring the resource policy to the cached page', async () => {
    const c = new Client(server.origin);
    const first = await c.raw('GET', '/', { headers: { accept: 'text/html' } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch makes every conditional request unconditional
    const again = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${server.origin}/`, { headers: { accept: 'text/html', 'if-none-match': etag! } }, (res) => {
          res.resume();
          resolve(res);
        })
        .on('error', reject);
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-frame-options']).toBe('DENY');
  });

  test('API answers (success and error) and server images', async () => {
    const c = new Client(server.origin);
    for (const res of [
      await c.get('/common3/appInfoInit'),
      await c.get('/no/such/call'),
      await c.raw('GET', '/static-assets/logo.svg'),
    ]) {
      expectCommon(res.headers);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(directives(res.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
    }
  });

  test('the sandbox pay page cannot be framed and allows only its own style, by hash', async () => {
    const { client, order } = await placeOrder(server);
    const { payUrl } = (await client.post(`${SM}/requestOPayH5Payment`, { orderID: order.orderID }))
      .body as PaymentRequestResponse;
    const page = await client.raw('GET', payUrl);
    expect(page.status).toBe(200);
    expectCommon(page.headers);
    const csp = directives(page.headers.get('content-security-policy'));
    const hash = crypto.createHash('sha256').update(PAY_PAGE_STYLE).digest('base64');
    expect(csp.get('style-src')).toEqual([`'sha256-${hash}'`]);
    expect(page.text).toContain(`<style>${PAY_PAGE_STYLE}</style>`);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });
});
