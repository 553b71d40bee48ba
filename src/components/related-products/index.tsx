import { memo } from 'react';
import type { ProductSummary } from '@/services/catalogue';
import { ProductStrip } from '@/components/product-strip';

export interface RelatedProductsProps {
  products: readonly ProductSummary[];
  title: string;
}

/** Other products of the same category, under a product (relatedProducts/{id}). Memoised, as its strip. */
export const RelatedProducts = memo(function RelatedProducts({ products, title }: RelatedProductsProps) {
  return <ProductStrip id="related-products" title={title} products={products} />;
});
