import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { observer } from 'mobx-react-lite';
import type { ProductListStore } from '@/stores/ProductListStore';
import type { ProductSummary } from '@/services/catalogue';
import { useStores } from '@/stores/context';
import { CARD_INFO_HEIGHT, ProductCard } from '@/components/product-card';
import { ProductCardSkeleton, ProductGridSkeleton } from '@/components/skeletons';
import { VirtualGrid } from '@/components/virtual-grid';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import './index.scss';
import '@/i18n/catalogue';

export interface ProductGridProps {
  list: ProductListStore;
  /** The empty state's message (a search says what found nothing). */
  emptyMessage?: string;
  /** Accessible name of the list. */
  label: string;
}

const keyOf = (p: ProductSummary) => p.id;
/** Cards in the first two rows load their pictures at once (above the fold). */
const EAGER_CARDS = 4;

/**
 * A product list store as a windowed grid with infinite scroll, card skeletons while loading,
 * an empty state and an error state with retry (what was loaded stays above it).
 */
export const ProductGrid = observer(function ProductGrid({ list, emptyMessage, label }: ProductGridProps) {
  const { session } = useStores();
  const t = session.t;

  if (list.initialLoading) return <ProductGridSkeleton label={t('istore_catalogue_loading')} />;
  // an unknown category / brand / tag: nothing here, not a failure to retry
  if (list.status === 'error' && list.items.length === 0 && list.error?.status === 404) {
    return (
      <EmptyState message={emptyMessage ?? t('istore_catalogue_empty')} actionLabel={t('istore_catalogue_browse')} />
    );
  }
  if (list.status === 'error' && list.items.length === 0) {
    return (
      <ErrorState
        title={t('istore_catalogue_load_error')}
        detail={list.error?.message}
        retryLabel={t('istore_catalogue_retry')}
        onRetry={() => void list.retry()}
      />
    );
  }
  if (list.empty) {
    return (
      <EmptyState message={emptyMessage ?? t('istore_catalogue_empty')} actionLabel={t('istore_catalogue_browse')} />
    );
  }

  return (
    <View className="product-grid" data-total={list.total ?? undefined} data-loaded={list.items.length}>
      <VirtualGrid
        items={list.items}
        keyOf={keyOf}
        infoHeight={CARD_INFO_HEIGHT}
        label={label}
        hasMore={list.hasMore && list.status !== 'error'}
        onEndReached={() => void list.loadMore()}
        placeholderRows={list.loading ? 1 : 0}
        renderPlaceholder={(_, infoHeight) => <ProductCardSkeleton infoHeight={infoHeight} />}
        renderItem={(p, i, infoHeight) => (
          <ProductCard product={p} eager={i < EAGER_CARDS} priority={i === 0} infoHeight={infoHeight} />
        )}
      />
      <View className="product-grid__footer" {...a11y({ live: 'polite' })}>
        {list.status === 'error' ? (
          <ErrorState
            inline
            title={t('istore_catalogue_load_error')}
            detail={list.error?.message}
            retryLabel={t('istore_catalogue_retry')}
            onRetry={() => void list.retry()}
          />
        ) : list.loading ? (
          <Text className="product-grid__note">{t('istore_catalogue_loading_more')}</Text>
        ) : !list.hasMore ? (
          <Text className="product-grid__note product-grid__end">
            {t('istore_catalogue_end', { count: list.items.length })}
          </Text>
        ) : null}
      </View>
    </View>
  );
});
