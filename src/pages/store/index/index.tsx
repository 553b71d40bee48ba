import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { productListUrl, sortChoice } from '@/domain/sort';
import { navigate, routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ProductListScreen, useProductList } from '@/components/product-list-screen';
import '@/i18n/catalogue';

/** `/store`: every product; a sort choice opens `/store/productlist?cat=all&sort=Y`. */
function StoreIndexPage() {
  const { session, app } = useStores();
  const [params] = useState(routeParams);
  const sort = sortChoice(params.sort);
  const list = useProductList({ kind: 'products', cat: 'all', sort });
  const title = session.t('istore_catalogue_all_products');
  usePageTitle(title, app.storeName);
  return (
    <PageShell>
      <ProductListScreen
        title={title}
        list={list}
        sort={sort}
        onSort={(next) => navigate(productListUrl('all', next), { replace: true })}
      />
    </PageShell>
  );
}

export default observer(StoreIndexPage);
