import { ScrollView, Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { SORT_CHOICES, type SortChoice } from '@/domain/sort';
import type { Translator } from '@/i18n/translator';
import { AppButton } from '@/platform/button';
import { useRovingFocus } from '@/platform/roving';
import { useDomId } from '@/components/dialog';
import './index.scss';
import '@/i18n/catalogue';

export interface SortBarProps {
  value: SortChoice;
  onChange: (sort: SortChoice) => void;
  t: Translator;
}

/** The list's sort: one chip per choice (a radio group), scrolling sideways on narrow screens. */
export function SortBar({ value, onChange, t }: SortBarProps) {
  const label = t('istore_catalogue_sort');
  const id = useDomId('sort');
  useRovingFocus(id);
  return (
    <View className="sort-bar">
      <Text className="sort-bar__label" {...a11y({ hidden: true })}>
        {label}
      </Text>
      <ScrollView scrollX enhanced showScrollbar={false} className="sort-bar__scroll">
        <View id={id} className="sort-bar__chips" {...a11y({ role: 'radiogroup', label: label })}>
          {SORT_CHOICES.map((choice) => (
            <AppButton
              key={choice}
              role="radio"
              checked={choice === value}
              className={`sort-bar__chip${choice === value ? ' sort-bar__chip--on' : ''}`}
              onPress={() => {
                if (choice !== value) onChange(choice);
              }}
            >
              {t(`istore_catalogue_sort_${choice}`)}
            </AppButton>
          ))}
        </View>
      </ScrollView>
    </View>
  );
}
