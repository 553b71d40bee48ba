/**
 * WeChat API area (spec 7.1): POST wechat/weChatlogin exchanges a wx.login code for the open id,
 * GET wechat/enabled (read by the account area's client only); answers reshaped at the boundary.
 */
import { createApi } from '@/services/api';
import '@/services/checkoutApis';
import { createHttp, isApiError } from '@/services/http';
import { createProfileApi } from '@/services/profile';
import { normalizeWeChatOpenId } from '@/services/wechat';
import { apiError, createFakeServer, json } from '../support/fakeServer';

function setup() {
  const server = createFakeServer();
  server.cookies.set('XSRF-TOKEN', 'tok');
  const api = createApi(createHttp({ transport: server.transport, cookies: server.cookies }));
  return { server, api };
}

describe('POST wechat/weChatlogin', () => {
  it('sends the code (with the XSRF header) and answers the open id', async () => {
    const { server, api } = setup();
    server.on('POST', 'wechat/weChatlogin', () => json({ weChatOpenId: 'oGZUI0egBJY1zhBYw2KhdUfwVJJE' }));
    expect(await api.wechat.weChatLogin('081abc')).toBe('oGZUI0egBJY1zhBYw2KhdUfwVJJE');
    const [req] = server.calls('wechat/weChatlogin', 'POST');
    expect(JSON.parse(req.body!)).toEqual({ code: '081abc' });
    expect(req.url).toBe('/api/istore/client/wechat/weChatlogin');
    expect(Object.entries(req.headers).find(([k]) => k.toLowerCase() === 'x-xsrf-token')?.[1]).toBe('tok');
  });

  it("the server's refusal rejects with its message", async () => {
    const { server, api } = setup();
    server.on('POST', 'wechat/weChatlogin', () => apiError(401, 'The WeChat login code is invalid or has expired'));
    const e = await api.wechat.weChatLogin('old').catch((x: unknown) => x);
    expect(isApiError(e) && [e.status, e.message]).toEqual([401, 'The WeChat login code is invalid or has expired']);
  });

  it('an answer without a usable open id is BAD_RESPONSE', async () => {
    const { server, api } = setup();
    server.on('POST', 'wechat/weChatlogin', () => json({ ok: true }));
    const e = await api.wechat.weChatLogin('c').catch((x: unknown) => x);
    expect(isApiError(e) && e.code).toBe('BAD_RESPONSE');
  });
});

describe('normalizeWeChatOpenId', () => {
  it.each([
    [{ weChatOpenId: 'sandbox-openid-1234' }, 'sandbox-openid-1234'],
    [{ openid: 'oGZUI0egBJY1zhBYw2KhdUfwVJJE' }, 'oGZUI0egBJY1zhBYw2KhdUfwVJJE'],
    [{ openId: 'o_abc-123' }, 'o_abc-123'],
    [{ weChatOpenId: 'first', openid: 'second' }, 'first'],
  ])('%j -> %s', (wire, openId) => {
    expect(normalizeWeChatOpenId(wire)).toBe(openId);
  });

  it.each([
    [null],
    ['text'],
    [[]],
    [{}],
    [{ weChatOpenId: '' }],
    [{ weChatOpenId: '  ' }],
    [{ weChatOpenId: 'a b' }],
    [{ weChatOpenId: 'x'.repeat(129) }],
    [{ weChatOpenId: '<script>' }],
  ])('%j is refused', (wire) => {
    expect(() => normalizeWeChatOpenId(wire)).toThrow(expect.objectContaining({ code: 'BAD_RESPONSE' }));
  });
});

describe('GET wechat/enabled (the account area: services/profile.ts)', () => {
  it.each([
    [{ enabled: true, authorizeUrl: '/sandbox/wechat/authorize' }, true, '/sandbox/wechat/authorize'],
    [{ enabled: 'true' }, true, null],
    [{ enabled: false }, false, null],
    [null, false, null],
    [{}, false, null],
  ])('%j: enabled %s, authorize at %s; anything unreadable is off', async (wire, enabled, authorizeUrl) => {
    const { server, api } = setup();
    server.on('GET', 'wechat/enabled', () => json(wire));
    expect(await createProfileApi(api.http).wechatEnabled()).toEqual({ enabled, authorizeUrl });
  });

  it('the WeChat-login client has no second reader of the flag', () => {
    expect(Object.keys(setup().api.wechat)).toEqual(['weChatLogin']);
  });
});
