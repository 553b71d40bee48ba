import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { chipLabel } from '@/domain/filterChips';
import { parseFilters, type ActiveFilter, type ListBase } from '@/domain/filters';
import { DEFAULT_CURRENCY } from '@/domain/constants';
import type { Translator } from '@/i18n/translator';
import { replaceAddress } from '@/platform/address';
import { useStores } from '@/stores/context';
import { shopperLists } from '@/stores/shopperLists';
import { FilteredListStore } from '@/stores/FilteredListStore';
import { FilterChips } from '@/components/filter-chips';
import { FilterPanel } from '@/components/filter-panel';
import { FilterSheet } from '@/components/filter-sheet';
import { ProductListScreen, type ProductListScreenProps } from '@/components/product-list-screen';
import '@/i18n/filters';

/** A filtered list's store for this page (made once, from the address), loading its first page on mount. */
export function useFilteredList(base: ListBase, params: Record<string, string | undefined>): FilteredListStore {
  const root = useStores();
  const [filters] = useState(
    () =>
      new FilteredListStore(root, base, parseFilters(params), () => root.app.offers('filters'), {
        writeAddress: replaceAddress,
      }),
  );
  useEffect(() => {
    void filters.load();
    // the cards' hearts: a list page is not the home page's first screen, so the shopper's lists
    // come with its cards instead of the few seconds later the home page waits
    shopperLists(root);
    return () => {
      filters.dispose();
    };
  }, [filters, root]);
  return filters;
}

export type FilteredListScreenProps = Omit<
  ProductListScreenProps,
  'list' | 'sort' | 'onSort' | 'tools' | 'above' | 'aside'
> & {
  filters: FilteredListStore;
  /** The sort control shows (product lists; a search keeps the server's ranking). */
  sortable?: boolean;
};

/**
 * A list page's body with its filters: the side column on wide screens, the Filters button and
 * sheet on phones, the chips of what is in force, the count of what they leave.
 */
export const FilteredListScreen = observer(function FilteredListScreen(props: FilteredListScreenProps) {
  const { session, catalogue } = useStores();
  const { filters, sortable, ...rest } = props;
  const t: Translator = session.t;
  const currency = session.baseCurrency ?? DEFAULT_CURRENCY;
  const locale = session.locale;
  const applied = filters.applied;
  const names = {
    brand: (key: string) => catalogue.findBrand(key)?.displayName ?? null,
    tag: (key: string) => catalogue.findTag(key)?.displayName ?? null,
  };
  const labelOf = (chip: ActiveFilter): string => chipLabel(chip, filters.choices, names, t, currency, locale);
  const filterable = filters.filterable;
  const narrowed = filters.chips.length > 0;
  return (
    <ProductListScreen
      {...rest}
      list={filters.list}
      sort={sortable ? applied.sort : undefined}
      onSort={sortable ? (sort) => filters.setSort(sort) : undefined}
      emptyMessage={narrowed ? t('istore_filters_none_match') : rest.emptyMessage}
      tools={filterable ? <FilterSheet filters={filters} currency={currency} locale={locale} t={t} /> : undefined}
      above={
        <FilterChips
          chips={filters.chips}
          labelOf={labelOf}
          onRemove={(chip) => filters.remove(chip)}
          onClear={() => filters.clear()}
          t={t}
        />
      }
      aside={
        filterable ? (
          <FilterPanel
            id="filters-column"
            choices={filters.choices}
            state={applied}
            currency={currency}
            locale={locale}
            t={t}
            priceMode="apply"
            onToggle={(group, value) => filters.toggle(group, value)}
            onPrice={(min, max) => filters.setPrice(min, max)}
            onInStock={(on) => filters.setInStock(on)}
          />
        ) : undefined
      }
    />
  );
});
