import { MediaCache, keepFor } from '../../server/web/media-cache';

describe('which forwarded pictures the web server keeps, and how long', () => {
  test.each([
    [200, { 'cache-control': 'public, max-age=604800' }, 300_000],
    [200, { 'cache-control': 'public, max-age=60' }, 60_000],
    [200, { 'cache-control': 'public, max-age=31536000, immutable' }, 300_000],
    [200, { 'cache-control': 'max-age=600' }, 0],
    [200, { 'cache-control': 'private, max-age=600' }, 0],
    [200, { 'cache-control': 'public, no-store' }, 0],
    [200, { 'cache-control': 'public' }, 0],
    [200, {}, 0],
    [200, { 'cache-control': 'public, max-age=600', 'set-cookie': ['a=1'] }, 300_000],
    [404, { 'cache-control': 'public, max-age=600' }, 0],
    [206, { 'cache-control': 'public, max-age=600' }, 0],
  ] as [number, Record<string, string | string[]>, number][])('%d %j: kept %d ms', (status, headers, ms) => {
    expect(keepFor(status, headers, 300_000)).toBe(ms);
  });

  test('the asker’s Set-Cookie is not kept with the picture', () => {
    const cache = new MediaCache();
    const headers = { 'cache-control': 'public, max-age=600', 'set-cookie': ['XSRF-TOKEN=abc'] };
    cache.put('p', 200, headers, { ...headers, 'content-type': 'image/svg+xml' }, Buffer.from('<svg/>'));
    expect(cache.get('p')?.headers).toEqual({
      'cache-control': 'public, max-age=600',
      'content-type': 'image/svg+xml',
    });
  });

  test('kept until it expires; the least recently used goes first when the room is full', () => {
    let now = 0;
    const cache = new MediaCache({ maxAgeMs: 1000, maxTotalBytes: 10, now: () => now });
    const ok = { 'cache-control': 'public, max-age=600' };
    cache.put('a', 200, ok, {}, Buffer.alloc(4));
    cache.put('b', 200, ok, {}, Buffer.alloc(4));
    expect(cache.get('a')?.body.length).toBe(4); // a is now the most recently used
    cache.put('c', 200, ok, {}, Buffer.alloc(4)); // no room for three: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.put('big', 200, ok, {}, Buffer.alloc(11)); // over the whole room: not kept
    expect(cache.get('big')).toBeUndefined();
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
