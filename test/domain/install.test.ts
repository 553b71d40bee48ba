import { INSTALL_TEXT, bannerImage, installButtonPhase, showInstallBanner } from '@/domain/install';

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

  it.each([
    [{ promptAvailable: true, wechatBrowser: false, miniProgram: false, alipay: false }, true],
    [{ promptAvailable: false, wechatBrowser: false, miniProgram: false, alipay: false }, false],
    [{ promptAvailable: true, wechatBrowser: true, miniProgram: false, alipay: false }, false],
    [{ promptAvailable: true, wechatBrowser: false, miniProgram: true, alipay: false }, false],
    [{ promptAvailable: true, wechatBrowser: false, miniProgram: false, alipay: true }, false],
  ])('showInstallBanner(%j) -> %s', (input, expected) => {
    expect(showInstallBanner(input)).toBe(expected);
  });

  it.each([
    [0, 'button'],
    [2999, 'button'],
    [3000, 'icon'],
  ])('installButtonPhase(%i) -> %s (3 seconds)', (ms, expected) => {
    expect(installButtonPhase(ms)).toBe(expected);
  });
});
