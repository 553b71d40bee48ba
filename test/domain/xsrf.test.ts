import { needsXsrf, xsrfHeader } from '@/domain/xsrf';

describe('needsXsrf (spec 7: non-GET, non-HEAD requests to relative URLs)', () => {
  it.each([
    ['POST', '/api/istore/client/common3/signon', true],
    ['put', 'admin/userManagement/userInfo', true],
    ['DELETE', '/x', true],
    ['PATCH', '/x', true],
    ['GET', '/x', false],
    ['get', '/x', false],
    ['HEAD', '/x', false],
    ['POST', 'http://other.example/x', false],
    ['POST', 'https://other.example/x', false],
    ['POST', 'HTTPS://other.example/x', false],
    ['POST', '//other.example/x', false],
    ['POST', '\\\\other.example/x', false],
    ['POST', ' https://other.example/x', false],
  ])('%s %s -> %s', (method, url, expected) => {
    expect(needsXsrf(method, url)).toBe(expected);
  });
});

describe('xsrfHeader', () => {
  it.each<[string, string, Record<string, string>, Record<string, string>]>([
    ['POST', '/x', { 'XSRF-TOKEN': 't1' }, { 'X-XSRF-TOKEN': 't1' }],
    ['POST', '/x', {}, {}],
    ['GET', '/x', { 'XSRF-TOKEN': 't1' }, {}],
    ['POST', 'https://a.example/x', { 'XSRF-TOKEN': 't1' }, {}],
  ])('%s %s %j -> %j', (method, url, cookies, expected) => {
    expect(xsrfHeader(method, url, cookies)).toEqual(expected);
  });
});
