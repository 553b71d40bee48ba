import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { productListParams } from '@/domain/sort';
import { routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { FilteredListScreen, useFilteredList } from '@/components/filtered-list';
import '@/i18n/catalogue';

/** The list under the shell: an observer, so the categories answering re-render it, not the page and the shell. */
const ProductListBody = observer(function ProductListBody() {
  const { catalogue, session, app } = useStores();
  const [params] = useState(routeParams);
  const { cat, all } = productListParams(params);
  // the sort and the filters live in the address with the category (a reload, a shared link)
  const filters = useFilteredList({ kind: 'products', cat }, params);
  useEffect(() => {
    void catalogue.loadCategories();
    // the heading, picture and description: category/{name}
    if (!all) void catalogue.loadCategoryPage(cat);
  }, [catalogue, cat, all]);
  const t = session.t;
  const heading = all ? null : catalogue.findCategoryPage(cat);
  // the heading's picture goes beside the title: a title shown before it would move when it comes
  const headingPending = !all && catalogue.isCategoryPagePending(cat);
  // every product: a fixed title, so the categories answering changes nothing here
  const title = all ? t('istore_catalogue_all_products') : headingPending ? '\u00a0' : categoryTitle();
  function categoryTitle(): string {
    const category = heading ?? catalogue.findCategory(cat);
    const settled = catalogue.categories.status === 'ready' || catalogue.categories.status === 'error';
    // an address's slug is not a name: a category the store does not have says so (the list says why)
    const known = catalogue.categories.status === 'ready' ? t('istore_catalogue_no_such_category') : cat;
    return category?.displayName ?? (settled ? known : '\u00a0');
  }
  usePageTitle(title.trim(), app.storeName);
  return (
    <FilteredListScreen
      title={title}
      picture={heading?.image}
      description={heading?.description}
      headingPending={headingPending}
      filters={filters}
      sortable
    />
  );
});

/**
 * `/store/productlist?cat=X&sort=Y` (spec 2.8): a category's products ('all': every product),
 * narrowed by the filters in the same address (`&brand=...&minPrice=...`, domain/filters.ts).
 */
export default function ProductListPage() {
  return (
    <PageShell>
      <ProductListBody />
    </PageShell>
  );
}
