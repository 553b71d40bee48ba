import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { ORDER_TABS } from '@/domain/orders';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { AccountSectionsStore } from '@/stores/AccountSectionsStore';
import { useStores } from '@/stores/context';
import { moneyFormat } from '@/components/checkout/money';
import './index.scss';
import '@/i18n/user-area';
import '@/i18n/checkout-account';
import '@/i18n/alerts';

/**
 * My Account's section menu: orders counted by state (orders/count), store credit balance,
 * coupons to use, the membership badge, and a link to each section of the user area.
 */
export const AccountSections = observer(function AccountSections() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const money = moneyFormat(session);
  const [s] = useState(() => new AccountSectionsStore(root));
  useEffect(() => {
    if (session.loggedIn) void s.load();
  }, [s, session.loggedIn]);
  if (!session.loggedIn) return null;

  const m = s.membership;
  const badge =
    m?.active && m.name ? t('istore_sections_member_badge', { name: m.name }) : t('istore_sections_not_member');
  const links: { href: string; title: string; figure: string | null; ext?: 'alerts' }[] = [
    {
      href: '/user/coupons',
      title: t('istore_sections_coupons'),
      figure: s.couponCount === null ? null : t('istore_sections_coupons_count', { count: s.couponCount }),
    },
    {
      href: '/user/credit',
      title: t('istore_sections_credit'),
      figure: s.credit ? money(s.credit.balance, s.credit.currency) : null,
    },
    { href: '/user/membership', title: t('istore_sections_membership'), figure: m ? badge : null },
    { href: '/user/referrals', title: t('istore_sections_referrals'), figure: null },
    { href: '/user/support', title: t('istore_sections_support'), figure: null },
    ...(app.offers('alerts')
      ? [{ href: '/user/alerts', title: t('istore_alert_title'), figure: null, ext: 'alerts' as const }]
      : []),
  ];
  return (
    <View className="co-card account-sections" {...a11y({ role: 'navigation', label: t('istore_sections_title') })}>
      <View className="account-sections__head">
        <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
          {t('istore_sections_orders')}
        </Text>
        {m?.active && <Text className="account-sections__badge">{badge}</Text>}
      </View>
      <View className="account-sections__states">
        {ORDER_TABS.filter((tab) => tab !== 'all').map((tab) => (
          <AppLink key={tab} href={`/user/orders?state=${tab}`} className="account-sections__state">
            <Text className="account-sections__count">{s.counts ? String(s.counts.byState[tab]) : '–'}</Text>
            <Text className="account-sections__label">{t(`istore_orders_tab_${tab}`)}</Text>
          </AppLink>
        ))}
      </View>
      <View className="account-sections__links">
        {links.map((l) => {
          const link = (
            <AppLink key={l.href} href={l.href} className="account-sections__link">
              <Text className="account-sections__title">{l.title}</Text>
              {l.figure && <Text className="account-sections__figure">{l.figure}</Text>}
              <Text className="account-sections__chevron" {...a11y({ hidden: true })}>
                ›
              </Text>
            </AppLink>
          );
          // an extension's section is marked for the test against a server without extensions
          return l.ext ? (
            <View key={l.href} className="account-sections__ext" data-ext={l.ext}>
              {link}
            </View>
          ) : (
            link
          );
        })}
      </View>
    </View>
  );
});
