/**
 * The mini-program's account adapters with WeChat's API faked at the edge: photo (chooseMedia,
 * chooseImage on older WeChat, uploadFile with the cookie jar and progress), WeChat's address book
 * (chooseAddress) and the sign-in code (Taro.login); and the browser's photo picker.
 */
import Taro from '@tarojs/taro';
import { createWeappAddressChooser } from '@/platform/address-chooser.weapp';
import { addressChooser as h5Chooser } from '@/platform/address-chooser';
import { createCookieJar } from '@/platform/cookie-jar';
import { externalLogin as weappExternal } from '@/platform/external-login.weapp';
import { createH5ExternalLogin } from '@/platform/external-login';
import { createH5Images } from '@/platform/image-upload';
import { createWeappImages } from '@/platform/image-upload.weapp';
import { createMemoryStorage } from '@/platform/memory-storage';
import { resetTaro } from '../support/taro';

beforeEach(() => resetTaro());

function jarWith(cookie: string) {
  const jar = createCookieJar(createMemoryStorage());
  jar.store(cookie);
  return jar;
}

describe('image-upload.weapp', () => {
  test('chooseMedia gives the photo; uploadFile sends it with the jar cookies, XSRF and progress', async () => {
    const chooseMedia = jest
      .fn()
      .mockResolvedValue({ tempFiles: [{ tempFilePath: 'wxfile://tmp/a.png', size: 1234 }] });
    let progressCb: ((p: { progress: number }) => void) | undefined;
    const uploadFile = jest.fn((opts: { success: (r: { statusCode: number; data: string }) => void }) => {
      setTimeout(() => {
        progressCb?.({ progress: 50 });
        opts.success({ statusCode: 200, data: '{"userID":"u1"}' });
      });
      return { onProgressUpdate: (cb: (p: { progress: number }) => void) => (progressCb = cb) };
    });
    const images = createWeappImages(
      { chooseMedia, chooseImage: jest.fn(), uploadFile } as never,
      jarWith('ISTORE_SID=abc; Path=/'),
    );
    const picked = await images.pick();
    expect(picked).toEqual({
      kind: 'ok',
      image: { previewUrl: 'wxfile://tmp/a.png', path: 'wxfile://tmp/a.png', size: 1234, name: 'a.png' },
    });
    expect(chooseMedia).toHaveBeenCalledWith(expect.objectContaining({ count: 1, mediaType: ['image'] }));
    const progress: number[] = [];
    if (picked.kind !== 'ok') throw new Error('not picked');
    const res = await images.upload(picked.image, {
      url: 'https://shop/api/up',
      field: 'file',
      headers: { 'X-XSRF-TOKEN': 't' },
      onProgress: (p) => progress.push(p),
    });
    expect(res).toEqual({ status: 200, body: '{"userID":"u1"}' });
    expect(uploadFile).toHaveBeenCalledWith(
      expect.objectContaining({
        url: 'https://shop/api/up',
        filePath: 'wxfile://tmp/a.png',
        name: 'file',
        header: { 'X-XSRF-TOKEN': 't', cookie: 'ISTORE_SID=abc' },
      }),
    );
    expect(progress).toEqual([50]);
  });

  test('older WeChat: chooseImage; a cancel is a cancel, a failure says why', async () => {
    const chooseImage = jest
      .fn()
      .mockResolvedValueOnce({ tempFilePaths: ['wxfile://tmp/b.jpg'], tempFiles: [{ size: 99 }] })
      .mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
      .mockRejectedValueOnce({ errMsg: 'chooseImage:fail auth deny' });
    const images = createWeappImages({ chooseImage, uploadFile: jest.fn() }, jarWith(''));
    expect(await images.pick()).toMatchObject({ kind: 'ok', image: { path: 'wxfile://tmp/b.jpg', size: 99 } });
    expect(await images.pick()).toEqual({ kind: 'cancel' });
    expect(await images.pick()).toEqual({ kind: 'fail', message: 'chooseImage:fail auth deny' });
  });

  test('an uploadFile failure rejects as no answer', async () => {
    const uploadFile = jest.fn((opts: { fail: (e: unknown) => void }) => {
      opts.fail({ errMsg: 'uploadFile:fail timeout' });
      return undefined;
    });
    const images = createWeappImages({ chooseImage: jest.fn(), uploadFile } as never, jarWith(''));
    await expect(
      images.upload({ previewUrl: 'p', path: 'p', size: 1, name: 'p' }, { url: 'u', field: 'file', headers: {} }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('address-chooser', () => {
  test('weapp: chooseAddress fields come across; cancel and failures are told apart', async () => {
    const chooseAddress = jest
      .fn()
      .mockResolvedValueOnce({
        userName: 'Ada L',
        telNumber: '416',
        provinceName: 'Ontario',
        cityName: 'Toronto',
        countyName: 'Downtown',
        detailInfo: '1 Yonge St',
        postalCode: 'M5E 1W7',
        errMsg: 'chooseAddress:ok',
      })
      .mockRejectedValueOnce({ errMsg: 'chooseAddress:fail cancel' })
      .mockRejectedValueOnce({ errMsg: 'chooseAddress:fail auth deny' });
    const chooser = createWeappAddressChooser({ chooseAddress });
    expect(chooser.available).toBe(true);
    expect(await chooser.choose()).toEqual({
      kind: 'ok',
      address: {
        userName: 'Ada L',
        telNumber: '416',
        provinceName: 'Ontario',
        cityName: 'Toronto',
        countyName: 'Downtown',
        detailInfo: '1 Yonge St',
        postalCode: 'M5E 1W7',
      },
    });
    expect(await chooser.choose()).toEqual({ kind: 'cancel' });
    expect(await chooser.choose()).toEqual({ kind: 'fail', message: 'chooseAddress:fail auth deny' });
  });

  test('a browser has no WeChat address book (the button is not shown)', async () => {
    expect(h5Chooser.available).toBe(false);
    expect((await h5Chooser.choose()).kind).toBe('fail');
  });
});

describe('external-login', () => {
  test('weapp: the sign-in code comes from Taro.login', async () => {
    (Taro.login as unknown as jest.Mock).mockResolvedValueOnce({ errMsg: 'login:ok', code: '0a1b2c' });
    expect(await weappExternal.miniProgramCode()).toEqual({ kind: 'ok', code: '0a1b2c' });
    expect((await weappExternal.alipayAuthCode('x')).kind).toBe('unsupported');
  });

  test("H5: Alipay's bridge gives the auth code; without the bridge it says the app is needed", async () => {
    const calls: unknown[] = [];
    const w = {
      AlipayJSBridge: {
        call: (api: string, params: unknown, cb: (r: { authCode?: string }) => void) => (
          calls.push([api, params]),
          cb({ authCode: 'ali-123' })
        ),
      },
      setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
      clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
      document,
      location: { assign: jest.fn() },
    } as unknown as Window;
    const ext = createH5ExternalLogin(w);
    expect(await ext.alipayAuthCode('app-1')).toEqual({ kind: 'ok', code: 'ali-123' });
    expect(calls).toEqual([['getAuthCode', { appId: 'app-1', scopeNicks: ['auth_base'] }]]);
    ext.goToAuthorize('/sandbox/wechat/authorize?redirect_uri=%2F');
    expect((w.location.assign as jest.Mock).mock.calls[0][0]).toBe('/sandbox/wechat/authorize?redirect_uri=%2F');
    expect((await createH5ExternalLogin(window).miniProgramCode()).kind).toBe('unsupported');
  });
});

describe('image-upload (H5)', () => {
  test('the file input gives the chosen file with a preview; no file is a cancel', async () => {
    // jsdom has no object URLs: the browser's is stood in for
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    const images = createH5Images(document);
    const picking = images.pick();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/webp');
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file] });
    input.dispatchEvent(new Event('change'));
    expect(await picking).toEqual({ kind: 'ok', image: { previewUrl: 'blob:x', size: 3, name: 'me.png', file } });
    expect(document.querySelector('input[type=file]')).toBeNull();
    const again = images.pick();
    document.querySelector('input[type=file]')!.dispatchEvent(new Event('cancel'));
    expect(await again).toEqual({ kind: 'cancel' });
  });
});
