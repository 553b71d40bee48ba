import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { stockItemsOf } from '@/domain/campaigns';
import { isValueAvailable } from '@/domain/options';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import { SizedImage } from '@/platform/image';
import type { CampaignItemModel } from '@/services/campaigns';
import { useStores } from '@/stores/context';
import { OptionPicker } from '@/components/option-picker';
import { Price } from '@/components/price';
import { QuantityStepper } from '@/components/quantity-stepper';
import { useRovingFocus } from '@/platform/roving';
import { useDomId } from '@/components/dialog';
import './index.scss';

export interface CampaignItemPickerProps {
  items: CampaignItemModel[];
  itemId: number | null;
  selection: Readonly<Record<string, string>>;
  quantity: number;
  /** Units of the chosen combination left in the campaign. */
  max: number;
  onItem: (id: number) => void;
  onOption: (option: string, value: string) => void;
  onQuantity: (n: number) => void;
}

/** The campaign's items (one chosen): picture, group price against the regular price, stock; the chosen one's options and quantity. */
export const CampaignItemPicker = observer(function CampaignItemPicker({
  items,
  itemId,
  selection,
  quantity,
  max,
  onItem,
  onOption,
  onQuantity,
}: CampaignItemPickerProps) {
  const { session } = useStores();
  const t = session.t;
  const chosen = items.find((i) => i.id === itemId) ?? null;
  const listId = useDomId('campaign-items');
  useRovingFocus(listId);
  return (
    <View className="campaign-items">
      <View
        id={listId}
        className="campaign-items__list"
        {...a11y({ role: 'radiogroup', label: t('istore_campaign_products') })}
      >
        {items.map((it) => (
          <AppButton
            key={it.id}
            role="radio"
            checked={it.id === itemId}
            disabled={it.stock === 0}
            className="campaign-items__item"
            onPress={() => onItem(it.id)}
          >
            {it.imageUrl && (
              <SizedImage className="campaign-items__img" src={it.imageUrl} alt="" width={96} height={96} />
            )}
            <View className="campaign-items__text">
              <Text className="campaign-items__name">{it.name}</Text>
              <Price minor={it.groupPrice} listMinor={it.normalPrice} currencyCode={it.currency} />
              <Text className="campaign-items__stock">
                {it.stock === 0
                  ? t('istore_campaign_state_SOLD_OUT')
                  : t('istore_campaign_stock_left', { count: it.stock })}
              </Text>
            </View>
          </AppButton>
        ))}
      </View>
      {chosen && chosen.options.length > 0 && (
        <OptionPicker
          options={chosen.options}
          selection={selection}
          isAvailable={(o, v) => isValueAvailable(stockItemsOf(chosen.stockByOption), selection, o, v)}
          onSelect={onOption}
          t={t}
        />
      )}
      {chosen && (
        <QuantityStepper value={quantity} max={Math.max(1, max)} onChange={onQuantity} disabled={max === 0} t={t} />
      )}
    </View>
  );
});
