import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import './index.scss';

export interface PriceProps {
  /** Price to pay, minor units of `currencyCode`. */
  minor: number;
  /** Regular price; struck through when above `minor` (clearance). */
  listMinor?: number;
  /** Currency of the amounts (the store's base currency for catalogue prices). */
  currencyCode: string;
  /** 'lg' on a product's own page. */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A price in the shopper's display currency (spec 9: converted exactly with the chosen rate,
 * formatted with the currency's fraction digits: 0 JPY, 3 BHD, default 2), marked approximate
 * when converted, as every converted amount is (domain/price.ts priceText).
 */
export const Price = observer(function Price({ minor, listMinor, currencyCode, size = 'md', className }: PriceProps) {
  const { session } = useStores();
  const show = (amount: number) => session.money(amount, currencyCode);
  const now = show(minor);
  const was = listMinor !== undefined && listMinor > minor ? show(listMinor) : null;
  return (
    <View className={`price price--${size}${was ? ' price--sale' : ''}${className ? ` ${className}` : ''}`}>
      <Text className="price__now">{now}</Text>
      {was && (
        <Text className="price__was">
          <Text className="visually-hidden">{session.t('istore_catalogue_was', { price: '' }).trim()} </Text>
          {was}
        </Text>
      )}
    </View>
  );
});
