import { useEffect, useRef, useState, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { showFooterTabs } from '@/domain/footerTabs';
import { themeStyle } from '@/domain/theme';
import { currentPath } from '@/platform/navigation';
import { onViewportChange, viewportWidth } from '@/platform/viewport';
import { useStores } from '@/stores/context';
import { FooterTabs } from '@/components/footer-tabs';
import { InstallBanner } from '@/components/install-banner';
import { LanguageCurrencyModal } from '@/components/language-currency-modal';
import { LocationModal } from '@/components/location-modal';
import { MarketplaceHeader } from '@/components/marketplace-header';
import { MpPromo } from '@/components/mp-promo';
import { ShareModal } from '@/components/share-modal';
import { SideMenu } from '@/components/side-menu';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { WechatShareModal } from '@/components/wechat-share-modal';
import './index.scss';

export interface PageShellProps {
  /** The page's main content. */
  children?: ReactNode;
}

/** The overlay open over the page: side menu or one modal at a time. */
type Overlay = 'menu' | 'language' | 'location' | 'share' | 'wechat' | null;

/**
 * Every screen sits in this: the store's colours (readable variants, domain/theme.ts), the
 * marketplace bar, the header, the mini-program promo, the page, the footer, the footer tabs,
 * the install banner, and the side menu and modals the header opens.
 */
export const PageShell = observer(function PageShell({ children }: PageShellProps) {
  const root = useStores();
  const { app, session, location } = root;
  const [device, setDevice] = useState(() => root.platform.getDevice());
  const [width, setWidth] = useState(viewportWidth);
  const [path, setPath] = useState(() => currentPath() + root.platform.currentLocation().search);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const autoOpened = useRef(false);

  useEffect(
    () =>
      onViewportChange(() => {
        setWidth(viewportWidth());
        setDevice(root.platform.getDevice());
      }),
    [root],
  );
  // a page shown again (back navigation) re-reads where it is
  useDidShow(() => setPath(currentPath() + root.platform.currentLocation().search));

  // spec 4: multi-location on and no location chosen: the picker opens by itself, once
  const mustPick = location.shouldAutoOpenPicker;
  useEffect(() => {
    if (mustPick && !autoOpened.current) {
      autoOpened.current = true;
      setOverlay('location');
    }
  }, [mustPick]);

  const close = () => setOverlay(null);
  const withTabs = showFooterTabs({ styleLoaded: app.ready, languageLoaded: app.ready, tabs: app.navigation.footerTabs });

  return (
    <View className="page-shell" style={themeStyle(app.css)}>
      <MarketplaceHeader onShare={() => setOverlay('share')} />
      <SiteHeader
        device={device}
        width={width}
        menuOpen={overlay === 'menu'}
        onOpenMenu={() => setOverlay('menu')}
        onOpenLanguageCurrency={() => setOverlay('language')}
        onOpenLocation={() => setOverlay('location')}
      />
      <MpPromo device={device} />
      <View className="page-shell__main" id="main">
        {children}
      </View>
      <SiteFooter device={device} withTabs={withTabs} />
      <FooterTabs path={path} />
      <InstallBanner device={device} />

      <SideMenu
        open={overlay === 'menu'}
        onClose={close}
        onOpenLanguageCurrency={() => setOverlay('language')}
        onOpenLocation={() => setOverlay('location')}
      />
      <LanguageCurrencyModal open={overlay === 'language'} onClose={close} />
      <LocationModal open={overlay === 'location'} onClose={close} />
      <ShareModal
        open={overlay === 'share'}
        onClose={close}
        title={session.marketName || session.marketplace || app.storeName}
        onWechat={() => setOverlay('wechat')}
      />
      <WechatShareModal open={overlay === 'wechat'} onClose={close} />
    </View>
  );
});
