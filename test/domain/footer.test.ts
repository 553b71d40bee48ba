import type { PaymentSettings, SocialSettings } from '@api-types';
import type { DeviceKind } from '@/domain/device';
import {
  MOBILE_FOOTER_TABS,
  companyFooter,
  copyrightLine,
  footerHeadings,
  mobileFooterTabTarget,
  paymentLogos,
  socialAccounts,
} from '@/domain/footer';

describe('socialAccounts (spec 5: instagram needs userName, the others pageURL)', () => {
  it.each<[string, SocialSettings | null, { id: string; url: string }[]]>([
    ['nothing configured', {}, []],
    ['null settings', null, []],
    ['instagram without userName is not configured', { instagram: { pageURL: 'https://instagram.com/x' } }, []],
    [
      'instagram url built from userName',
      { instagram: { userName: '@shop' } },
      [{ id: 'instagram', url: 'https://www.instagram.com/shop' }],
    ],
    [
      'instagram pageURL preferred',
      { instagram: { userName: 'shop', pageURL: 'https://instagram.com/shop.page' } },
      [{ id: 'instagram', url: 'https://instagram.com/shop.page' }],
    ],
    ['facebook without pageURL is not configured', { facebook: { userName: 'x' } }, []],
    ['javascript: pageURL is ignored', { twitter: { pageURL: 'javascript:alert(1)' } }, []],
    [
      'display order instagram, facebook, twitter, youtube, linkedin, pinterest',
      {
        pinterest: { pageURL: 'https://pinterest.com/s' },
        linkedin: { pageURL: 'https://linkedin.com/s' },
        youTube: { pageURL: 'https://youtube.com/s' },
        twitter: { pageURL: 'https://twitter.com/s' },
        facebook: { pageURL: 'https://facebook.com/s' },
        instagram: { userName: 's' },
      },
      [
        { id: 'instagram', url: 'https://www.instagram.com/s' },
        { id: 'facebook', url: 'https://facebook.com/s' },
        { id: 'twitter', url: 'https://twitter.com/s' },
        { id: 'youtube', url: 'https://youtube.com/s' },
        { id: 'linkedin', url: 'https://linkedin.com/s' },
        { id: 'pinterest', url: 'https://pinterest.com/s' },
      ],
    ],
  ])('%s', (_name, social, expected) => {
    expect(socialAccounts(social)).toEqual(expected);
  });
});

describe('paymentLogos (spec 5)', () => {
  const all: Partial<PaymentSettings> = {
    supportVisa: true,
    supportMasterCard: true,
    supportAmex: true,
    supportPayPal: true,
    supportWeChatPay: true,
    supportAliPay: true,
    supportUnionPay: true,
  };
  it.each<[string, Partial<PaymentSettings> | null, boolean, { show: boolean; logos: string[] }]>([
    ['no flags: no block', {}, false, { show: false, logos: [] }],
    ['all flags false: no block', { supportVisa: false, supportAliPay: false }, false, { show: false, logos: [] }],
    [
      'all supported',
      all,
      false,
      { show: true, logos: ['visa', 'mastercard', 'amex', 'paypal', 'wechat', 'alipay', 'unionpay'] },
    ],
    ['card logos hidden in the payment app browser', all, true, { show: true, logos: ['alipay'] }],
    ['alipay only, in the payment app browser', { supportAliPay: true }, true, { show: true, logos: ['alipay'] }],
    ['only visa in the payment app browser: block still shows', { supportVisa: true }, true, { show: true, logos: [] }],
    ['null payment', null, false, { show: false, logos: [] }],
  ])('%s', (_name, payment, alipayBrowser, expected) => {
    expect(paymentLogos(payment, { alipayBrowser })).toEqual(expected);
  });
});

describe('copyright, company footer, headings', () => {
  it.each([
    [2026, 'Demo Store', '© 2026 Demo Store'],
    [2027, '茶叶店', '© 2027 茶叶店'],
    [2026, '', '© 2026'],
  ])('copyrightLine(%i, %j) -> %j', (year, name, expected) => {
    expect(copyrightLine(year, name)).toBe(expected);
  });

  it.each<[{ hidePowerBy?: boolean; hideCompanyFooter?: boolean }, DeviceKind, string]>([
    [{}, 'desktop', 'show'],
    [{}, 'miniProgram', 'show'],
    [{ hidePowerBy: true }, 'miniProgram', 'spacer'],
    [{ hideCompanyFooter: true }, 'miniProgram', 'spacer'],
    [{ hideCompanyFooter: true }, 'mobile', 'hidden-mobile-margin'],
    [{ hidePowerBy: true }, 'wechat', 'hidden-mobile-margin'],
    [{ hidePowerBy: true }, 'alipay', 'hidden-mobile-margin'],
    [{ hidePowerBy: true }, 'desktop', 'hidden'],
  ])('companyFooter(%j, %s) -> %s', (config, kind, expected) => {
    expect(companyFooter(config, kind)).toBe(expected);
  });

  it.each<['en' | 'zh', { followUs: string; payment: string }]>([
    ['en', { followUs: 'Follow Us', payment: 'Payment' }],
    ['zh', { followUs: '关注我们', payment: '支付方式' }],
  ])('footerHeadings(%s)', (locale, expected) => {
    expect(footerHeadings(locale)).toEqual(expected);
  });

  it('mobile footer tab bar: Home /home, Shop /store, Cart /checkout, Support (no route), Account /user/list', () => {
    expect(MOBILE_FOOTER_TABS.map((t) => [t.label.en, t.url])).toEqual([
      ['Home', '/home'],
      ['Shop', '/store'],
      ['Cart', '/checkout'],
      ['Support', null],
      ['Account', '/user/list'],
    ]);
  });
});

describe('the Support tab opens the support form (spec 2.5: a support action, no route)', () => {
  it.each([
    ['home', '/home'],
    ['shop', '/store'],
    ['cart', '/checkout'],
    ['support', '/user/support'],
    ['account', '/user/list'],
  ])('%s -> %s', (id, target) =>
    expect(mobileFooterTabTarget(MOBILE_FOOTER_TABS.find((t) => t.id === id)!)).toBe(target),
  );
});
