import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { sortChoice, withSort } from '@/domain/sort';
import { navigate, routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ProductListScreen, useProductList } from '@/components/product-list-screen';
import '@/i18n/catalogue';

/** `/store/tag/{name}`: products with a tag (organic, new, ...). */
function TagPage() {
  const { catalogue, session, app } = useStores();
  const [params] = useState(routeParams);
  const name = (params.name ?? '').trim();
  const sort = sortChoice(params.sort);
  const list = useProductList({ kind: 'products', tag: name || undefined, sort });
  useEffect(() => {
    if (name) void catalogue.loadTag(name);
  }, [catalogue, name]);
  const t = session.t;
  const title = catalogue.findTag(name)?.displayName ?? name;
  usePageTitle(title, app.storeName);
  return (
    <PageShell>
      <ProductListScreen
        eyebrow={t('istore_catalogue_tag')}
        title={title}
        list={list}
        sort={sort}
        onSort={(next) => navigate(withSort(`/store/tag/${encodeURIComponent(name)}`, next), { replace: true })}
      />
    </PageShell>
  );
}

export default observer(TagPage);
