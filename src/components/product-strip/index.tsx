import { memo } from 'react';
import { Text, View } from '@tarojs/components';
import type { ProductSummary } from '@/services/catalogue';
import { a11y } from '@/platform/a11y';
import { ScrollRow } from '@/platform/scroll-row';
import { AppLink } from '@/platform/link';
import { ErrorState } from '@/components/error-state';
import { ProductCard } from '@/components/product-card';
import { ProductCardSkeleton } from '@/components/skeletons';
import './index.scss';

export interface ProductStripProps {
  title: string;
  products: readonly ProductSummary[];
  /** Shows card skeletons instead of products. */
  loading?: boolean;
  /** "See all" link. */
  moreHref?: string;
  moreLabel?: string;
  /** id for the heading (aria-labelledby of the section). */
  id: string;
  /** The strip failed to load: what to say and how to try again (the rest of the page stays). */
  error?: { title: string; detail?: string; retryLabel: string; onRetry: () => void };
  /** The strip is in the first screen: its first cards load at once, the very first one first. */
  eagerFirst?: boolean;
}

/** Cards of an eager strip whose pictures load at once (about what a phone shows across). */
const EAGER_CARDS = 2;

/**
 * A titled row of product cards that scrolls sideways on phones (a short, bounded list). Memoised:
 * its parent re-rendering with the same props (an answer elsewhere on the page) skips its cards.
 */
export const ProductStrip = memo(function ProductStrip({
  title,
  products,
  loading = false,
  moreHref,
  moreLabel,
  id,
  error,
  eagerFirst = false,
}: ProductStripProps) {
  if (!loading && !error && products.length === 0) return null;
  return (
    <View className="product-strip" {...a11y({ role: 'region' })} aria-labelledby={id}>
      <View className="product-strip__head">
        <Text className="product-strip__title" id={id} {...a11y({ role: 'heading', level: 2 })}>
          {title}
        </Text>
        {moreHref && moreLabel && (
          <AppLink href={moreHref} className="product-strip__more">
            {moreLabel}
          </AppLink>
        )}
      </View>
      {error && !loading && products.length === 0 ? (
        <ErrorState
          inline
          title={error.title}
          detail={error.detail}
          retryLabel={error.retryLabel}
          onRetry={error.onRetry}
        />
      ) : (
        <ScrollRow className="product-strip__scroll">
          <View className="product-strip__row" {...a11y({ role: 'list' })}>
            {loading
              ? Array.from({ length: 4 }, (_, i) => (
                  // keys apart from product ids: React must not move a skeleton into a product's place
                  <View key={`skeleton-${i}`} className="product-strip__cell" {...a11y({ hidden: true })}>
                    <ProductCardSkeleton />
                  </View>
                ))
              : products.map((p, i) => (
                  <View key={p.id} className="product-strip__cell" {...a11y({ role: 'listitem' })}>
                    <ProductCard product={p} eager={eagerFirst && i < EAGER_CARDS} priority={eagerFirst && i === 0} />
                  </View>
                ))}
          </View>
        </ScrollRow>
      )}
    </View>
  );
});
