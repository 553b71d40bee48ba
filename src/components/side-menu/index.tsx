import { useState } from 'react';
import { Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { nameWithVisibleText } from '@/domain/accessible-name';
import { accountLink, headerLogo, showLocationLink } from '@/domain/header';
import { menuEntries, subMenuMarker, toggleOpenSubMenu } from '@/domain/menu';
import { truncateLocationName } from '@/domain/truncate';
import { AppButton } from '@/platform/button';
import { AppLink } from '@/platform/link';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import { Dialog, useDomId } from '@/components/dialog';
import { Icon } from '@/components/icon';
import { LanguageControl } from '@/components/language-control';
import { MenuLink } from '@/components/menu-link';
import { SocialLinks } from '@/components/social-links';
import './index.scss';

export interface SideMenuProps {
  /** Shown or not. */
  open: boolean;
  /** Close button, backdrop, Escape, and any followed link. */
  onClose: () => void;
  /** Opens the language-and-currency modal (the menu closes first). */
  onOpenLanguageCurrency: () => void;
  /** Opens the store-location modal (the menu closes first). */
  onOpenLocation: () => void;
  /** The viewport's width in px (the store-location name is cut by it, spec 5). */
  width: number;
}

/**
 * The slide-out side menu (spec 2.4): the side menu's items with collapsible sub-menus (one open
 * at a time, + / - markers), account link, store location, the language/currency entry, social
 * icons and the 'powered by' line unless the company footer is hidden. The store-location name is
 * cut by the viewport's width as in the header (spec 5).
 */
export const SideMenu = observer(function SideMenu({
  open,
  onClose,
  onOpenLanguageCurrency,
  onOpenLocation,
  width,
}: SideMenuProps) {
  const { app, session, location } = useStores();
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useDomId('side-menu');
  const t = session.t;
  const entries = menuEntries(app.navigation.sideMenu, session.locale);
  const account = accountLink(session.loggedIn, session.userID);
  const logo = headerLogo(app.storeLogo, app.logoUrl);
  const poweredBy = app.labels.poweredBy || `${t('istore_footer_powered_by')} iStore`;
  const locationName = location.selectedName;

  return (
    <Dialog
      open={open}
      variant="drawer"
      title={t('istore_header_menu')}
      closeLabel={t('istore_header_close_menu')}
      onClose={onClose}
      className="side-menu"
      heading={
        <View className="side-menu__brand">
          {logo === 'image' && app.logoUrl ? (
            <Image className="side-menu__logo" src={app.logoUrl} mode="heightFix" imgProps={{ alt: app.storeName }} />
          ) : (
            <Text className="side-menu__name">{app.storeName}</Text>
          )}
        </View>
      }
    >
      <View {...a11y({ role: 'navigation' })} aria-label={t('istore_shell_main_menu')}>
        <View className="side-menu__list">
          {entries.map((entry) => {
            if (entry.children.length === 0) {
              return (
                <View key={entry.id} className="side-menu__item">
                  <MenuLink entry={entry} className="side-menu__link" onNavigate={onClose} />
                </View>
              );
            }
            const expanded = openId === entry.id;
            const panelId = `${baseId}-${entry.id}`;
            return (
              <View key={entry.id} className={`side-menu__item${expanded ? ' is-open' : ''}`}>
                <AppButton
                  className="side-menu__link side-menu__parent"
                  expanded={expanded}
                  controls={panelId}
                  title={entry.label !== entry.fullLabel ? entry.fullLabel : undefined}
                  onPress={() => setOpenId((id) => toggleOpenSubMenu(id, entry.id))}
                >
                  <Text className="side-menu__parent-label">{entry.label}</Text>
                  {/* the + / - marker, drawn as an icon (a hyphen is too thin to see) */}
                  <View className="side-menu__marker" aria-hidden="true" data-marker={subMenuMarker(expanded)}>
                    <Icon name={expanded ? 'minus' : 'plus'} />
                  </View>
                </AppButton>
                {expanded && (
                  <View id={panelId} className="side-menu__sub">
                    {entry.children.map((child) => (
                      <MenuLink key={child.id} entry={child} className="side-menu__sublink" onNavigate={onClose} />
                    ))}
                  </View>
                )}
              </View>
            );
          })}
        </View>
      </View>

      <View className="side-menu__section">
        <AppLink href={account.url} className="side-menu__row" onNavigate={onClose}>
          <Icon name="user" />
          <Text>{t(account.kind === 'signIn' ? 'istore_header_sign_in' : 'istore_header_my_account')}</Text>
        </AppLink>
        {showLocationLink(location.enabled) && (
          <AppButton
            className="side-menu__row"
            haspopup="dialog"
            label={
              locationName
                ? nameWithVisibleText(
                    truncateLocationName(locationName, width),
                    t('istore_shell_store_button', { name: locationName }),
                  )
                : undefined
            }
            onPress={onOpenLocation}
          >
            <Icon name="pin" />
            <Text>{locationName ? truncateLocationName(locationName, width) : t('istore_shell_choose_store')}</Text>
          </AppButton>
        )}
        <LanguageControl look="list" onOpenLanguageCurrency={onOpenLanguageCurrency} />
      </View>

      <View className="side-menu__end">
        <SocialLinks look="round" className="side-menu__social" />
        {!app.settings.appConfig.hideCompanyFooter && <Text className="side-menu__powered">{poweredBy}</Text>}
      </View>
    </Dialog>
  );
});
