/**
 * Every page of the app answers its page, with its Open Graph tags, to any GET that is not an API
 * or file request: link-preview bots, uptime monitors, curl and WeChat's fetcher ask with `*\/*`
 * or no Accept at all, not with text/html, and a shared link must not preview as an error. And a
 * page load writes nothing to the log at the default level (warn): the mail lines the README
 * points to stay readable.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Client, startServer, tempDir, type TestServer } from './helpers';

const INDEX = '<!doctype html><html><head><title>Storefront</title></head><body><div id="app"></div></body></html>';

/** What the common fetchers send (user agent, Accept; undefined: no Accept header at all). */
const FETCHERS: Array<{ name: string; ua: string; accept: string | undefined }> = [
  {
    name: 'Facebook',
    ua: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    accept: '*/*',
  },
  { name: 'Twitter/X', ua: 'Twitterbot/1.0', accept: '*/*' },
  { name: 'Slack', ua: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', accept: '*/*' },
  { name: 'Telegram', ua: 'TelegramBot (like TwitterBot)', accept: undefined },
  { name: 'WhatsApp', ua: 'WhatsApp/2.23.20.0 A', accept: '*/*' },
  {
    name: 'WeChat',
    ua: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 MicroMessenger/8.0.40',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/wxpic,image/sharpp,image/apng,*/*;q=0.8',
  },
  { name: 'curl', ua: 'curl/8.5.0', accept: '*/*' },
  { name: 'no Accept, no user agent', ua: '', accept: undefined },
];

/** A GET with exactly these headers (fetch always adds an Accept of its own). */
function get(
  origin: string,
  urlPath: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${urlPath}`, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }));
    });
    req.on('error', reject);
  });
}

const logLines: string[] = [];
let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDir('storefront-page-requests-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.mkdirSync(path.join(staticDir, 'js'));
  fs.writeFileSync(path.join(staticDir, 'js', 'app.3f9c2a1b.js'), 'console.log("app")');
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  // the level `npm start` and `serve:web` log at (server/web/main.ts: LOG_LEVEL, warn)
  server = await startServer({ staticDir, web: { logger: { level: 'warn', stream } } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('page addresses answer their page to every fetcher', () => {
  test.each(FETCHERS)('$name gets a product page with its Open Graph tags', async ({ ua, accept }) => {
    const headers: Record<string, string> = {};
    if (ua) headers['user-agent'] = ua;
    if (accept !== undefined) headers.accept = accept;
    const res = await get(server.origin, '/store/product/1', headers);
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/html');
    expect(res.text).toMatch(/<meta property="og:title" content="[^"]+ \| Maple &amp; Jade Market">/);
    expect(res.text).toContain('<meta property="og:type" content="product">');
  });

  test.each(FETCHERS)('$name gets the pages of every area, not a 404', async ({ ua, accept }) => {
    const headers: Record<string, string> = {};
    if (ua) headers['user-agent'] = ua;
    if (accept !== undefined) headers.accept = accept;
    for (const p of [
      '/store/productlist?cat=tea',
      '/store/groupCampaign?id=1',
      '/account/signup?rid=abc123',
      '/user/orders',
      '/confirmation/12',
      '/about',
    ]) {
      const res = await get(server.origin, p, headers);
      expect({ p, status: res.status }).toEqual({ p, status: 200 });
      expect(res.text).toContain('<meta property="og:site_name" content="Maple &amp; Jade Market">');
    }
  });

  test('files that do not exist are 404, whatever the client accepts', async () => {
    for (const accept of ['*/*', 'text/html,*/*;q=0.8']) {
      const res = await get(server.origin, '/js/missing.3f9c2a1b.js', { accept });
      expect(res.status).toBe(404);
      expect(res.type).toContain('application/json');
    }
    expect((await get(server.origin, '/favicon-old.png', {})).status).toBe(404);
    expect((await get(server.origin, '/js/app.3f9c2a1b.js', { accept: '*/*' })).status).toBe(200);
  });

  test('a client asking for JSON only, and API paths, get the JSON 404', async () => {
    const json = await get(server.origin, '/store/product/1', { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(JSON.parse(json.text).errors[0].code).toBe('NOT_FOUND');
    const api = await get(server.origin, '/api/istore/client/nope', { accept: '*/*' });
    expect(api.status).toBe(404);
    expect(api.type).toContain('application/json');
  });

  test('HEAD of a page answers 200 (uptime monitors)', async () => {
    const res = await new Client(server.origin).raw('HEAD', '/store/productlist', { headers: { accept: '*/*' } });
    expect(res.status).toBe(200);
  });
});

describe('the log', () => {
  test('page loads write nothing at the default level', async () => {
    logLines.length = 0;
    const client = new Client(server.origin);
    const page = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
    for (const p of ['/', '/index.html', '/store/product/1', '/store/productlist', '/user/list', '/no/such/page']) {
      const res = await client.raw('GET', p, page);
      expect(res.status).toBeLessThan(500);
    }
    // a page requested again with its ETag: the 304
    const first = await client.raw('GET', '/store/product/2', page);
    const etag = first.headers.get('etag') ?? '';
    const again = await client.raw('GET', '/store/product/2', { headers: { ...page.headers, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await client.raw('GET', '/js/missing.js', { headers: { accept: '*/*' } });
    // a log line is written as the request ends: one more request, answered, comes after it
    await client.raw('GET', '/js/app.3f9c2a1b.js');
    expect(logLines).toEqual([]);
  });
});
