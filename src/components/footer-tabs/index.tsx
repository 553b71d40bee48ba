import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { footerRaised, footerTabUrl, isTabActive, showFooterTabs, tabBadge } from '@/domain/footerTabs';
import { menuItemName } from '@/domain/links';
import { truncateMenuText } from '@/domain/truncate';
import { AppLink } from '@/platform/link';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import { Icon, iconForTab } from '@/components/icon';
import './index.scss';

export interface FooterTabsProps {
  /** The current path with its query (`/store/productlist?cat=all`): active tab and stacking. */
  path: string;
}

/**
 * The configurable footer tabs (spec 2.5), phones only (hidden from 768 px): each tab's icon and
 * name; a tab without a link is a plain label; the cart tab carries the item count; the active tab
 * follows the exact rules of domain/footerTabs.ts; on /store/productlist the bar stacks higher.
 */
export const FooterTabs = observer(function FooterTabs({ path }: FooterTabsProps) {
  const { app, session, cart } = useStores();
  const tabs = app.navigation.footerTabs;
  if (!showFooterTabs({ styleLoaded: app.ready, languageLoaded: app.ready, tabs })) return null;
  const t = session.t;
  return (
    <View
      className={`footer-tabs${footerRaised(path) ? ' footer-tabs--raised' : ''}`}
      {...a11y({ role: 'navigation' })}
      aria-label={t('istore_shell_footer_tabs')}
      // fixed at the bottom: keyboard focus is kept out from under it (platform/focus-clear)
      data-sticky-edge="bottom"
    >
      {tabs.map((tab, i) => {
        const url = footerTabUrl(tab);
        const name = menuItemName(tab, session.locale);
        const badge = tabBadge(tab.link, cart.count);
        const active = url !== null && isTabActive(tab.link, path);
        // The name comes first in the markup (the tab shows it under the icon, column-reverse): a
        // tab's visible text then reads "Cart 1" (a space between, or it is one word "Cart1"), which its
        // accessible name "Cart, 1 items" contains in that order (WCAG 2.5.3, label in name).
        const body = (
          <>
            <Text className="footer-tabs__name">{truncateMenuText(name)}</Text>{' '}
            <View className="footer-tabs__icon">
              <Icon name={iconForTab(tab.icon)} />
              {badge !== null && (
                <Text className="footer-tabs__badge" aria-hidden="true">
                  {badge > 99 ? '99+' : badge}
                </Text>
              )}
            </View>
          </>
        );
        if (url === null) {
          return (
            <View key={i} className="footer-tabs__tab footer-tabs__tab--label">
              {body}
            </View>
          );
        }
        return (
          <AppLink
            key={i}
            href={url}
            current={active}
            className={`footer-tabs__tab${active ? ' is-active' : ''}`}
            label={
              badge === null
                ? undefined
                : badge === 1
                  ? t('istore_header_cart_count_one')
                  : t('istore_header_cart_count', { count: badge })
            }
          >
            {body}
          </AppLink>
        );
      })}
    </View>
  );
});
