/**
 * WechatOpenIdStore (with the payment store): the stored open id (spec 5, wmpoid) is kept; else, on the
 * native mini-program, a WeChat login code (fake platform login) goes to POST wechat/weChatlogin
 * (fake API) and the open id is stored as wmpoid's is. Failures give null, never a rejection.
 */
import type { LoginPlatform } from '@/platform/login';
import { createApi } from '@/services/api';
import { createHttp } from '@/services/http';
import { RootStore } from '@/stores/RootStore';
import { SESSION_STORAGE_KEY } from '@/stores/SessionStore';
import '@/stores/checkoutStores';
import { createFakePlatform, fakeLogin } from '../support/fakePlatform';
import { apiError, createFakeServer, json } from '../support/fakeServer';

function setup(options: { login?: LoginPlatform; storage?: Record<string, unknown> } = {}) {
  const server = createFakeServer();
  server.cookies.set('XSRF-TOKEN', 'tok');
  server.on('POST', 'wechat/weChatlogin', (req) =>
    json({ weChatOpenId: `openid-${(req.json as { code: string }).code}` }),
  );
  const platform = createFakePlatform(server, { login: options.login, storage: options.storage });
  const root = new RootStore({
    api: createApi(createHttp({ transport: server.transport, cookies: server.cookies })),
    platform,
  });
  const logins = () => server.calls('wechat/weChatlogin', 'POST');
  return { server, platform, root, logins };
}

describe('the WeChat open id', () => {
  it('on the mini-program: code -> wechat/weChatlogin -> the open id, stored and persisted like wmpoid', async () => {
    const login = fakeLogin('081abc');
    const { root, platform, logins } = setup({ login });
    expect(await root.payment.wechatOpenId.ensure()).toBe('openid-081abc');
    expect(login.getWeChatCode).toHaveBeenCalledTimes(1);
    expect(JSON.parse(logins()[0].body!)).toEqual({ code: '081abc' });
    expect(root.session.wechatOpenId).toBe('openid-081abc');
    expect(root.payment.wechatOpenId.error).toBeNull();
    expect(platform.storage.get(SESSION_STORAGE_KEY)).toMatchObject({ wechatOpenId: 'openid-081abc' });

    // known now: no second login, also after a restart on the same storage
    expect(await root.payment.wechatOpenId.ensure()).toBe('openid-081abc');
    expect(login.getWeChatCode).toHaveBeenCalledTimes(1);
    const again = setup({
      login: fakeLogin(),
      storage: { [SESSION_STORAGE_KEY]: platform.storage.get(SESSION_STORAGE_KEY) },
    });
    expect(await again.root.payment.wechatOpenId.ensure()).toBe('openid-081abc');
    expect(again.logins()).toHaveLength(0);
  });

  it('keeps the open id of wmpoid (spec 5): no login', async () => {
    const login = fakeLogin();
    const { root, logins } = setup({ login });
    root.session.setMarketplace({ wmpoid: 'openid-from-query' });
    expect(await root.payment.wechatOpenId.ensure()).toBe('openid-from-query');
    expect(login.getWeChatCode).not.toHaveBeenCalled();
    expect(logins()).toHaveLength(0);
  });

  it('in a browser (login not supported): null, nothing asked', async () => {
    const { root, server } = setup();
    expect(await root.payment.wechatOpenId.ensure()).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(root.session.wechatOpenId).toBeNull();
  });

  it('WeChat refuses the login: null with the reason, nothing stored, the next call tries again', async () => {
    const login = fakeLogin('c2');
    login.getWeChatCode.mockResolvedValueOnce({ kind: 'fail', message: 'login:fail timeout' });
    const { root, platform, logins } = setup({ login });
    expect(await root.payment.wechatOpenId.ensure()).toBeNull();
    expect(root.payment.wechatOpenId.error).toBe('login:fail timeout');
    expect(logins()).toHaveLength(0);
    expect(platform.storage.get(SESSION_STORAGE_KEY)).toBeUndefined();

    expect(await root.payment.wechatOpenId.ensure()).toBe('openid-c2');
    expect(root.payment.wechatOpenId.error).toBeNull();
  });

  it('the server refuses the code, or the network fails: null with the message', async () => {
    const { root, server } = setup({ login: fakeLogin() });
    server.on('POST', 'wechat/weChatlogin', () => apiError(401, 'The WeChat login code is invalid or has expired'));
    expect(await root.payment.wechatOpenId.ensure()).toBeNull();
    expect(root.payment.wechatOpenId.error).toBe('The WeChat login code is invalid or has expired');

    server.transport.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await root.payment.wechatOpenId.ensure()).toBeNull();
    expect(root.session.wechatOpenId).toBeNull();
  });

  it('an unreadable answer is no open id', async () => {
    const { root, server } = setup({ login: fakeLogin() });
    server.on('POST', 'wechat/weChatlogin', () => json({ weChatOpenId: '' }));
    expect(await root.payment.wechatOpenId.ensure()).toBeNull();
    expect(root.session.wechatOpenId).toBeNull();
  });

  it('calls at the same time share one login', async () => {
    const login = fakeLogin('same');
    const { root, logins } = setup({ login });
    const all = await Promise.all([
      root.payment.wechatOpenId.ensure(),
      root.payment.wechatOpenId.ensure(),
      root.payment.wechatOpenId.ensure(),
    ]);
    expect(all).toEqual(['openid-same', 'openid-same', 'openid-same']);
    expect(login.getWeChatCode).toHaveBeenCalledTimes(1);
    expect(logins()).toHaveLength(1);
  });

  it('a wmpoid that arrives during the login wins', async () => {
    const login = fakeLogin();
    const { root } = setup({ login });
    const pending = root.payment.wechatOpenId.ensure();
    root.session.setMarketplace({ wmpoid: 'openid-from-query' });
    expect(await pending).toBe('openid-from-query');
    expect(root.session.wechatOpenId).toBe('openid-from-query');
  });
});
