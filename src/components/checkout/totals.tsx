import { Text, View } from '@tarojs/components';
import type { Translator } from '@/i18n/translator';
import type { TotalsModel } from '@/services/cart';
import type { MoneyFormat } from './money';
import './checkout.scss';

export interface TotalsProps {
  totals: TotalsModel;
  money: MoneyFormat;
  t: Translator;
  /** The cart screen shows the subtotal only as final; taxes etc. come at checkout. */
  variant?: 'cart' | 'bill';
  /** A write is on its way: the total may still change. */
  updating?: boolean;
  /** The charged amount in the store's currency, when a display currency differs. */
  chargedText?: string;
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <View className={`co-totals__row${strong ? ' co-totals__row--total' : ''}`} data-testid={testId}>
      <Text className="co-totals__label">{label}</Text>
      <Text className="co-totals__value">{value}</Text>
    </View>
  );
}

/** Subtotal, discount, delivery, tax, tips, store credit and the total, in minor units. */
export function Totals({ totals, money, t, variant = 'bill', updating, chargedText }: TotalsProps) {
  const c = totals.currency;
  return (
    <View className={`co-totals${updating ? ' is-updating' : ''}`} aria-busy={updating || undefined}>
      <Row label={t('istore_cart_subtotal')} value={money(totals.subtotal, c)} testId="subtotal" />
      {totals.discount > 0 && <Row label={t('istore_cart_discount')} value={`-${money(totals.discount, c)}`} />}
      {variant === 'bill' && totals.deliveryFee > 0 && <Row label={t('istore_cart_delivery_fee')} value={money(totals.deliveryFee, c)} />}
      {totals.tax > 0 && <Row label={t('istore_cart_tax')} value={money(totals.tax, c)} />}
      {totals.tips > 0 && <Row label={t('istore_cart_tips')} value={money(totals.tips, c)} />}
      {totals.storeCredit > 0 && <Row label={t('istore_cart_store_credit')} value={`-${money(totals.storeCredit, c)}`} />}
      <Row label={t('istore_cart_total')} value={money(totals.total, c)} strong testId="total" />
      {chargedText && <Text className="co-totals__note">{chargedText}</Text>}
      {updating && <Text className="co-totals__note">{t('istore_cart_updating')}</Text>}
    </View>
  );
}
