import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import type { OptionModel } from '@/services/catalogue';
import type { Translator } from '@/i18n/translator';
import { AppButton } from '@/platform/button';
import { useRovingFocus } from '@/platform/roving';
import { useDomId } from '@/components/dialog';
import './index.scss';
import '@/i18n/catalogue';

export interface OptionPickerProps {
  options: readonly OptionModel[];
  /** Option name -> chosen value. */
  selection: Readonly<Record<string, string>>;
  /** False when choosing the value can no longer lead to stock (drawn struck out, disabled). */
  isAvailable: (option: string, value: string) => boolean;
  onSelect: (option: string, value: string) => void;
  t: Translator;
}

/** A product's options (size, colour, ...): one radio group each; values out of stock are disabled. */
export function OptionPicker({ options, selection, isAvailable, onSelect, t }: OptionPickerProps) {
  const id = useDomId('options');
  // each group one Tab stop, arrows choose (the radio group pattern)
  useRovingFocus(id);
  return (
    <View className="option-picker" id={id}>
      {options.map((o) => {
        const chosen = selection[o.name];
        const chosenName = o.values.find((v) => v.value === chosen)?.displayName;
        return (
          <View key={o.name} className="option-picker__group" data-option={o.name}>
            <Text className="option-picker__label" id={`option-${o.name}`}>
              {o.displayName}
              {chosenName ? <Text className="option-picker__chosen">: {chosenName}</Text> : null}
            </Text>
            <View
              className="option-picker__values"
              {...a11y({ role: 'radiogroup' })}
              aria-labelledby={`option-${o.name}`}
            >
              {o.values.map((v) => {
                const available = isAvailable(o.name, v.value);
                const on = chosen === v.value;
                return (
                  <AppButton
                    key={v.value}
                    role="radio"
                    checked={on}
                    disabled={!available && !on}
                    label={available ? undefined : t('istore_product_option_sold_out', { value: v.displayName })}
                    className={`option-picker__value${on ? ' option-picker__value--on' : ''}${available ? '' : ' option-picker__value--out'}`}
                    onPress={() => onSelect(o.name, v.value)}
                  >
                    {v.displayName}
                  </AppButton>
                );
              })}
            </View>
          </View>
        );
      })}
    </View>
  );
}
