import { createCookieJar } from '@/platform/cookie-jar';
import { cookies, createDocumentCookies } from '@/platform/cookies';
import { cookies as weappCookies } from '@/platform/cookies.weapp';
import { createTaroStorage } from '@/platform/storage.weapp';
import { resetTaro } from '../support/taro';

function clearDocumentCookies() {
  for (const name of Object.keys(createDocumentCookies().all())) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  clearDocumentCookies();
  resetTaro();
});

it('H5 reads document.cookie on every call, URI-decoded', () => {
  expect(cookies.get('XSRF-TOKEN')).toBeUndefined();
  document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
  document.cookie = 'SASROID=r1; path=/';
  expect(cookies.get('XSRF-TOKEN')).toBe('abc==');
  expect(cookies.all()).toEqual({ 'XSRF-TOKEN': 'abc==', SASROID: 'r1' });
});

it('weapp reads the jar in storage', () => {
  expect(weappCookies.get('XSRF-TOKEN')).toBeUndefined();
  createCookieJar(createTaroStorage()).store('XSRF-TOKEN=w1; Path=/, SASRFRID=f2');
  expect(weappCookies.get('XSRF-TOKEN')).toBe('w1');
  expect(weappCookies.all()).toEqual({ 'XSRF-TOKEN': 'w1', SASRFRID: 'f2' });
});

it('the jar: expired cookies are not read; clear empties it', () => {
  let now = 1_000_000;
  const jar = createCookieJar(createTaroStorage(), () => now);
  jar.store(['A=1; Max-Age=10', 'B=2']);
  expect(jar.header()).toBe('A=1; B=2');
  now += 10_000;
  expect(jar.values()).toEqual({ B: '2' });
  jar.store(null);
  jar.store([]);
  expect(jar.header()).toBe('B=2');
  jar.clear();
  expect(jar.header()).toBe('');
});
