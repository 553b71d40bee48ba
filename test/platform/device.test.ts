import { getDevice } from '@/platform/device';
import { getDevice as getWeappDevice } from '@/platform/device.weapp';

const UA = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  wechat: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40',
  alipay: 'Mozilla/5.0 (Linux; Android 12) AlipayClient/10.5.0 Mobile',
};

let uaSpy: jest.SpyInstance;
function setUA(ua: string, width = 1280) {
  uaSpy?.mockRestore();
  uaSpy = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => {
  uaSpy?.mockRestore();
  delete window.__wxjs_environment;
});

it.each([
  ['desktop', UA.desktop, 1280, 'desktop'],
  ['narrow desktop window', UA.desktop, 500, 'mobile'],
  ['iPhone', UA.iphone, 390, 'mobile'],
  ['WeChat browser', UA.wechat, 390, 'wechat'],
  ['Alipay browser', UA.alipay, 390, 'alipay'],
] as const)('H5 %s', (_name, ua, width, kind) => {
  setUA(ua, width);
  expect(getDevice().kind).toBe(kind);
});

it('H5 inside a mini-program web-view (window.__wxjs_environment)', () => {
  setUA(UA.wechat, 390);
  window.__wxjs_environment = 'miniprogram';
  expect(getDevice()).toMatchObject({ kind: 'miniProgram', flags: { miniProgram: true, wechatBrowser: true } });
});

it('weapp is always the mini-program', () => {
  expect(getWeappDevice()).toEqual({
    kind: 'miniProgram',
    flags: { miniProgram: true, wechatBrowser: false, alipay: false, mobile: true },
  });
});
