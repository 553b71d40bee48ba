import { Text, View } from '@tarojs/components';
import type { ActiveFilter } from '@/domain/filters';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import { Icon } from '@/components/icon';
import './index.scss';
import '@/i18n/filters';

export interface FilterChipsProps {
  chips: ActiveFilter[];
  /** A chip's words: the brand's, tag's or option value's name as the choices give it. */
  labelOf: (chip: ActiveFilter) => string;
  onRemove: (chip: ActiveFilter) => void;
  onClear: () => void;
  t: Translator;
}

/** The filters in force, each removable with its ×, and Clear all (nothing when none). */
export function FilterChips({ chips, labelOf, onRemove, onClear, t }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <View className="filter-chips" {...a11y({ role: 'group', label: t('istore_filters_active') })}>
      {chips.map((chip) => {
        const label = labelOf(chip);
        return (
          <AppButton
            key={chip.kind === 'option' ? `option-${chip.name}` : chip.kind}
            className="filter-chips__chip"
            label={t('istore_filters_remove', { label })}
            onPress={() => onRemove(chip)}
          >
            <Text className="filter-chips__text">{label}</Text>
            <Icon name="close" />
          </AppButton>
        );
      })}
      {chips.length > 1 && (
        <AppButton className="filter-chips__clear" onPress={onClear}>
          {t('istore_filters_clear_all')}
        </AppButton>
      )}
    </View>
  );
}
