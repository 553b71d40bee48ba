import { needsXsrf, tokenWait, xsrfHeader, type TokenWait } from '@/domain/xsrf';

describe('needsXsrf (spec 7: non-GET, non-HEAD requests to relative URLs; and the GET that sends mail)', () => {
  it.each([
    ['POST', '/api/istore/client/common3/signon', true],
    ['put', 'admin/userManagement/userInfo', true],
    ['DELETE', '/x', true],
    ['PATCH', '/x', true],
    ['GET', '/x', false],
    ['get', '/x', false],
    // the spec's GET that mails a reset link carries the token too
    ['GET', 'common3/forgotPassword', true],
    ['GET', '/api/istore/client/common3/forgotPassword?emailID=a%40b.c', true],
    ['HEAD', 'common3/forgotPassword', false],
    ['GET', 'common3/forgotPasswordX', false],
    ['GET', 'https://other.example/common3/forgotPassword', false],
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

describe('tokenWait (one XSRF token, and one session, per visit)', () => {
  it.each<[string, string, boolean, boolean, TokenWait]>([
    // no token yet, nothing on its way: a read goes alone and brings it; a change sends one first
    ['GET', 'common3/appInfoInit', false, false, 'lead'],
    ['GET', 'productManagement2/products', false, false, 'lead'],
    ['POST', 'common3/x', false, false, 'prime'],
    // no token yet, a request on its way for it: every other read and change waits for its answer
    ['GET', 'productManagement2/products', false, true, 'join'],
    ['PUT', 'common3/x', false, true, 'join'],
    // a token: nothing to wait for
    ['GET', 'productManagement2/products', true, false, 'go'],
    ['POST', 'common3/x', true, true, 'go'],
    // another site's URL never gets the token, so never waits
    ['GET', 'https://cdn.example/x', false, true, 'go'],
    ['POST', '//other.example/x', false, false, 'go'],
  ])('%s %s token=%s awaited=%s -> %s', (method, url, hasToken, awaited, expected) => {
    expect(tokenWait(method, url, hasToken, awaited)).toBe(expected);
  });
});
