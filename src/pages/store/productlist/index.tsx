import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { productListUrl, sortChoice } from '@/domain/sort';
import { navigate, routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ProductListScreen, useProductList } from '@/components/product-list-screen';
import '@/i18n/catalogue';

/** `/store/productlist?cat=X&sort=Y` (spec 2.8): a category's products ('all': every product). */
function ProductListPage() {
  const { catalogue, session, app } = useStores();
  const [params] = useState(routeParams);
  const cat = (params.cat ?? '').trim() || 'all';
  const sort = sortChoice(params.sort);
  const list = useProductList({ kind: 'products', cat, sort });
  useEffect(() => {
    void catalogue.loadCategories();
  }, [catalogue]);
  const t = session.t;
  const all = cat.toLowerCase() === 'all';
  const category = all ? null : catalogue.findCategory(cat);
  const settled = catalogue.categories.status === 'ready' || catalogue.categories.status === 'error';
  // an address's slug is not a name: a category the store does not have says so (the list says why)
  const known = catalogue.categories.status === 'ready' ? t('istore_catalogue_no_such_category') : cat;
  const title = all ? t('istore_catalogue_all_products') : (category?.displayName ?? (settled ? known : '\u00a0'));
  usePageTitle(title.trim(), app.storeName);
  return (
    <PageShell>
      <ProductListScreen
        title={title}
        list={list}
        sort={sort}
        // a redirect: the URL carries the sort, and Back leaves the list rather than undoing sorts
        onSort={(next) => navigate(productListUrl(cat, next), { replace: true })}
      />
    </PageShell>
  );
}

export default observer(ProductListPage);
