import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { sortChoice, withSort } from '@/domain/sort';
import { navigate, routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ProductListScreen, useProductList } from '@/components/product-list-screen';

/** `/store/clearance`: products on clearance. */
function ClearancePage() {
  const { session, app } = useStores();
  const [params] = useState(routeParams);
  const sort = sortChoice(params.sort);
  const list = useProductList({ kind: 'products', clearance: true, sort });
  const title = session.t('istore_catalogue_clearance');
  usePageTitle(title, app.storeName);
  return (
    <PageShell>
      <ProductListScreen
        title={title}
        list={list}
        sort={sort}
        onSort={(next) => navigate(withSort('/store/clearance', next), { replace: true })}
      />
    </PageShell>
  );
}

export default observer(ClearancePage);
