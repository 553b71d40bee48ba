/**
 * wx.request over real HTTP: calls to the build's API origin go to the reference server (other
 * hosts fail as outside WeChat's domain list), with WeChat's Referer; the answer comes back as
 * WeChat gives it, Set-Cookie included in the header (there is no cookie jar).
 */
import http from 'node:http';
import type { Opts, WxHost } from './wx';

const REQUEST_LIMIT_MS = 10_000;

export async function forward(host: WxHost, url: string, method: string, o: Opts): Promise<Record<string, unknown>> {
  if (!url.startsWith(`${host.appOrigin}/`)) throw new Error(`url not in domain list: ${url}`);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [k, v] of Object.entries((o.header as Record<string, unknown>) ?? {}))
    headers[k.toLowerCase()] = String(v);
  headers.referer = 'https://servicewechat.com/touristappid/devtools/page-frame.html';
  let target = host.serverOrigin + url.slice(host.appOrigin.length);
  let body: string | undefined;
  const data = o.data;
  if (method === 'GET' || method === 'HEAD') {
    if (data && typeof data === 'object') {
      const q = Object.entries(data as Record<string, unknown>).map(
        ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`,
      );
      if (q.length) target += (target.includes('?') ? '&' : '?') + q.join('&');
    }
  } else if (data !== undefined && data !== null) {
    body = typeof data === 'string' ? data : JSON.stringify(data);
  }
  const res = await send(target, method, headers, body);
  host.records.requests.push({ method, url, status: res.status });
  const header: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) {
    if (v === undefined) continue;
    // WeChat hands several Set-Cookie lines over as one comma-joined header.
    header[k === 'set-cookie' ? 'Set-Cookie' : k] = Array.isArray(v) ? v.join(',') : v;
  }
  let payload: unknown = res.body;
  if ((o.dataType ?? 'json') === 'json') {
    try {
      payload = JSON.parse(res.body);
    } catch {
      payload = res.body;
    }
  }
  return { statusCode: res.status, header, data: payload, cookies: [res.headers['set-cookie'] ?? []].flat() };
}

function send(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    // agent: false: no keep-alive socket holds the test server open after the run.
    const req = http.request(
      url,
      {
        method,
        agent: false,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_LIMIT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
