import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import { ProductStrip } from '@/components/product-strip';

export interface RecentlyViewedProps {
  /** Leave this product out (the product page the strip is under). */
  exclude?: number;
}

/** The products this device opened last in this store, newest first; nothing when there are none. */
export const RecentlyViewed = observer(function RecentlyViewed({ exclude }: RecentlyViewedProps) {
  const { lists, session } = useStores();
  const recent = lists?.recent;
  if (!recent) return null;
  const products = recent.products(session.locale).filter((p) => p.id !== exclude);
  return <ProductStrip id="recently-viewed" title={session.t('istore_recent_title')} products={products} />;
});
