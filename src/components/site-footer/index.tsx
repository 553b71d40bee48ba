import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { DeviceInfo } from '@/platform/device';
import {
  companyFooter,
  copyrightLine,
  footerHeadings,
  paymentLogos,
  socialAccounts,
  type PaymentLogo,
} from '@/domain/footer';
import { menuEntries } from '@/domain/menu';
import { a11y } from '@/platform/a11y';
import { LogoImage } from '@/platform/image';
import { useStores } from '@/stores/context';
import { MenuLink } from '@/components/menu-link';
import { SocialLinks } from '@/components/social-links';
import './index.scss';

export interface SiteFooterProps {
  /** The device: the mini-program variant, the payment-app browser (card logos hidden), the credit bar. */
  device: DeviceInfo;
  /** The footer tab bar is shown under the page (room is kept for it). */
  withTabs?: boolean;
}

// Card brands are written the same in both languages; the Chinese wallets have Chinese names.
const LOGO_NAMES: Record<PaymentLogo, string> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  amex: 'AMEX',
  paypal: 'PayPal',
  wechat: 'WeChat Pay',
  alipay: 'Alipay',
  unionpay: 'UnionPay',
};
const LOGO_NAMES_ZH: Partial<Record<PaymentLogo, string>> = { wechat: '微信支付', alipay: '支付宝', unionpay: '银联' };

/** A payment method as a small badge drawn in CSS (no image requests). */
function PaymentBadge({ logo, locale }: { logo: PaymentLogo; locale: string }) {
  return (
    <View className={`pay-badge pay-badge--${logo}`} {...a11y({ role: 'listitem' })}>
      {logo === 'mastercard' && <View className="pay-badge__circles" aria-hidden="true" />}
      <Text className="pay-badge__name">{(locale === 'zh' && LOGO_NAMES_ZH[logo]) || LOGO_NAMES[logo]}</Text>
    </View>
  );
}

/**
 * The store's footer (spec 2.5): logo, menu, Follow Us (when an account is configured), Payment
 * (when a method is supported; card logos hidden in the payment app's browser), the copyright line
 * with the current year and the store's name, and the company credit bar unless hidden (then a
 * spacer in the mini-program, extra bottom margin on phones). Desktop, mobile (by width) and
 * mini-program variants; content at most 1600px wide.
 */
export const SiteFooter = observer(function SiteFooter({ device, withTabs }: SiteFooterProps) {
  const { app, session } = useStores();
  const t = session.t;
  const mp = device.kind === 'miniProgram';
  const headings = footerHeadings(session.locale);
  const entries = menuEntries(app.navigation.footerMenu, session.locale);
  const groups = entries.filter((e) => e.children.length > 0);
  const singles = entries.filter((e) => e.children.length === 0);
  // Spec 5 asks only for a configured account. The mini-program shows it too: there the link
  // adapter copies an external URL (WeChat opens no outside sites), as in the side menu.
  const social = socialAccounts(app.settings.social).length > 0;
  const payment = paymentLogos(app.settings.payment, { alipayBrowser: device.flags.alipay });
  const company = companyFooter({ hideCompanyFooter: app.settings.appConfig.hideCompanyFooter }, device.kind);
  const poweredBy = app.labels.poweredBy || `${t('istore_footer_powered_by')} iStore`;
  const year = new Date().getFullYear();

  const classes = [
    'site-footer',
    mp && 'site-footer--mp',
    company === 'hidden-mobile-margin' && 'site-footer--spaced',
    withTabs && 'site-footer--tabs',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <View className={classes} {...a11y({ role: 'contentinfo' })}>
      <View className="site-footer__inner">
        <View className="site-footer__brand">
          {app.footerLogoUrl ? (
            <LogoImage className="site-footer__logo" src={app.footerLogoUrl} alt={app.storeName} />
          ) : (
            <Text className="site-footer__store">{app.storeName}</Text>
          )}
          {social && (
            <View className="site-footer__block">
              <View className="site-footer__heading" {...a11y({ role: 'heading' })} aria-level={2}>
                {headings.followUs}
              </View>
              <SocialLinks look="round" />
            </View>
          )}
        </View>

        {entries.length > 0 && (
          <View
            className="site-footer__menu"
            {...a11y({ role: 'navigation' })}
            aria-label={t('istore_shell_footer_menu')}
          >
            {groups.map((group) => (
              <View key={group.id} className="site-footer__column">
                <View className="site-footer__heading" {...a11y({ role: 'heading' })} aria-level={2}>
                  {group.label}
                </View>
                {group.children.map((child) => (
                  <MenuLink key={child.id} entry={child} className="site-footer__link" />
                ))}
              </View>
            ))}
            {singles.length > 0 && (
              <View className="site-footer__column">
                {singles.map((entry) => (
                  <MenuLink key={entry.id} entry={entry} className="site-footer__link" />
                ))}
              </View>
            )}
          </View>
        )}

        {payment.show && (
          <View className="site-footer__block site-footer__payment">
            <View className="site-footer__heading" {...a11y({ role: 'heading' })} aria-level={2}>
              {headings.payment}
            </View>
            <View className="site-footer__badges" {...a11y({ role: 'list' })}>
              {payment.logos.map((logo) => (
                <PaymentBadge key={logo} logo={logo} locale={session.locale} />
              ))}
            </View>
          </View>
        )}
      </View>

      <View className="site-footer__bottom">
        <Text className="site-footer__copyright">{copyrightLine(year, app.storeName)}</Text>
      </View>

      {company === 'show' && (
        <View className="site-footer__company">
          <Text>{poweredBy}</Text>
        </View>
      )}
      {company === 'spacer' && <View className="site-footer__spacer" />}
    </View>
  );
});
