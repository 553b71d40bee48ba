import { View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import './index.scss';

/** A grey card shaped like a ProductCard (loading). */
export function ProductCardSkeleton({ infoHeight }: { infoHeight?: number }) {
  return (
    <View className="skeleton-card" {...a11y({ hidden: true })}>
      <View className="skeleton-card__media skeleton" />
      <View className="skeleton-card__info" style={infoHeight ? { height: `${infoHeight}px` } : undefined}>
        <View className="skeleton skeleton--line" />
        <View className="skeleton skeleton--line skeleton--short" />
        <View className="skeleton skeleton--price" />
      </View>
    </View>
  );
}

/** A grid of card skeletons while a list's first page loads. */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <View className="skeleton-grid" {...a11y({ role: 'status', label: label })} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </View>
  );
}

/** The product page's shape while it loads: picture, title, price, button. */
export function ProductDetailSkeleton({ label }: { label: string }) {
  return (
    <View className="skeleton-detail" {...a11y({ role: 'status', label: label })} aria-busy="true">
      <View className="skeleton-detail__media skeleton" />
      <View className="skeleton-detail__body">
        <View className="skeleton skeleton--title" />
        <View className="skeleton skeleton--line skeleton--short" />
        <View className="skeleton skeleton--price-lg" />
        <View className="skeleton skeleton--button" />
        <View className="skeleton skeleton--line" />
        <View className="skeleton skeleton--line" />
      </View>
    </View>
  );
}

/** Lines of text while a content page loads. */
export function TextSkeleton({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <View className="skeleton-text" {...a11y({ role: 'status', label: label })} aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <View key={i} className={`skeleton skeleton--line${i === lines - 1 ? ' skeleton--short' : ''}`} />
      ))}
    </View>
  );
}
