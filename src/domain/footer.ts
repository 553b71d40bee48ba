/** Footer rules (spec 2.5, 5): social block, payment logos, copyright, company credit, headings. */
import type { Locale, PaymentSettings, SocialSettings } from '@api-types';
import type { DeviceKind } from './device';
import { isSafeHref } from './links';

export type SocialId = 'instagram' | 'facebook' | 'twitter' | 'youtube' | 'linkedin' | 'pinterest';

export interface SocialLink {
  id: SocialId;
  url: string;
}

function httpUrl(url: string | undefined): string | null {
  const u = (url ?? '').trim();
  return u && /^https?:\/\//i.test(u) && isSafeHref(u) ? u : null;
}

/**
 * Configured accounts in display order. Instagram needs a userName (its page is pageURL, else
 * built from the userName); the others need an http(s) pageURL.
 */
export function socialAccounts(social: SocialSettings | null | undefined): SocialLink[] {
  if (!social) return [];
  const out: SocialLink[] = [];
  const userName = (social.instagram?.userName ?? '').trim().replace(/^@/, '');
  if (userName) {
    out.push({
      id: 'instagram',
      url: httpUrl(social.instagram?.pageURL) ?? `https://www.instagram.com/${encodeURIComponent(userName)}`,
    });
  }
  const others: [SocialId, string | undefined][] = [
    ['facebook', social.facebook?.pageURL],
    ['twitter', social.twitter?.pageURL],
    ['youtube', social.youTube?.pageURL],
    ['linkedin', social.linkedin?.pageURL],
    ['pinterest', social.pinterest?.pageURL],
  ];
  for (const [id, pageURL] of others) {
    const url = httpUrl(pageURL);
    if (url) out.push({ id, url });
  }
  return out;
}

export type PaymentLogo = 'visa' | 'mastercard' | 'amex' | 'paypal' | 'wechat' | 'alipay' | 'unionpay';

const LOGO_FLAGS: [PaymentLogo, keyof PaymentSettings, boolean][] = [
  ['visa', 'supportVisa', true],
  ['mastercard', 'supportMasterCard', true],
  ['amex', 'supportAmex', true],
  ['paypal', 'supportPayPal', true],
  ['wechat', 'supportWeChatPay', true],
  ['alipay', 'supportAliPay', false],
  ['unionpay', 'supportUnionPay', true],
];

/**
 * Spec 5: the block shows if at least one payment flag is true; card logos are hidden in the
 * payment app's browser, the alipay logo shows whenever supported.
 */
export function paymentLogos(
  payment: Partial<PaymentSettings> | null | undefined,
  ctx: { alipayBrowser: boolean },
): { show: boolean; logos: PaymentLogo[] } {
  if (!payment) return { show: false, logos: [] };
  const supported = LOGO_FLAGS.filter(([, flag]) => payment[flag] === true);
  return {
    show: supported.length > 0,
    logos: supported.filter(([, , card]) => !(card && ctx.alipayBrowser)).map(([logo]) => logo),
  };
}

/** '© 2026 Store Name' with the four-digit year. */
export function copyrightLine(year: number, storeName: string): string {
  return `© ${year} ${storeName}`.trim();
}

export type CompanyFooterMode = 'show' | 'spacer' | 'hidden-mobile-margin' | 'hidden';

/** The 'powered by' credit bar: hidden by either flag; then a spacer in the mini-program, extra margin on mobile. */
export function companyFooter(
  config: { hidePowerBy?: boolean | null; hideCompanyFooter?: boolean | null },
  kind: DeviceKind,
): CompanyFooterMode {
  if (!config.hidePowerBy && !config.hideCompanyFooter) return 'show';
  if (kind === 'miniProgram') return 'spacer';
  return kind === 'desktop' ? 'hidden' : 'hidden-mobile-margin';
}

export function footerHeadings(locale: Locale): { followUs: string; payment: string } {
  return locale === 'zh'
    ? { followUs: '关注我们', payment: '支付方式' }
    : { followUs: 'Follow Us', payment: 'Payment' };
}

export interface MobileFooterTab {
  id: 'home' | 'shop' | 'cart' | 'support' | 'account';
  /** null: opens the support action, no route. */
  url: string | null;
  label: Record<Locale, string>;
}

/** The support action of the Support tab (spec 2.5: no route of its own): the support form. */
export const SUPPORT_FORM_URL = '/user/support';

/** Where a fixed footer tab takes the shopper: its route, or the support form for Support. */
export function mobileFooterTabTarget(tab: Pick<MobileFooterTab, 'url'>): string {
  return tab.url ?? SUPPORT_FORM_URL;
}

/** Spec 2.5: the fixed mobile footer tab bar (switched off by SHOW_MOBILE_FOOTER_TAB_BAR). */
export const MOBILE_FOOTER_TABS: readonly MobileFooterTab[] = [
  { id: 'home', url: '/home', label: { en: 'Home', zh: '首页' } },
  { id: 'shop', url: '/store', label: { en: 'Shop', zh: '商店' } },
  { id: 'cart', url: '/checkout', label: { en: 'Cart', zh: '购物车' } },
  { id: 'support', url: null, label: { en: 'Support', zh: '客服' } },
  { id: 'account', url: '/user/list', label: { en: 'Account', zh: '我的' } },
];
