import { memo } from 'react';
import { Text, View } from '@tarojs/components';
import type { CategoryModel } from '@/services/catalogue';
import { a11y } from '@/platform/a11y';
import { ScrollRow } from '@/platform/scroll-row';
import { SizedImage } from '@/platform/image';
import { AppLink } from '@/platform/link';
import './index.scss';

export interface CategoryTilesProps {
  title: string;
  categories: readonly CategoryModel[];
  loading?: boolean;
}

/**
 * Entry points into the catalogue: one tile per top category, opening its product list. Memoised:
 * its parent re-rendering with the same categories skips the tiles.
 */
export const CategoryTiles = memo(function CategoryTiles({ title, categories, loading = false }: CategoryTilesProps) {
  if (!loading && categories.length === 0) return null;
  return (
    <View className="category-tiles" {...a11y({ role: 'region' })} aria-labelledby="category-tiles-title">
      <Text className="category-tiles__title" id="category-tiles-title" {...a11y({ role: 'heading', level: 2 })}>
        {title}
      </Text>
      <ScrollRow className="category-tiles__scroll">
        <View className="category-tiles__row" {...a11y({ role: 'list' })}>
          {loading
            ? Array.from({ length: 6 }, (_, i) => (
                <View key={i} className="category-tiles__tile" {...a11y({ hidden: true })}>
                  {/* the loaded tile's boxes: nothing below moves when the names arrive */}
                  <View className="category-tiles__link">
                    <View className="category-tiles__media skeleton" />
                    <View className="category-tiles__name" />
                  </View>
                </View>
              ))
            : categories.map((c) => (
                <View key={c.name} className="category-tiles__tile" {...a11y({ role: 'listitem' })}>
                  <AppLink
                    href={`/store/productlist?cat=${encodeURIComponent(c.name)}`}
                    className="category-tiles__link"
                  >
                    <View className="category-tiles__media">
                      {c.image && (
                        <SizedImage
                          className="category-tiles__img"
                          src={c.image.url}
                          alt=""
                          width={c.image.width}
                          height={c.image.height}
                        />
                      )}
                    </View>
                    <Text className="category-tiles__name">{c.displayName}</Text>
                  </AppLink>
                </View>
              ))}
        </View>
      </ScrollRow>
    </View>
  );
});
