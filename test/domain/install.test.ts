import { INSTALL_SNOOZE_MS } from '@/domain/constants';
import {
  INSTALL_TEXT,
  IOS_INSTALL_TEXT,
  bannerImage,
  installBanner,
  installButtonPhase,
  type InstallBannerInput,
} from '@/domain/install';

describe('install banner (spec 2.4, 4, 5)', () => {
  it('text', () => {
    expect(INSTALL_TEXT).toBe('Use this website as a free app.');
  });

  it.each<[string | null, string, string]>([
    ['https://img.example/logo.png', 'https://cdn.example/', 'https://img.example/logo.png'],
    ['HTTPS://img.example/logo.png', 'https://cdn.example', 'HTTPS://img.example/logo.png'],
    ['store/logo.png', 'https://cdn.example/', 'https://cdn.example/store/logo.png'],
    ['/store/logo.png', 'https://cdn.example', 'https://cdn.example/store/logo.png'],
    ['http://img.example/logo.png', 'https://cdn.example', 'https://cdn.example/http://img.example/logo.png'],
    ['', 'https://cdn.example', ''],
    [null, 'https://cdn.example', ''],
  ])('bannerImage(%j, %j) -> %j', (url, cdn, expected) => {
    expect(bannerImage(url, cdn)).toBe(expected);
  });

  it('iOS text', () => {
    expect(IOS_INSTALL_TEXT).toBe('Share → Add to Home Screen');
    expect(INSTALL_SNOOZE_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });

  const NOW = Date.UTC(2026, 10, 23, 12);
  const DAY = 24 * 60 * 60 * 1000;
  const base: InstallBannerInput = {
    promptAvailable: false,
    wechatBrowser: false,
    miniProgram: false,
    alipay: false,
    iosSafari: false,
    standalone: false,
    answeredAt: null,
    now: NOW,
  };
  it.each<[string, Partial<InstallBannerInput>, ReturnType<typeof installBanner>]>([
    ['browser offered installing', { promptAvailable: true }, 'prompt'],
    ['nothing offered (desktop Firefox, Android before the event)', {}, 'none'],
    ['WeChat browser, even with the event', { promptAvailable: true, wechatBrowser: true }, 'none'],
    ['mini-program web-view', { promptAvailable: true, miniProgram: true }, 'none'],
    ['payment app browser', { promptAvailable: true, alipay: true }, 'none'],
    ['iOS Safari: the Share-menu hint', { iosSafari: true }, 'ios-hint'],
    ['iOS Safari already installed (standalone)', { iosSafari: true, standalone: true }, 'none'],
    ['installed app with an event', { promptAvailable: true, standalone: true }, 'none'],
    ['answered a day ago', { promptAvailable: true, answeredAt: NOW - DAY }, 'none'],
    ['iOS hint closed 29 days ago', { iosSafari: true, answeredAt: NOW - 29 * DAY }, 'none'],
    ['answered 30 days ago: offered again', { promptAvailable: true, answeredAt: NOW - 30 * DAY }, 'prompt'],
    ['iOS hint closed 31 days ago: shown again', { iosSafari: true, answeredAt: NOW - 31 * DAY }, 'ios-hint'],
    [
      'answer time in the future (clock changed): not trusted',
      { promptAvailable: true, answeredAt: NOW + DAY },
      'prompt',
    ],
  ])('installBanner: %s', (_name, input, expected) => {
    expect(installBanner({ ...base, ...input })).toBe(expected);
  });

  it.each([
    [0, 'button'],
    [2999, 'button'],
    [3000, 'icon'],
  ])('installButtonPhase(%i) -> %s (3 seconds)', (ms, expected) => {
    expect(installButtonPhase(ms)).toBe(expected);
  });
});
