import {
  deviceKind,
  isAlipayBrowser,
  isIosSafari,
  isMiniProgramWebView,
  isMobileUA,
  isWechatBrowser,
} from '@/domain/device';

const UA = {
  wechatIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2c) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230805 MMWEBID/2585 MicroMessenger/8.0.42.2460(0x28002A3B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  miniProgramWebView:
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230805 MMWEBID/2585 MicroMessenger/8.0.42.2460(0x28002A3B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx0123456789abcdef',
  alipay:
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; M2012K11AC Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.58 Mobile Safari/537.36 UCBS/3.22.2.58_230817100936 ChannelId(1) NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.5.26.8000) AlipayClient/10.5.26.8000 Language/zh-Hans',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopMacSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('user-agent predicates (spec 5: micromessenger or webbrowser)', () => {
  it.each<[keyof typeof UA, boolean, boolean, boolean, boolean]>([
    // name, wechat, alipay, miniProgram, mobile
    ['wechatIOS', true, false, false, true],
    ['wechatAndroid', true, false, false, true],
    ['miniProgramWebView', true, false, true, true],
    ['alipay', false, true, false, true],
    ['iosSafari', false, false, false, true],
    ['androidChrome', false, false, false, true],
    ['desktopChrome', false, false, false, false],
    ['desktopMacSafari', false, false, false, false],
  ])('%s', (name, wechat, alipay, mp, mobile) => {
    const ua = UA[name];
    expect([isWechatBrowser(ua), isAlipayBrowser(ua), isMiniProgramWebView(ua), isMobileUA(ua)]).toEqual([
      wechat,
      alipay,
      mp,
      mobile,
    ]);
  });

  it.each([
    ['Mozilla/5.0 WEBBROWSER/1.0', true],
    ['something micromessenger/7', true],
    ['', false],
    [undefined, false],
  ])('isWechatBrowser(%j) -> %s', (ua, expected) => {
    expect(isWechatBrowser(ua)).toBe(expected);
  });

  it('a mini-program web-view is also detected from window.__wxjs_environment', () => {
    expect(isMiniProgramWebView(UA.wechatIOS, 'miniprogram')).toBe(true);
    expect(isMiniProgramWebView(UA.wechatIOS, 'browser')).toBe(false);
  });
});

describe('deviceKind', () => {
  it.each<[string, Parameters<typeof deviceKind>[0], ReturnType<typeof deviceKind>]>([
    [
      'weapp build',
      { taroEnv: 'weapp' },
      { kind: 'miniProgram', flags: { miniProgram: true, wechatBrowser: false, alipay: false, mobile: true } },
    ],
    [
      'mini-program web-view by UA',
      { taroEnv: 'h5', ua: UA.miniProgramWebView },
      { kind: 'miniProgram', flags: { miniProgram: true, wechatBrowser: true, alipay: false, mobile: true } },
    ],
    [
      'mini-program web-view by flag',
      { taroEnv: 'h5', ua: UA.wechatIOS, wxjsEnvironment: 'miniprogram' },
      { kind: 'miniProgram', flags: { miniProgram: true, wechatBrowser: true, alipay: false, mobile: true } },
    ],
    [
      'WeChat iOS',
      { taroEnv: 'h5', ua: UA.wechatIOS },
      { kind: 'wechat', flags: { miniProgram: false, wechatBrowser: true, alipay: false, mobile: true } },
    ],
    [
      'WeChat Android',
      { taroEnv: 'h5', ua: UA.wechatAndroid },
      { kind: 'wechat', flags: { miniProgram: false, wechatBrowser: true, alipay: false, mobile: true } },
    ],
    [
      'Alipay',
      { taroEnv: 'h5', ua: UA.alipay },
      { kind: 'alipay', flags: { miniProgram: false, wechatBrowser: false, alipay: true, mobile: true } },
    ],
    [
      'iOS Safari',
      { taroEnv: 'h5', ua: UA.iosSafari, width: 390 },
      { kind: 'mobile', flags: { miniProgram: false, wechatBrowser: false, alipay: false, mobile: true } },
    ],
    [
      'Android Chrome',
      { taroEnv: 'h5', ua: UA.androidChrome },
      { kind: 'mobile', flags: { miniProgram: false, wechatBrowser: false, alipay: false, mobile: true } },
    ],
    [
      'desktop Chrome',
      { taroEnv: 'h5', ua: UA.desktopChrome, width: 1440 },
      { kind: 'desktop', flags: { miniProgram: false, wechatBrowser: false, alipay: false, mobile: false } },
    ],
    [
      'desktop Chrome narrower than 768',
      { taroEnv: 'h5', ua: UA.desktopChrome, width: 767 },
      { kind: 'mobile', flags: { miniProgram: false, wechatBrowser: false, alipay: false, mobile: true } },
    ],
    [
      'desktop Chrome at 768',
      { taroEnv: 'h5', ua: UA.desktopChrome, width: 768 },
      { kind: 'desktop', flags: { miniProgram: false, wechatBrowser: false, alipay: false, mobile: false } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(deviceKind(input)).toEqual(expected);
  });
});

describe('isIosSafari (the install hint for Share → Add to Home Screen)', () => {
  it.each<[string, string, boolean]>([
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Safari on iPad',
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Chrome on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Firefox on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
      false,
    ],
    [
      'WeChat on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49',
      false,
    ],
    [
      'Alipay on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 AlipayClient/10.6',
      false,
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      false,
    ],
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      false,
    ],
    ['no agent', '', false],
  ])('%s -> %s', (_name, ua, expected) => {
    expect(isIosSafari(ua)).toBe(expected);
  });
});
