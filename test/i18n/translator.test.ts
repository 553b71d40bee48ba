import { en } from '@/i18n/en';
import { zh } from '@/i18n/zh';
import { createTranslator, interpolate } from '@/i18n/translator';
// the confirmation's and the share dialog's spec texts load with their screens
import '@/i18n/confirmation';
import { shareMessages } from '@/i18n/share';
import { cartMessages } from '@/i18n/cart';
import { catalogueMessages } from '@/i18n/catalogue';
import { CLOSE_TEXT, LINK_COPIED_TEXT } from '@/domain/constants';

describe('built-in dictionaries', () => {
  it('zh has every en key and no other, none empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const dict of [en, zh]) for (const v of Object.values(dict)) expect(v.trim()).not.toBe('');
  });

  it.each([
    ['share', shareMessages],
    ['cart', cartMessages],
    ['catalogue', catalogueMessages],
  ] as const)('the %s messages: zh has every en key, none empty, none also in the first screen’s', (_, m) => {
    expect(Object.keys(m.zh).sort()).toEqual(Object.keys(m.en).sort());
    for (const dict of [m.en, m.zh]) for (const v of Object.values(dict)) expect(v.trim()).not.toBe('');
    for (const k of Object.keys(m.en)) expect(Object.prototype.hasOwnProperty.call(en, k)).toBe(false);
  });

  it.each([
    ['istore_header_sign_in', 'Sign In', '登录'],
    ['istore_header_my_account', 'My Account', '我的账户'],
    ['istore_header_register', 'Register', '注册'],
    ['istore_common_close', CLOSE_TEXT, '关闭'],
    ['istore_common_link_copied', LINK_COPIED_TEXT, '链接已复制！'],
    ['istore_footer_follow_us', 'Follow Us', '关注我们'],
    ['istore_footer_payment', 'Payment', '支付方式'],
    ['istore_location_choose', 'Choose the Location', '选择门店'],
    ['istore_install_banner', 'Use this website as a free app.', '将本网站作为免费应用使用。'],
    ['istore_confirmation_success', 'Order Success!', '下单成功！'],
    ['istore_confirmation_failed', 'Payment Failed', '支付失败'],
    ['istore_confirmation_back_to_cart', 'Back to Cart', '返回购物车'],
    ['istore_confirmation_continue_shopping', 'Continue Shopping', '继续购物'],
    ['istore_language_en', 'English', 'English'],
    ['istore_language_zh', '中文', '中文'],
  ] as const)('%s: spec texts', (key, english, chinese) => {
    expect(createTranslator('en')(key)).toBe(english);
    expect(createTranslator('zh')(key)).toBe(chinese);
  });

  it('has the tab labels', () => {
    const t = createTranslator('en');
    expect(['home', 'shop', 'cart', 'support', 'account'].map((k) => t(`istore_tab_${k}`))).toEqual([
      'Home',
      'Shop',
      'Cart',
      'Support',
      'Account',
    ]);
  });
});

describe('createTranslator', () => {
  it('the server dictionary overlays the built-in one', () => {
    const t = createTranslator('en', { istore_header_sign_in: 'Log in', istore_only_server: 'From server' });
    expect(t('istore_header_sign_in')).toBe('Log in');
    expect(t('istore_only_server')).toBe('From server');
    expect(t('istore_header_register')).toBe('Register');
  });

  it('falls back to English, then to the key', () => {
    const t = createTranslator('zh', { istore_x: '' });
    expect(t('istore_header_cart')).toBe('购物车');
    expect(t('istore_x')).toBe('istore_x');
    expect(t('no_such_key')).toBe('no_such_key');
  });

  it('falls back to English for a key zh lacks (server-only en key)', () => {
    // a key only the English built-in could have: simulate with a broken zh server entry
    const t = createTranslator('zh', { istore_header_sign_in: 42 as unknown as string });
    expect(t('istore_header_sign_in')).toBe('登录');
  });

  it('interpolates {name} parameters', () => {
    const t = createTranslator('en');
    expect(t('istore_confirmation_submit_payment', { channel: 'WeChat Pay' })).toBe('WeChat Pay Submit Payment...');
    expect(createTranslator('zh')('istore_confirmation_order_id', { orderId: 'A1' })).toBe('订单号：A1');
    expect(t('istore_footer_copyright', { year: 2025, storeName: 'Demo' })).toBe('© 2025 Demo. All rights reserved.');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('{a}', undefined)).toBe('{a}');
  });

  it('ignores inherited keys', () => {
    expect(createTranslator('en')('toString')).toBe('toString');
    expect(createTranslator('en', {})('constructor')).toBe('constructor');
  });
});

describe('one of a thing: a <key>_one message for a count of 1', () => {
  // the modules that hold these messages join the dictionaries when imported
  beforeAll(async () => {
    await import('@/i18n/after-sales');
    await import('@/i18n/user-area');
  });
  it.each<['en' | 'zh', string, number, string]>([
    ['en', 'istore_reviews_count', 1, '1 review'],
    ['en', 'istore_reviews_count', 2, '2 reviews'],
    ['en', 'istore_reviews_count', 0, '0 reviews'],
    ['en', 'istore_referrals_members', 1, '1 member'],
    ['en', 'istore_referrals_members', 3, '3 members'],
    ['en', 'istore_catalogue_end', 1, 'You have seen the 1 product there is.'],
    ['en', 'istore_catalogue_end', 12, 'You have seen all 12 products.'],
    ['zh', 'istore_reviews_count', 1, '1 条评价'],
    ['zh', 'istore_catalogue_end', 1, '已显示全部 1 件商品。'],
  ])('%s %s with %i -> %j', (locale, key, count, expected) => {
    expect(createTranslator(locale)(key, { count })).toBe(expected);
  });

  it("a server's own _one message is used for a count of 1, its plain one for the rest", () => {
    const t = createTranslator('en', {
      istore_reviews_count: '{count} opinions',
      istore_reviews_count_one: 'one opinion',
    });
    expect(t('istore_reviews_count', { count: 1 })).toBe('one opinion');
    expect(t('istore_reviews_count', { count: 4 })).toBe('4 opinions');
  });
});
