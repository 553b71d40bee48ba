import { useEffect, useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { homeBlocks, type HomeBlock } from '@/domain/homeSections';
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

/**
 * The main screen (`/`, `/home`): the store's blocks in its order (common3/sectionTemplateByType/home):
 * a hero with the store's name, its home page content (common3/pageContent?pageName=home) and
 * picture, category entry points, featured and clearance strips.
 */
function HomePage() {
  const { app, session, catalogue } = useStores();
  const t = session.t;
  useEffect(() => {
    void catalogue.loadHome();
  }, [catalogue]);
  usePageTitle(app.storeName);
  const content = catalogue.homeContent.value;
  // the page's own h1 is the store name: the content's headings sit under it
  const body = useMemo(() => sanitizeHtml(content?.body ?? '', { headingOffset: 1 }), [content]);
  const loading = (s: string) => s === 'idle' || s === 'loading';
  // a failed strip says so in place; Try again refills only what failed (loadHome skips what is loaded)
  const failed = (slot: { status: string; error: { message: string } | null }) =>
    slot.status === 'error'
      ? {
          title: t('istore_catalogue_load_error'),
          detail: slot.error?.message,
          retryLabel: t('istore_catalogue_retry'),
          onRetry: () => void catalogue.loadHome(),
        }
      : undefined;
  const contentSettled = !loading(catalogue.homeContent.status);
  // the store's blocks in its order (the default layout until it answers)
  const blocks = homeBlocks(catalogue.homeSections.value);
  const block = (b: HomeBlock) => {
    switch (b.kind) {
      case 'hero':
        return (
          <View key={b.id} className="home__hero">
            <Text className="home__title" {...a11y({ role: 'heading', level: 1 })}>
              {app.storeName}
            </Text>
            {content?.title && content.title !== app.storeName && (
              <Text className="home__subtitle">{content.title}</Text>
            )}
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
            {!contentSettled ? null : b.image ? (
              <SizedImage
                className="home__hero-img"
                src={b.image.url}
                alt={b.image.alt}
                width={b.image.width}
                height={b.image.height}
                lazy={false}
              />
            ) : (
              // the picture's box is kept while the blocks are on their way, so nothing moves when it comes
              loading(catalogue.homeSections.status) && <View className="home__hero-img" {...a11y({ hidden: true })} />
            )}
          </View>
        );
      case 'categoryTiles':
        return (
          <CategoryTiles
            key={b.id}
            title={b.title || t('istore_catalogue_categories')}
            categories={catalogue.categories.value}
            loading={loading(catalogue.categories.status)}
          />
        );
      case 'featured':
        return (
          <ProductStrip
            key={b.id}
            id="home-featured"
            title={b.title || t('istore_catalogue_featured')}
            products={catalogue.featured.value}
            loading={loading(catalogue.featured.status)}
            error={failed(catalogue.featured)}
            moreHref="/store"
            moreLabel={t('istore_catalogue_see_all')}
            eagerFirst
          />
        );
      case 'clearance':
        return (
          <ProductStrip
            key={b.id}
            id="home-clearance"
            title={b.title || t('istore_catalogue_clearance')}
            products={catalogue.clearance.value}
            loading={loading(catalogue.clearance.status)}
            error={failed(catalogue.clearance)}
            moreHref="/store/clearance"
            moreLabel={t('istore_catalogue_see_all')}
          />
        );
    }
  };
  return (
    <PageShell>
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
        {/* below the hero only once its text is in: nothing it brings pushes them down */}
        {blocks.map((b) => (b.kind === 'hero' || contentSettled ? block(b) : null))}
        {contentSettled && <RecentlyViewed />}
      </View>
    </PageShell>
  );
}

export default observer(HomePage);
