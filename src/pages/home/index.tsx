import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { GroupBuyOffer } from '@/domain/campaigns';
import {
  featuredSeeAll,
  HOME_BLOCKS_WAIT_MS,
  homeBlocks,
  homeBlocksReady,
  type HomeBlock,
} from '@/domain/homeSections';
import { sanitizeHtml } from '@/domain/html';
import { a11y } from '@/platform/a11y';
import { SizedImage } from '@/platform/image';
import { AppLink } from '@/platform/link';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { CategoryTiles } from '@/components/category-tiles';
import { ProductStrip } from '@/components/product-strip';
import { RecentlyViewed } from '@/components/recently-viewed';
import { RichDescription } from '@/components/rich-description';
import { ErrorState } from '@/components/error-state';
import './index.scss';

const loading = (s: string) => s === 'idle' || s === 'loading';

/**
 * Each block is its own observer reading only its own data, with plain props: one strip's
 * products arriving re-renders that strip, not the page, the shell around it and the other blocks.
 */
const HomeHero = observer(function HomeHero({
  imageUrl,
  imageAlt,
  imageWidth,
  imageHeight,
}: {
  imageUrl?: string;
  imageAlt?: string;
  imageWidth?: number;
  imageHeight?: number;
}) {
  const { app, session, catalogue } = useStores();
  const t = session.t;
  const content = catalogue.homeContent.value;
  // the page's own h1 is the store name: the content's headings sit under it
  const body = useMemo(() => sanitizeHtml(content?.body ?? '', { headingOffset: 1 }), [content]);
  const contentSettled = !loading(catalogue.homeContent.status);
  return (
    <View className="home__hero">
      <Text className="home__title" {...a11y({ role: 'heading', level: 1 })}>
        {app.storeName}
      </Text>
      {content?.title && content.title !== app.storeName && <Text className="home__subtitle">{content.title}</Text>}
      {!contentSettled ? (
        // the hero's text is on its way: lines in its place, and nothing under the hero yet,
        // so the text arriving pushes nothing down (no layout shift)
        <View className="home__pending" {...a11y({ hidden: true })}>
          <View className="home__pending-line" />
          <View className="home__pending-line" />
        </View>
      ) : (
        <>
          <RichDescription nodes={body} className="home__content" />
          <AppLink href="/store" className="home__cta">
            {t('istore_catalogue_shop_now')}
          </AppLink>
        </>
      )}
      {/* under the words: it comes with them, or their arrival would push it down */}
      {!contentSettled ? null : imageUrl ? (
        <SizedImage
          className="home__hero-img"
          src={imageUrl}
          alt={imageAlt ?? ''}
          width={imageWidth!}
          height={imageHeight!}
          lazy={false}
        />
      ) : (
        // the picture's box is kept while the blocks are on their way, so nothing moves when it comes
        loading(catalogue.homeSections.status) && <View className="home__hero-img" {...a11y({ hidden: true })} />
      )}
    </View>
  );
});

const HomeCategories = observer(function HomeCategories({ title }: { title: string }) {
  const { session, catalogue } = useStores();
  return (
    <CategoryTiles
      title={title || session.t('istore_catalogue_categories')}
      categories={catalogue.categories.value}
      loading={loading(catalogue.categories.status)}
    />
  );
});

const HomeStrip = observer(function HomeStrip({ kind, title }: { kind: 'featured' | 'clearance'; title: string }) {
  const { session, catalogue } = useStores();
  const t = session.t;
  const slot = catalogue[kind];
  // a failed strip says so in place; Try again refills only what failed (loadHome skips what is loaded)
  const error =
    slot.status === 'error'
      ? {
          title: t('istore_catalogue_load_error'),
          detail: slot.error?.message,
          retryLabel: t('istore_catalogue_retry'),
          onRetry: () => void catalogue.loadHome(),
        }
      : undefined;
  return kind === 'featured' ? (
    <ProductStrip
      id="home-featured"
      title={title || t('istore_catalogue_featured')}
      products={slot.value}
      loading={loading(slot.status)}
      error={error}
      moreHref={featuredSeeAll(catalogue.featuredFromTag)}
      moreLabel={t('istore_catalogue_see_all')}
      eagerFirst
    />
  ) : (
    <ProductStrip
      id="home-clearance"
      title={title || t('istore_catalogue_clearance')}
      products={slot.value}
      loading={loading(slot.status)}
      error={error}
      moreHref="/store/clearance"
      moreLabel={t('istore_catalogue_see_all')}
    />
  );
});

/** The store's way into group buying, while a campaign is open (its own observer: the offers come late). */
const HomeGroupBuy = observer(function HomeGroupBuy({ title }: { title: string }) {
  const { session, catalogue } = useStores();
  const t = session.t;
  const groupBuyFrom = catalogue.groupBuys.value.reduce<GroupBuyOffer | null>(
    (low, o) => (!low || o.groupPrice < low.groupPrice ? o : low),
    null,
  );
  return groupBuyFrom ? (
    <View className="home__group-buy" {...a11y({ role: 'region', label: title || t('istore_home_group_buy') })}>
      <Text className="home__group-buy-title" {...a11y({ role: 'heading', level: 2 })}>
        {title || t('istore_home_group_buy')}
      </Text>
      <Text className="home__group-buy-text">
        {t('istore_home_group_buy_text', {
          price: session.money(groupBuyFrom.groupPrice, groupBuyFrom.currency),
        })}
      </Text>
      <AppLink href="/store/groupCampaigns" className="home__group-buy-link">
        {t('istore_home_group_buy_link')}
      </AppLink>
    </View>
  ) : null;
});

/** The page's blocks in the store's order: re-renders when the blocks or the hero's settling change. */
const HomeBody = observer(function HomeBody() {
  const { app, session, catalogue } = useStores();
  const t = session.t;
  useEffect(() => {
    void catalogue.loadHome();
  }, [catalogue]);
  usePageTitle(app.storeName);
  const contentSettled = !loading(catalogue.homeContent.status);
  // the store's blocks in its order (the default layout until it answers)
  const blocks = homeBlocks(catalogue.homeSections.value);
  const [waited, setWaited] = useState(false);
  const blocksReady = homeBlocksReady(
    blocks,
    (read) => !loading((read === 'sections' ? catalogue.homeSections : catalogue[read]).status),
    waited,
  );
  useEffect(() => {
    if (!contentSettled || blocksReady) return undefined;
    const timer = setTimeout(() => setWaited(true), HOME_BLOCKS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [contentSettled, blocksReady]);
  // under the hero once its text is in (nothing it brings pushes them down), together
  const below = contentSettled && blocksReady;
  const wantsGroupBuys = blocks.some((b) => b.kind === 'groupBuy');
  useEffect(() => {
    if (wantsGroupBuys) void catalogue.loadGroupBuys();
  }, [catalogue, wantsGroupBuys]);
  const block = (b: HomeBlock) => {
    switch (b.kind) {
      case 'hero':
        return (
          <HomeHero
            key={b.id}
            imageUrl={b.image?.url}
            imageAlt={b.image?.alt}
            imageWidth={b.image?.width}
            imageHeight={b.image?.height}
          />
        );
      case 'categoryTiles':
        return <HomeCategories key={b.id} title={b.title} />;
      case 'groupBuy':
        // the store's way into group buying, while a campaign is open
        return <HomeGroupBuy key={b.id} title={b.title} />;
      case 'featured':
      case 'clearance':
        return <HomeStrip key={b.id} kind={b.kind} title={b.title} />;
    }
  };
  return (
    <View className="home">
      {app.status === 'error' && (
        <ErrorState
          inline
          title={t('istore_common_error')}
          detail={app.error?.message}
          retryLabel={t('istore_catalogue_retry')}
          onRetry={() => void app.load().then(() => catalogue.loadHome())}
        />
      )}
      {blocks.map((b) => (b.kind === 'hero' || below ? block(b) : null))}
      {below && <RecentlyViewed />}
    </View>
  );
});

/**
 * The main screen (`/`, `/home`): the store's blocks in its order (common3/sectionTemplateByType/home):
 * a hero with the store's name, its home page content (common3/pageContent?pageName=home) and
 * picture, category entry points, featured and clearance strips.
 *
 * It reads no store itself: each answer at start-up re-renders the block it fills (HomeBody and
 * the blocks are observers), never this page, so the shell around it stays as it is.
 */
export default function HomePage() {
  return (
    <PageShell>
      <HomeBody />
    </PageShell>
  );
}
