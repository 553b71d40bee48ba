import { useEffect, useState } from 'react';
import { Image, Text, View } from '@tarojs/components';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { DeviceInfo } from '@/platform/device';
import {
  accountLink,
  headerLogo,
  isHeaderVisible,
  isLongHeader,
  showCartIcon,
  showDesktopRows,
  showLocationLink,
} from '@/domain/header';
import { nameWithVisibleText } from '@/domain/accessible-name';
import { menuEntries, toggleOpenSubMenu, type MenuEntry } from '@/domain/menu';
import { truncateLocationName } from '@/domain/truncate';
import { AppButton } from '@/platform/button';
import { attachPopover } from '@/platform/dialog';
import { LogoImage } from '@/platform/image';
import { AppLink } from '@/platform/link';
import { headerInsets } from '@/platform/viewport';
import { a11y } from '@/platform/a11y';
import { mediaUrl } from '@/services/media';
import { useStores } from '@/stores/context';
import { useDomId } from '@/components/dialog';
import { Icon } from '@/components/icon';
import { LanguageControl } from '@/components/language-control';
import { MenuLink } from '@/components/menu-link';
import { SearchBox } from '@/components/search-box';
import { SocialLinks } from '@/components/social-links';
import type { Translator } from '@/i18n/translator';
import './index.scss';

export interface SiteHeaderProps {
  /** The device the page is shown on: header visibility (headerControl) and the mini-program layout. */
  device: DeviceInfo;
  /** Viewport width in px: the store-location name is cut by it (spec 5). */
  width: number;
  /** Whether the side menu is open (the menu toggle's aria-expanded). */
  menuOpen: boolean;
  /** Opens the slide-out side menu (mobile). */
  onOpenMenu: () => void;
  /** Opens the language-and-currency modal. */
  onOpenLanguageCurrency: () => void;
  /** Opens the store-location modal. */
  onOpenLocation: () => void;
}

/** The store's logo image or name (spec 2.4: storeLogo 1 name, 2 image), linking home. */
const Brand = observer(function Brand({ className }: { className: string }) {
  const { app } = useStores();
  const logo = headerLogo(app.storeLogo, app.logoUrl);
  return (
    <AppLink href="/" className={className} label={app.storeName || undefined}>
      {logo === 'image' && app.logoUrl ? (
        <LogoImage className="site-header__logo" src={app.logoUrl} alt="" />
      ) : (
        <Text className="site-header__name">{app.storeName}</Text>
      )}
    </AppLink>
  );
});

/** The desktop menu bar: links, and buttons opening sub-menus (two columns above 12 entries). */
const MenuBar = observer(function MenuBar({ entries, long }: { entries: MenuEntry[]; long: boolean }) {
  const { session } = useStores();
  const [openId, setOpenId] = useState<string | null>(null);
  const navId = useDomId('menubar');
  useEffect(() => (openId === null ? undefined : attachPopover(navId, () => setOpenId(null))), [openId, navId]);
  if (entries.length === 0) return null;
  const close = () => setOpenId(null);
  return (
    <View
      id={navId}
      className={`site-header__menubar${long ? ' site-header__menubar--long' : ''}`}
      {...a11y({ role: 'navigation' })}
      aria-label={session.t('istore_shell_main_menu')}
    >
      <View className="site-header__menubar-inner">
        {entries.map((entry) => {
          if (entry.children.length === 0) {
            return (
              <View key={entry.id} className="site-header__menu-item">
                <MenuLink entry={entry} className="site-header__menu-link" onNavigate={close} />
              </View>
            );
          }
          const open = openId === entry.id;
          const panelId = `${navId}-${entry.id}`;
          return (
            <View
              key={entry.id}
              className={`site-header__menu-item site-header__menu-item--parent${open ? ' is-open' : ''}`}
            >
              <AppButton
                className="site-header__menu-link"
                expanded={open}
                controls={panelId}
                title={entry.label !== entry.fullLabel ? entry.fullLabel : undefined}
                onPress={() => setOpenId((id) => toggleOpenSubMenu(id, entry.id))}
              >
                <Text>{entry.label}</Text>
                <Icon name="chevron-down" className="site-header__caret" />
              </AppButton>
              {/* shown on hover (CSS) and while opened by click / keyboard */}
              <View id={panelId} className={`site-header__submenu${entry.wide ? ' site-header__submenu--wide' : ''}`}>
                {entry.children.map((child) => (
                  <MenuLink key={child.id} entry={child} className="site-header__submenu-link" onNavigate={close} />
                ))}
              </View>
            </View>
          );
        })}
      </View>
    </View>
  );
});

/** 'Cart, 2 items': the cart link's name and what a change of the count announces. */
function cartCountLabel(t: Translator, count: number): string {
  return count === 1 ? t('istore_header_cart_count_one') : t('istore_header_cart_count', { count });
}

/**
 * The cart icon with its count. The cart's parts are their own observers: an add to the cart
 * re-renders them, not the whole header (interaction latency).
 */
const CartLink = observer(function CartLink() {
  const { cart, session } = useStores();
  return (
    <AppLink
      href="/checkout/cart"
      className="site-header__icon-button site-header__cart"
      label={cartCountLabel(session.t, cart.count)}
    >
      <Icon name="cart" />
      {cart.count > 0 && (
        <Text className="site-header__badge" aria-hidden="true">
          {cart.count > 99 ? '99+' : cart.count}
        </Text>
      )}
    </AppLink>
  );
});

/**
 * A change of the cart's count, announced (the badge alone is silent); the count the page opens
 * with is not news. It follows the count in a reaction and renders only to announce: read in
 * render, the cart's first answer (an unchanged count) took a commit of its own at start-up.
 */
const CartNews = observer(function CartNews() {
  const { cart, session } = useStores();
  const [news, setNews] = useState('');
  useEffect(
    () =>
      reaction(
        () => (cart.loaded ? cart.count : null),
        (count, before) => {
          if (count !== null && before !== null) setNews(cartCountLabel(session.t, count));
        },
      ),
    [cart, session],
  );
  return (
    <Text className="visually-hidden" {...a11y({ role: 'status', live: 'polite' })}>
      {news}
    </Text>
  );
});

/**
 * The store's header (spec 2.4). Desktop (768 px and up): a top bar (store location, social icons,
 * language control, account), the logo with the search box and cart, and the menu bar with its
 * sub-menus. Mobile and mini-program: a floating bar with the menu toggle, logo, search icon (the
 * search row opens under it) and cart; the store location under it. Hidden by headerControl per
 * device kind; hidden in the mini-program, an empty bar of the status bar + capsule height takes its
 * place, because the app draws its own navigation bar (navigationStyle custom) and the page would
 * otherwise start under the status bar and WeChat's capsule.
 */
export const SiteHeader = observer(function SiteHeader(props: SiteHeaderProps) {
  const { device, width } = props;
  const { app, session, location } = useStores();
  const [searchOpen, setSearchOpen] = useState(false);
  const t = session.t;
  if (!isHeaderVisible(device.kind, app.headerControl)) {
    // the strip the header would cover: the status bar, then the capsule row (0 in a browser)
    const { top, rowHeight } = headerInsets();
    const clearance = top + rowHeight;
    return clearance > 0 ? (
      <View className="site-header-spacer" style={{ height: `${clearance}px` }} aria-hidden="true" />
    ) : null;
  }

  const mp = device.kind === 'miniProgram';
  const entries = menuEntries(app.navigation.headerMenu, session.locale);
  const long = isLongHeader(app.navigation.headerMenu);
  const account = accountLink(session.loggedIn, session.userID);
  const accountText = t(account.kind === 'signIn' ? 'istore_header_sign_in' : 'istore_header_my_account');
  // the shopper's photo stands for the account once there is one (decorative: the link is named)
  const photo = account.kind !== 'signIn' ? session.user?.profileImage : null;
  const accountIcon = photo ? (
    <Image className="site-header__avatar" src={mediaUrl(photo)} mode="aspectFill" aria-hidden="true" />
  ) : (
    <Icon name="user" />
  );
  const cartShown = showCartIcon(app.settings.appConfig.enableCheckout);
  const locationShown = showLocationLink(location.enabled);
  const locationName = location.selectedName;
  const insets = mp ? headerInsets() : null;
  const desktopRows = !mp && showDesktopRows(width);

  const cartLink = cartShown && <CartLink />;

  const shownLocation = locationName ? truncateLocationName(locationName, width) : t('istore_shell_choose_store');
  const locationButton = locationShown && (
    <AppButton
      className="site-header__location"
      haspopup="dialog"
      label={
        locationName
          ? nameWithVisibleText(shownLocation, t('istore_shell_store_button', { name: locationName }))
          : undefined
      }
      onPress={props.onOpenLocation}
    >
      <Icon name="pin" />
      <Text className="site-header__location-name">{shownLocation}</Text>
      <Icon name="chevron-down" className="site-header__caret" />
    </AppButton>
  );

  return (
    <View
      className={`site-header${long ? ' site-header--long' : ''}${mp ? ' site-header--mp' : ''}`}
      {...a11y({ role: 'banner' })}
      // sticky: keyboard focus is kept out from under it (platform/focus-clear)
      data-sticky-edge="top"
      style={insets ? { paddingTop: `${insets.top}px` } : undefined}
    >
      {desktopRows && (
        <View className="site-header__top">
          <View className="site-header__top-inner">
            {locationButton}
            <View className="site-header__top-end">
              <SocialLinks />
              <LanguageControl onOpenLanguageCurrency={props.onOpenLanguageCurrency} />
              <AppLink href={account.url} className="site-header__account">
                {accountIcon}
                <Text>{accountText}</Text>
              </AppLink>
            </View>
          </View>
        </View>
      )}

      <View
        className="site-header__main"
        style={insets ? { paddingRight: `${insets.right}px`, minHeight: `${insets.rowHeight}px` } : undefined}
      >
        <View className="site-header__main-inner">
          <AppButton
            className="site-header__icon-button site-header__menu-toggle"
            label={t('istore_header_open_menu')}
            haspopup="dialog"
            expanded={props.menuOpen}
            onPress={props.onOpenMenu}
          >
            <Icon name="menu" />
          </AppButton>
          <Brand className="site-header__brand" />
          {!mp && <SearchBox className="site-header__search" />}
          <View className="site-header__actions">
            <AppButton
              className="site-header__icon-button site-header__search-toggle"
              label={t('istore_shell_open_search')}
              expanded={searchOpen}
              onPress={() => setSearchOpen((o) => !o)}
            >
              <Icon name={searchOpen ? 'close' : 'search'} />
            </AppButton>
            {!mp && (
              <AppLink
                href={account.url}
                className="site-header__icon-button site-header__account-icon"
                label={accountText}
              >
                {accountIcon}
              </AppLink>
            )}
            {cartLink}
          </View>
        </View>
      </View>

      <CartNews />
      {searchOpen && (
        <View className="site-header__search-row">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the row opens on the shopper's tap of Search: focus goes where they asked to type */}
          <SearchBox autoFocus onSearched={() => setSearchOpen(false)} />
        </View>
      )}
      {locationShown && <View className="site-header__location-row">{locationButton}</View>}
      {desktopRows && <MenuBar entries={entries} long={long} />}
    </View>
  );
});
