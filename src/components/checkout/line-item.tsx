import { Image, Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import type { Translator } from '@/i18n/translator';
import type { CartLineModel } from '@/services/cart';
import { ActionButton } from '@/components/form/button';
import type { MoneyFormat } from './money';
import './checkout.scss';
import '@/i18n/cart';

export interface LineItemProps {
  line: CartLineModel;
  currency: string;
  money: MoneyFormat;
  t: Translator;
  /** Editable: quantity stepper and remove (the cart); else read-only (bill, order). */
  onQuantity?: (quantity: number) => void;
  onRemove?: () => void;
  pending?: boolean;
}

/** 'size: M · colour: Red'. */
export function optionsText(line: CartLineModel): string {
  return line.options
    .map((o) => (o.name ? `${o.name.charAt(0).toUpperCase()}${o.name.slice(1)}: ${o.value}` : o.value))
    .join(' · ');
}

/** One cart or order line: image, name, options, quantity, price. */
export function LineItem({ line, currency, money, t, onQuantity, onRemove, pending }: LineItemProps) {
  const options = optionsText(line);
  const max = Math.min(99, Math.max(line.maxQuantity, line.quantity));
  return (
    <View className={`co-line${pending ? ' is-pending' : ''}`} data-line={line.lineId} {...a11y({ role: 'listitem' })}>
      <View className="co-line__media" {...a11y({ hidden: true })}>
        {line.imageUrl ? (
          <Image className="co-line__img" src={line.imageUrl} mode="aspectFill" lazyLoad />
        ) : (
          <View className="co-line__img co-line__img--none" />
        )}
      </View>
      <View className="co-line__body">
        <Text className="co-line__name">{line.name}</Text>
        {options && <Text className="co-line__options">{options}</Text>}
        <Text className="co-line__unit">{t('istore_cart_each', { price: money(line.unitPrice, currency) })}</Text>
        {!line.available && (
          <Text className="co-line__warning">
            {line.maxQuantity === 0
              ? t('istore_cart_sold_out')
              : t('istore_cart_only_left', { count: line.maxQuantity })}
          </Text>
        )}
        {onQuantity ? (
          <View className="co-line__controls">
            <View
              className="co-stepper"
              {...a11y({ role: 'group', label: t('istore_cart_quantity_of', { name: line.name }) })}
            >
              <ActionButton
                className="co-stepper__button"
                label={t('istore_cart_decrease', { name: line.name })}
                disabled={line.quantity <= 1}
                onPress={() => onQuantity(line.quantity - 1)}
              >
                −
              </ActionButton>
              <Text className="co-stepper__value" {...a11y({ live: 'polite' })}>
                {line.quantity}
              </Text>
              <ActionButton
                className="co-stepper__button"
                label={t('istore_cart_increase', { name: line.name })}
                disabled={line.quantity >= max}
                onPress={() => onQuantity(line.quantity + 1)}
              >
                +
              </ActionButton>
            </View>
            {onRemove && (
              <ActionButton
                variant="danger"
                className="co-line__remove"
                label={t('istore_cart_remove_item', { name: line.name })}
                onPress={onRemove}
              >
                {t('istore_cart_remove')}
              </ActionButton>
            )}
          </View>
        ) : (
          <Text className="co-line__qty">{t('istore_cart_qty', { count: line.quantity })}</Text>
        )}
      </View>
      <Text className="co-line__total">{money(line.lineTotal, currency)}</Text>
    </View>
  );
}
