import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import type { Translator } from '@/i18n/translator';
import { AppButton } from '@/platform/button';
import { Icon } from '@/components/icon';
import './index.scss';
import '@/i18n/catalogue';

export interface QuantityStepperProps {
  value: number;
  /** Most that can be chosen (stock). */
  max: number;
  onChange: (n: number) => void;
  disabled?: boolean;
  t: Translator;
}

/** − n + with named buttons; the value is announced when it changes. */
export function QuantityStepper({ value, max, onChange, disabled = false, t }: QuantityStepperProps) {
  return (
    <View className="quantity-stepper" {...a11y({ role: 'group', label: t('istore_product_quantity') })}>
      <Text className="quantity-stepper__label" {...a11y({ hidden: true })}>
        {t('istore_product_quantity')}
      </Text>
      <View className="quantity-stepper__controls">
        <AppButton
          className="quantity-stepper__button"
          label={t('istore_product_decrease')}
          disabled={disabled || value <= 1}
          onPress={() => onChange(value - 1)}
        >
          <Icon name="minus" />
        </AppButton>
        <Text className="quantity-stepper__value" {...a11y({ live: 'polite' })}>
          {value}
        </Text>
        <AppButton
          className="quantity-stepper__button"
          label={t('istore_product_increase')}
          disabled={disabled || value >= max}
          onPress={() => onChange(value + 1)}
        >
          <Icon name="plus" />
        </AppButton>
      </View>
    </View>
  );
}
