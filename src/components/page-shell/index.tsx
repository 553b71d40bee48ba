import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { View } from '@tarojs/components';
import { useDidHide, useDidShow } from '@tarojs/taro';
import { untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import { showFooterTabs } from '@/domain/footerTabs';
import { pageShareUrl } from '@/domain/share';
import { themeStyle } from '@/domain/theme';
import { a11y } from '@/platform/a11y';
import { setDocumentLanguage } from '@/platform/document-lang';
import { keepFocusClear } from '@/platform/focus-clear';
import { dismissHtmlShell, htmlShellCoversApp } from '@/platform/html-shell';
import { currentPath, takeNotFoundNotice } from '@/platform/navigation';
import { whenQuiet } from '@/platform/idle';
import { isOnline } from '@/platform/network';
import { useAppShare, useTimelineShare } from '@/platform/share';
import { SkipLink } from '@/platform/skip-link';
import { onViewportChange, viewportWidth } from '@/platform/viewport';
import { useStores } from '@/stores/context';
import { Deferred } from '@/components/deferred';
import { FooterTabs } from '@/components/footer-tabs';
import { LocationAutoOpen } from '@/components/location-auto-open';
import { LocationModal } from '@/components/location-modal';
import { MarketplaceHeader } from '@/components/marketplace-header';
import { MpPromo } from '@/components/mp-promo';
import type { LanguageCurrencyModalProps } from '@/components/language-currency-modal';
import type { NotFoundNoticeProps } from '@/components/not-found-notice';
import type { ShareModalProps } from '@/components/share-modal';
import type { SideMenuProps } from '@/components/side-menu';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import type { WechatShareModalProps } from '@/components/wechat-share-modal';
import './index.scss';

/*
 * The overlays a shopper opens (side menu, language and currency, share, WeChat hint) are not part
 * of the first screen: on H5 they come in one chunk on first use (fetched ahead a moment after the
 * page is up); the mini-program has no async chunks, so there they are ordinary imports. The
 * location picker stays in the first screen: it may open by itself on the first visit.
 */
type Overlays = typeof import('./overlays');
// The chunk once it is in: an overlay opened after that renders in the commit of the tap itself.
let loadedOverlays: Overlays | null = null;
const loadOverlays: () => Promise<Overlays> =
  process.env.TARO_ENV === 'h5'
    ? () =>
        import(/* webpackChunkName: "shell-overlays" */ './overlays').then((m) => {
          loadedOverlays = m;
          return m;
        })
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mini-program has no async chunks: a plain require keeps the overlays in the package
      () => Promise.resolve(require('./overlays') as Overlays);
function overlay<P extends object>(pick: (m: Overlays) => ComponentType<P>): ComponentType<P> {
  if (process.env.TARO_ENV !== 'h5')
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
    return pick(require('./overlays') as Overlays);
  const Lazy = lazy(() => loadOverlays().then((m) => ({ default: pick(m) }))) as unknown as ComponentType<P>;
  // React.lazy suspends on its first render even when the chunk is already in (its promise settles
  // a microtask later): the tap's frame then showed nothing, and the menu came in a later render,
  // after the frame that answered the tap. So once the chunk is in the overlay is drawn directly;
  // lazily only when opened before that. Chosen once per opening: switching from the lazy one to
  // the direct one under an open overlay would remount it (focus moved again, sub-menu closed).
  return function Overlay(props: P) {
    const [Shown] = useState(() => (loadedOverlays ? pick(loadedOverlays) : Lazy));
    return createElement(Shown, props);
  };
}
const SideMenu = overlay<SideMenuProps>((m) => m.SideMenu);
const LanguageCurrencyModal = overlay<LanguageCurrencyModalProps>((m) => m.LanguageCurrencyModal);
const ShareModal = overlay<ShareModalProps>((m) => m.ShareModal);
const WechatShareModal = overlay<WechatShareModalProps>((m) => m.WechatShareModal);
const NotFoundNotice = overlay<NotFoundNoticeProps>((m) => m.NotFoundNotice);
// after the areas' preload has begun (platform/navigation.ts: 5 s after start-up): not first-screen work
const OVERLAY_PREFETCH_MS = 6500;

/*
 * The installed web app's notices (H5 only: install banner, offline indicator, update prompt): their
 * own chunk, after the first screen (at once when the page opens offline: the service worker has
 * it). The mini-program never offers installing. A failed load shows nothing.
 */
type PwaNoticesProps = import('./pwa-notices').PwaNoticesProps;
const PwaNotices =
  process.env.TARO_ENV === 'h5'
    ? lazy(() =>
        new Promise((resolve) => (isOnline() ? whenQuiet(() => resolve(null), OVERLAY_PREFETCH_MS) : resolve(null)))
          .then(() => import(/* webpackChunkName: "pwa-notices" */ './pwa-notices'))
          .catch(() => ({ default: (_: PwaNoticesProps) => null as JSX.Element | null })),
      )
    : null;

/** What a page shares (its Share button and the mini-program's ··· share) instead of the marketplace. */
export interface PageShare {
  title: string;
  /** An http(s) link or an app path; the current page when absent. */
  url?: string | null;
  content?: string;
  /** A picture of what is shared (Pinterest needs one). */
  image?: string | null;
}

export interface PageShellProps {
  /** The page's main content. */
  children?: ReactNode;
  /** The page's own share; without it the share modal shares the marketplace (spec 2.4). */
  share?: PageShare;
}

const OpenShareContext = createContext<(() => void) | null>(null);

/** Opens the page's share modal (null outside a PageShell). */
export function useOpenShare(): (() => void) | null {
  return useContext(OpenShareContext);
}

/** The overlay open over the page: side menu or one modal at a time. */
type Overlay = 'menu' | 'language' | 'location' | 'share' | 'wechat' | null;

/**
 * Every screen sits in this: the store's colours (readable variants, domain/theme.ts), the
 * marketplace bar, the header, the mini-program promo, the page, the footer, the footer tabs,
 * the installed app's notices, and the side menu and modals the header opens.
 */
export const PageShell = observer(function PageShell({ children, share }: PageShellProps) {
  const root = useStores();
  const { app, session, location } = root;
  const [device, setDevice] = useState(() => root.platform.getDevice());
  const [width, setWidth] = useState(viewportWidth);
  const [path, setPath] = useState(() => currentPath() + root.platform.currentLocation().search);
  // A picker due to open by itself (LocationAutoOpen) opens with the page's first render when app
  // info is already in (the web server's page): no second render pass for it. Untracked: the flag
  // turning off must not re-render the shell.
  const [open, setOpen] = useState<Overlay>(() => (untracked(() => location.shouldAutoOpenPicker) ? 'location' : null));
  // an unknown address was sent here (spec 2.1): say so, once (gone when the page is left)
  const [notFound, setNotFound] = useState(takeNotFoundNotice);
  useDidHide(() => setNotFound(false));

  useEffect(
    () =>
      onViewportChange(() => {
        setWidth(viewportWidth());
        // the same device keeps its object: every part of the shell takes it as a prop, and a new
        // object for an unchanged device (a resize that changes nothing) re-rendered all of them
        setDevice((prev) => {
          const next = root.platform.getDevice();
          return JSON.stringify(next) === JSON.stringify(prev) ? prev : next;
        });
      }),
    [root],
  );
  useEffect(() => setDocumentLanguage(session.locale), [session.locale]);
  useEffect(keepFocusClear, []);
  // the HTML's first screen goes once this header shows the store (or app info has failed)
  const appSettled = !app.loading;
  useEffect(() => {
    if (appSettled) dismissHtmlShell();
  }, [appSettled]);
  // The header's height hangs on app info (the store-location row). Until it has settled the page
  // under the header is rendered (its data loads) but not laid out: shown at once under the final
  // header, nothing on it moves (layout shift) and no layout is done twice. Only while the HTML's
  // shell covers the app (a first screen not drawn by the server): a shopper never sees it empty.
  const [shellCovers] = useState(htmlShellCoversApp);
  const layoutHeld = shellCovers && !appSettled;
  // weapp: the page's share (··· menu, the WeChat option) sends this page with rid, as the widget does
  const shareRef = useRef(share);
  shareRef.current = share;
  useAppShare(() => ({
    title: shareRef.current?.title || session.marketName || app.storeName,
    url: pageShareUrl(shareRef.current?.url, root.platform.currentLocation().href, session.getReferralId()),
  }));
  // weapp: Moments shares this page (pages whose config enables it: home, product, group buy)
  useTimelineShare(
    () => ({
      title: shareRef.current?.title || session.marketName || app.storeName,
      url: root.platform.currentLocation().href,
      image: shareRef.current?.image,
    }),
    () => session.getReferralId(),
  );
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return undefined;
    // ahead of a tap, never under one (a tap on the menu before then loads it itself)
    return whenQuiet(() => void loadOverlays().catch(() => undefined), OVERLAY_PREFETCH_MS);
  }, []);
  // a page shown again (back navigation) re-reads where it is
  useDidShow(() => setPath(currentPath() + root.platform.currentLocation().search));

  // One set of handlers for the page's life: the header, footer and modals are memoised observers,
  // so a page re-rendering (its data arriving) does not re-render them through new callbacks.
  const [on] = useState(() => ({
    close: () => setOpen(null),
    menu: () => setOpen('menu'),
    language: () => setOpen('language'),
    location: () => setOpen('location'),
    share: () => setOpen('share'),
    wechat: () => setOpen('wechat'),
    notFoundClosed: () => setNotFound(false),
  }));
  const close = on.close;
  const openShare = on.share;
  const withTabs = showFooterTabs({
    styleLoaded: app.ready,
    languageLoaded: app.ready,
    tabs: app.navigation.footerTabs,
  });

  const marketplaceBar = <MarketplaceHeader onShare={on.share} />;
  // In the mini-program the header holds the status-bar and capsule inset (custom navigation
  // bar), so the marketplace bar goes under it rather than under the status bar.
  const barUnderHeader = device.kind === 'miniProgram';

  return (
    <View className="page-shell" style={themeStyle(app.css)}>
      <SkipLink label={session.t('istore_shell_skip_to_content')} mainClass="page-shell__main" />
      {!barUnderHeader && marketplaceBar}
      <SiteHeader
        device={device}
        width={width}
        menuOpen={open === 'menu'}
        onOpenMenu={on.menu}
        onOpenLanguageCurrency={on.language}
        onOpenLocation={on.location}
      />
      {barUnderHeader && marketplaceBar}
      <MpPromo device={device} />
      <View
        className="page-shell__main"
        id="main"
        style={layoutHeld ? { display: 'none' } : undefined}
        {...a11y({ role: 'main' })}
      >
        {notFound && (
          <Suspense fallback={null}>
            <NotFoundNotice onClose={on.notFoundClosed} />
          </Suspense>
        )}
        <OpenShareContext.Provider value={openShare}>{children}</OpenShareContext.Provider>
      </View>
      {/* below the fold (the page keeps a screen's height) and out of the flow: after the first frame */}
      <Deferred after={!layoutHeld}>
        <SiteFooter device={device} withTabs={withTabs} />
        {PwaNotices && (
          <Suspense fallback={null}>
            <PwaNotices path={path} device={device} />
          </Suspense>
        )}
      </Deferred>
      <FooterTabs path={path} />

      <LocationAutoOpen onOpen={on.location} />
      <LocationModal open={open === 'location'} onClose={close} />
      {/* only the overlay that is open: the others' bodies are not worked out for nothing */}
      {open !== null && open !== 'location' && (
        <Suspense fallback={null}>
          {open === 'menu' && (
            <SideMenu
              open
              onClose={close}
              onOpenLanguageCurrency={on.language}
              onOpenLocation={on.location}
              width={width}
            />
          )}
          {open === 'language' && <LanguageCurrencyModal open onClose={close} />}
          {open === 'share' && (
            <ShareModal
              open
              onClose={close}
              title={share?.title || session.marketName || session.marketplace || app.storeName}
              url={share?.url}
              content={share?.content}
              image={share?.image}
              onWechat={on.wechat}
            />
          )}
          {open === 'wechat' && <WechatShareModal open onClose={close} />}
        </Suspense>
      )}
    </View>
  );
});
