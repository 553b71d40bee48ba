import { observer } from 'mobx-react-lite';
import { recentName } from '@/domain/recentlyViewed';
import { recentAsProduct } from '@/stores/RecentlyViewedStore';
import { useStores } from '@/stores/context';
import { ProductStrip } from '@/components/product-strip';

export interface RecentlyViewedProps {
  /** Leave this product out (the product page the strip is under). */
  exclude?: number;
}

/** The products this device opened last in this store, newest first; nothing when there are none. */
export const RecentlyViewed = observer(function RecentlyViewed({ exclude }: RecentlyViewedProps) {
  const { recent, session } = useStores();
  const products = recent.items
    .filter((p) => p.id !== exclude)
    .map((p) => recentAsProduct(p, recentName(p, session.locale)));
  return <ProductStrip id="recently-viewed" title={session.t('istore_recent_title')} products={products} />;
});
