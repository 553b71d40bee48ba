import { observer } from 'mobx-react-lite';
import type { Locale } from '@api-types';
import type { Translator } from '@/i18n/translator';
import { AppButton } from '@/platform/button';
import { Dialog, useDomId } from '@/components/dialog';
import { ActionButton } from '@/components/form/button';
import { FilterPanel } from '@/components/filter-panel';
import type { FilteredListStore } from '@/stores/FilteredListStore';
import './index.scss';
import '@/i18n/filters';

export interface FilterSheetProps {
  filters: FilteredListStore;
  currency: string;
  locale: Locale;
  t: Translator;
}

/**
 * The phone's filters: a Filters button (with how many are in force) opening a sheet whose choices
 * are a draft; Apply shows the list it counted, Clear empties the draft, closing keeps the list.
 */
export const FilterSheet = observer(function FilterSheet({ filters, currency, locale, t }: FilterSheetProps) {
  const id = useDomId('filter-sheet');
  const active = filters.chips.length;
  const total = filters.draftTotal;
  const applyText =
    total === null
      ? t('istore_filters_apply_plain')
      : total === 1
        ? t('istore_filters_apply_one')
        : t('istore_filters_apply', { count: total });
  return (
    <>
      <AppButton
        className={`filter-sheet__open${active ? ' filter-sheet__open--on' : ''}`}
        haspopup="dialog"
        expanded={filters.sheetOpen}
        onPress={() => filters.openSheet()}
      >
        {active ? t('istore_filters_open_count', { count: active }) : t('istore_filters_open')}
      </AppButton>
      <Dialog
        open={filters.sheetOpen}
        title={t('istore_filters_title')}
        closeLabel={t('istore_filters_close')}
        onClose={() => filters.closeSheet()}
        className="filter-sheet"
        footer={
          <>
            <ActionButton variant="secondary" onPress={() => filters.clearDraft()}>
              {t('istore_filters_clear')}
            </ActionButton>
            <ActionButton variant="primary" onPress={() => filters.applyDraft()} disabled={total === 0}>
              {applyText}
            </ActionButton>
          </>
        }
      >
        <FilterPanel
          id={id}
          choices={filters.draftChoices}
          state={filters.draft}
          currency={currency}
          locale={locale}
          t={t}
          priceMode="live"
          onToggle={(group, value) => filters.toggleDraft(group, value)}
          onPrice={(min, max) => filters.editDraft({ ...filters.draft, minPrice: min, maxPrice: max })}
          onInStock={(on) => filters.editDraft({ ...filters.draft, inStock: on })}
        />
      </Dialog>
    </>
  );
});
