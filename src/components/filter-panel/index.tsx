import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { Locale } from '@api-types';
import type { ChoiceGroup, ChoicesView } from '@/domain/filterPlan';
import { parsePriceRange, priceInputText, type FilterState, type PriceInputError } from '@/domain/filters';
import { formatMoney } from '@/domain/money';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import { CheckboxField, TextField } from '@/components/form/fields';
import { ActionButton } from '@/components/form/button';
import type { ChoiceGroupRef } from '@/stores/FilteredListStore';
import './index.scss';
import '@/i18n/filters';

export interface FilterPanelProps {
  /** Unique per panel on the page (the side column and the sheet both show one). */
  id: string;
  choices: ChoicesView;
  state: FilterState;
  /** The store's currency: prices are filtered in it. */
  currency: string;
  locale: Locale;
  t: Translator;
  onToggle: (group: ChoiceGroupRef, value: string) => void;
  onPrice: (min: number | null, max: number | null) => void;
  onInStock: (on: boolean) => void;
  /**
   * 'apply': the price applies by its own button (the side column applies each change at once);
   * 'live': every valid change goes to onPrice (the sheet's draft, applied by the sheet's Apply).
   */
  priceMode: 'apply' | 'live';
}

function groupTitle(group: ChoiceGroup, t: Translator): string {
  if (group.kind === 'brand') return t('istore_filters_brand');
  if (group.kind === 'tag') return t('istore_filters_tag');
  return group.label;
}

const groupRef = (group: ChoiceGroup): ChoiceGroupRef =>
  group.kind === 'option' ? { kind: 'option', name: group.name } : { kind: group.kind };

/** A list's filter choices: each group's values with their counts (toggle buttons), a price range, in stock only. */
export function FilterPanel(props: FilterPanelProps) {
  const { choices, t } = props;
  return (
    <View className="filter-panel">
      {choices.groups.map((group) => {
        const titleId = `${props.id}-${group.kind === 'option' ? `option-${group.name}` : group.kind}`.replace(
          /[^A-Za-z0-9_-]/g,
          '-',
        );
        return (
          <View key={titleId} className="filter-panel__group" {...a11y({ role: 'group', label: groupTitle(group, t) })}>
            <Text id={titleId} className="filter-panel__title" {...a11y({ hidden: true })}>
              {groupTitle(group, t)}
            </Text>
            <View className="filter-panel__choices">
              {group.choices.map((c) => (
                <AppButton
                  key={c.value}
                  pressed={c.selected}
                  className={`filter-panel__choice${c.selected ? ' filter-panel__choice--on' : ''}`}
                  onPress={() => props.onToggle(groupRef(group), c.value)}
                >
                  {/* the name is what shows ("Jade Garden (10)"): a label of its own would say
                      something other than the text a speech-input user reads out */}
                  <Text className="filter-panel__label">{c.label}</Text>
                  {c.count !== null && (
                    <Text className="filter-panel__count">
                      {t('istore_filters_choice_count', { label: '', count: c.count })}
                    </Text>
                  )}
                </AppButton>
              ))}
            </View>
          </View>
        );
      })}
      {choices.price && <PriceRange {...props} price={choices.price} />}
      {choices.inStock !== null && (
        <View data-ext="filters">
          <CheckboxField
            id={`${props.id}-in-stock`}
            className="filter-panel__stock"
            label={t('istore_filters_in_stock', { count: choices.inStock })}
            checked={props.state.inStock}
            onChange={props.onInStock}
          />
        </View>
      )}
    </View>
  );
}

const ERROR_KEYS: Record<PriceInputError, string> = {
  format: 'istore_filters_price_format',
  tooPrecise: 'istore_filters_price_precise',
  tooLarge: 'istore_filters_price_large',
  order: 'istore_filters_price_order',
};

function PriceRange(props: FilterPanelProps & { price: { min: number; max: number } }) {
  const { t, currency, state } = props;
  const [min, setMin] = useState(() => priceInputText(state.minPrice, currency));
  const [max, setMax] = useState(() => priceInputText(state.maxPrice, currency));
  const [error, setError] = useState<{ field: 'min' | 'max'; error: PriceInputError } | null>(null);
  // the bounds changed elsewhere (a chip removed, Clear): the fields follow, unless they say so already
  const [seen, setSeen] = useState({ min: state.minPrice, max: state.maxPrice });
  if (seen.min !== state.minPrice || seen.max !== state.maxPrice) {
    setSeen({ min: state.minPrice, max: state.maxPrice });
    const typed = parsePriceRange(min, max, currency);
    if (!typed.ok || typed.min !== state.minPrice || typed.max !== state.maxPrice) {
      setMin(priceInputText(state.minPrice, currency));
      setMax(priceInputText(state.maxPrice, currency));
      setError(null);
    }
  }

  const check = (minText: string, maxText: string, send: boolean): void => {
    const r = parsePriceRange(minText, maxText, currency);
    if (!r.ok) {
      setError({ field: r.field, error: r.error });
      return;
    }
    setError(null);
    if (send) props.onPrice(r.min, r.max);
  };
  const live = props.priceMode === 'live';
  const message = (field: 'min' | 'max') =>
    error && error.field === field ? t(ERROR_KEYS[error.error], { currency }) : undefined;
  const hint = t('istore_filters_price_hint', {
    min: formatMoney(props.price.min, currency, props.locale),
    max: formatMoney(props.price.max, currency, props.locale),
  });
  const titleId = `${props.id}-price`;
  return (
    <View
      className="filter-panel__group"
      data-ext="filters"
      {...a11y({ role: 'group', label: t('istore_filters_price', { currency }) })}
    >
      <Text id={titleId} className="filter-panel__title" {...a11y({ hidden: true })}>
        {t('istore_filters_price', { currency })}
      </Text>
      <Text className="filter-panel__hint">{hint}</Text>
      <View className="filter-panel__price">
        <TextField
          id={`${props.id}-min`}
          label={t('istore_filters_price_min')}
          inputMode="decimal"
          value={min}
          maxLength={12}
          error={message('min')}
          onInput={(v) => {
            setMin(v);
            if (live) check(v, max, true);
          }}
        />
        <TextField
          id={`${props.id}-max`}
          label={t('istore_filters_price_max')}
          inputMode="decimal"
          value={max}
          maxLength={12}
          error={message('max')}
          onInput={(v) => {
            setMax(v);
            if (live) check(min, v, true);
          }}
        />
      </View>
      {!live && (
        <ActionButton variant="secondary" className="filter-panel__apply" onPress={() => check(min, max, true)}>
          {t('istore_filters_price_apply')}
        </ActionButton>
      )}
    </View>
  );
}
