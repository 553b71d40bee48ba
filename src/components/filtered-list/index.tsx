import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ChoicesView } from '@/domain/filterPlan';
import { parseFilters, type ActiveFilter, type ListBase } from '@/domain/filters';
import { DEFAULT_CURRENCY } from '@/domain/constants';
import type { Translator } from '@/i18n/translator';
import { replaceAddress } from '@/platform/address';
import { useStores } from '@/stores/context';
import { shopperLists } from '@/stores/shopperLists';
import { FilteredListStore } from '@/stores/FilteredListStore';
import { FilterChips, priceRangeText } from '@/components/filter-chips';
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

function choiceLabel(choices: ChoicesView, chip: ActiveFilter): string | null {
  for (const g of choices.groups) {
    if (chip.kind === 'brand' && g.kind === 'brand')
      return g.choices.find((c) => c.value === chip.value)?.label ?? null;
    if (chip.kind === 'tag' && g.kind === 'tag') return g.choices.find((c) => c.value === chip.value)?.label ?? null;
    if (chip.kind === 'option' && g.kind === 'option' && g.name === chip.name) {
      const value = g.choices.find((c) => c.value === chip.value)?.label ?? chip.value;
      return `${g.label}: ${value}`;
    }
  }
  return null;
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
  const labelOf = (chip: ActiveFilter): string => {
    if (chip.kind === 'price')
      return t('istore_filters_chip_price', { range: priceRangeText(chip.min, chip.max, currency, locale) });
    if (chip.kind === 'inStock') return t('istore_filters_in_stock_plain');
    const known = choiceLabel(filters.choices, chip);
    if (known) return known;
    if (chip.kind === 'brand') return catalogue.findBrand(chip.value)?.displayName ?? chip.value;
    if (chip.kind === 'tag') return catalogue.findTag(chip.value)?.displayName ?? chip.value;
    return `${chip.name}: ${chip.value}`;
  };
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
