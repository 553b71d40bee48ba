import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { sortChoice, withSort } from '@/domain/sort';
import { navigate, routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ProductListScreen, useProductList } from '@/components/product-list-screen';
import '@/i18n/catalogue';

/** `/store/brand/{name}`: a brand's products. */
function BrandPage() {
  const { catalogue, session, app } = useStores();
  const [params] = useState(routeParams);
  const name = (params.name ?? '').trim();
  const sort = sortChoice(params.sort);
  const list = useProductList({ kind: 'products', brand: name || undefined, sort });
  useEffect(() => {
    void catalogue.loadBrands();
  }, [catalogue]);
  const t = session.t;
  const title = catalogue.findBrand(name)?.displayName ?? list.items[0]?.brandDisplayName ?? name;
  usePageTitle(title, app.storeName);
  return (
    <PageShell>
      <ProductListScreen
        eyebrow={t('istore_catalogue_brand')}
        title={title}
        list={list}
        sort={sort}
        onSort={(next) => navigate(withSort(`/store/brand/${encodeURIComponent(name)}`, next), { replace: true })}
      />
    </PageShell>
  );
}

export default observer(BrandPage);
