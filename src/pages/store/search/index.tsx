import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { searchTermParam, searchUrl, shouldSearch } from '@/domain/productQuery';
import { a11y } from '@/platform/a11y';
import { navigate, routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { FilteredListScreen, useFilteredList } from '@/components/filtered-list';
import { SearchField } from '@/components/search-field';
import './index.scss';
import '@/i18n/catalogue';

/**
 * `/store/search?searchStr=...` (spec 5: empty text does not search); searchCount gives the total.
 * With the filters extension the results can be narrowed too (the filters in the same address).
 */
function SearchPage() {
  const { session, app } = useStores();
  const [params] = useState(routeParams);
  const term = searchTermParam(params);
  const filters = useFilteredList({ kind: 'search', term }, params);
  const t = session.t;
  usePageTitle(term ? `${t('istore_catalogue_search')}: ${term}` : t('istore_catalogue_search'), app.storeName);
  const field = <SearchField initial={term} t={t} onSearch={(text) => navigate(searchUrl(text))} />;
  if (!shouldSearch(term)) {
    return (
      <PageShell>
        <View className="search-page">
          <Text className="search-page__title" {...a11y({ role: 'heading', level: 1 })}>
            {t('istore_catalogue_search')}
          </Text>
          {field}
          <Text className="search-page__prompt">{t('istore_catalogue_search_prompt')}</Text>
        </View>
      </PageShell>
    );
  }
  const total = filters.list.total;
  const countText =
    total === null
      ? ''
      : total === 1
        ? t('istore_catalogue_search_results_one', { term })
        : t('istore_catalogue_search_results', { term, count: total });
  return (
    <PageShell>
      <FilteredListScreen
        title={t('istore_catalogue_search')}
        filters={filters}
        countText={countText}
        emptyMessage={t('istore_catalogue_search_none', { term })}
      >
        {field}
      </FilteredListScreen>
    </PageShell>
  );
}

export default observer(SearchPage);
