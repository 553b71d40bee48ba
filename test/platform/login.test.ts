/**
 * WeChat login adapters: the browser's (no wx.login: "not supported", without calling Taro, whose
 * H5 build stubs login) and the mini-program's (Taro.login, mocked at the edge by
 * test/support/taro.ts).
 */
import Taro from '@tarojs/taro';
import { NOT_SUPPORTED, createH5Login, login } from '@/platform/login';
import { LOGIN_TIMEOUT_MS, createWeappLogin, login as weappLogin } from '@/platform/login.weapp';
import { platform } from '@/platform/platform';
import { resetTaro } from '../support/taro';

const taroLogin = Taro.login as unknown as jest.Mock;

beforeEach(() => resetTaro());

describe('login (H5 and jest)', () => {
  it('cannot give a WeChat code and says so, without asking Taro', async () => {
    expect(login.canGetWeChatCode).toBe(false);
    expect(await createH5Login().getWeChatCode()).toEqual({ kind: 'unsupported', message: NOT_SUPPORTED });
    expect(taroLogin).not.toHaveBeenCalled();
  });

  it('is the platform of this target', () => {
    expect(platform.login).toBe(login);
  });
});

describe('login.weapp', () => {
  it('Taro.login -> the code, with a time limit', async () => {
    taroLogin.mockResolvedValueOnce({ errMsg: 'login:ok', code: '081abcDEF' });
    expect(weappLogin.canGetWeChatCode).toBe(true);
    expect(await weappLogin.getWeChatCode()).toEqual({ kind: 'ok', code: '081abcDEF' });
    expect(taroLogin).toHaveBeenCalledWith({ timeout: LOGIN_TIMEOUT_MS });
  });

  it.each([
    [{ errMsg: 'login:fail timeout' }, 'login:fail timeout'],
    [new Error('boom'), 'boom'],
    ['weird', 'login:fail'],
  ])('a rejection %j is a failure with its message', async (rejection, message) => {
    taroLogin.mockRejectedValueOnce(rejection);
    expect(await createWeappLogin().getWeChatCode()).toEqual({ kind: 'fail', message });
  });

  it('an answer without a code is a failure', async () => {
    taroLogin.mockResolvedValueOnce({ errMsg: 'login:ok', code: '' });
    expect(await createWeappLogin().getWeChatCode()).toEqual({ kind: 'fail', message: 'login:ok' });
    taroLogin.mockResolvedValueOnce(undefined);
    expect(await createWeappLogin().getWeChatCode()).toEqual({ kind: 'fail', message: 'login:fail no code' });
  });

  it('takes a Taro-like object (injected at the edge)', async () => {
    const fake = { login: jest.fn(async () => ({ errMsg: 'login:ok', code: 'c1' })) };
    expect(await createWeappLogin(fake as never).getWeChatCode()).toEqual({ kind: 'ok', code: 'c1' });
  });
});
