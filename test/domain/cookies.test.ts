import {
  applySetCookie,
  cookieHeader,
  cookieValues,
  parseCookieHeader,
  parseSetCookie,
  splitSetCookieHeader,
} from '@/domain/cookies';
import type { CookieJar } from '@/domain/cookies';

const NOW = Date.UTC(2026, 0, 1);

describe('parseCookieHeader', () => {
  it.each<[string | null, Record<string, string>]>([
    ['a=1; b=2', { a: '1', b: '2' }],
    ['a=1;b=x=y', { a: '1', b: 'x=y' }],
    ['a=1; a=2', { a: '1' }],
    ['XSRF-TOKEN=abc; SASROID=r1', { 'XSRF-TOKEN': 'abc', SASROID: 'r1' }],
    ['junk; =v; k=', { k: '' }],
    ['', {}],
    [null, {}],
  ])('%j', (header, expected) => {
    expect(parseCookieHeader(header)).toEqual(expected);
  });
  it('a cookie named __proto__ is a plain key', () => {
    const parsed = parseCookieHeader('__proto__=x; a=1');
    expect(Object.keys(parsed)).toEqual(['__proto__', 'a']);
    expect(parsed.__proto__).toBe('x');
  });
});

describe('splitSetCookieHeader: WeChat joins Set-Cookie with ", "', () => {
  it.each([
    ['a=1', ['a=1']],
    ['a=1, b=2', ['a=1', 'b=2']],
    [
      'SESSION=s1; Path=/; HttpOnly, XSRF-TOKEN=t1; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/',
      ['SESSION=s1; Path=/; HttpOnly', 'XSRF-TOKEN=t1; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/'],
    ],
    [
      'a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT, b=2; Expires=Fri, 01 Jan 2027 00:00:00 GMT',
      ['a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'b=2; Expires=Fri, 01 Jan 2027 00:00:00 GMT'],
    ],
    ['list=x,y; Path=/', ['list=x,y; Path=/']],
  ])('%j', (header, expected) => {
    expect(splitSetCookieHeader(header)).toEqual(expected);
  });
});

describe('parseSetCookie', () => {
  it('reads attributes case-insensitively', () => {
    expect(
      parseSetCookie('SESSION=s1; path=/; HTTPONLY; Secure; SameSite=Lax; Max-Age=3600; Domain=shop.example'),
    ).toEqual([
      {
        name: 'SESSION',
        value: 's1',
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        maxAge: 3600,
        domain: 'shop.example',
      },
    ]);
  });
  it.each<[string | string[], { name: string; value: string; expires?: number; maxAge?: number }[]]>([
    ['a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT', [{ name: 'a', value: '1', expires: Date.UTC(2026, 9, 21, 7, 28) }]],
    ['a=1; Expires=not a date', [{ name: 'a', value: '1' }]],
    ['a=; Max-Age=0', [{ name: 'a', value: '', maxAge: 0 }]],
    ['a=1; Max-Age=-5', [{ name: 'a', value: '1', maxAge: -5 }]],
    ['a=1; Max-Age=abc', [{ name: 'a', value: '1' }]],
    [
      ['a=1', 'b=2, c=3'],
      [
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
        { name: 'c', value: '3' },
      ],
    ],
    ['novalue', []],
    ['=x', []],
  ])('%j', (header, expected) => {
    expect(parseSetCookie(header)).toEqual(expected.map((c) => expect.objectContaining(c)));
    expect(parseSetCookie(header)).toHaveLength(expected.length);
  });
});

describe('applySetCookie and cookieHeader', () => {
  const jar: CookieJar = {
    keep: { value: 'k' },
    old: { value: 'o', expiresAt: NOW - 1 },
    later: { value: 'l', expiresAt: NOW + 60_000 },
  };
  it.each<[string, string, Record<string, string>]>([
    ['expired cookies are dropped', '', { keep: 'k', later: 'l' }],
    ['a new session cookie', 'a=1', { keep: 'k', later: 'l', a: '1' }],
    ['replace a value', 'keep=k2', { keep: 'k2', later: 'l' }],
    ['Max-Age=0 deletes', 'keep=; Max-Age=0', { later: 'l' }],
    ['a past Expires deletes', 'later=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT', { keep: 'k' }],
    [
      'Max-Age wins over a past Expires',
      'b=2; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=60',
      { keep: 'k', later: 'l', b: '2' },
    ],
    ['joined header', 'keep=; Max-Age=0, c=3; Expires=Fri, 01 Jan 2027 00:00:00 GMT', { later: 'l', c: '3' }],
  ])('%s', (_name, header, expected) => {
    expect(cookieValues(applySetCookie(jar, parseSetCookie(header), NOW), NOW)).toEqual(expected);
  });

  it('stores the expiry from Max-Age', () => {
    expect(applySetCookie({}, parseSetCookie('a=1; Max-Age=60'), NOW)).toEqual({
      a: { value: '1', expiresAt: NOW + 60_000 },
    });
  });

  it('does not mutate the given jar', () => {
    const before = JSON.stringify(jar);
    applySetCookie(jar, parseSetCookie('keep=; Max-Age=0'), NOW);
    expect(JSON.stringify(jar)).toBe(before);
  });

  it.each<[CookieJar, number, string]>([
    [jar, NOW, 'keep=k; later=l'],
    [jar, NOW + 60_000, 'keep=k'],
    [{}, NOW, ''],
  ])('cookieHeader %#', (j, now, expected) => {
    expect(cookieHeader(j, now)).toBe(expected);
  });
});
