import { Text, View } from '@tarojs/components';
import type { Locale } from '@api-types';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { checkoutPathsOf } from '@/stores/checkoutPaths';
import { useStores } from '@/stores/context';
import type { Translator } from '@/i18n/translator';
import type { BillingModel } from '@/services/checkout';
import { LineItem } from './line-item';
import type { DisplayCurrency, MoneyFormat } from './money';
import { Totals, type TotalsProps } from './totals';
import './checkout.scss';
import '@/i18n/checkout-account';
import '@/i18n/cart';

export interface OrderSummaryProps {
  billing: BillingModel;
  money: MoneyFormat;
  t: Translator;
  locale: Locale;
  display: DisplayCurrency | null;
  taxRateBasisPoints?: number | null;
  /** The shopper has reached the tip choice. */
  tipChosen: boolean;
  charge: TotalsProps['charge'];
  deliveryFrom?: TotalsProps['deliveryFrom'];
}

/** The bill beside the checkout and payment steps: lines (read-only), the summary, a way to edit. */
export function OrderSummary(props: OrderSummaryProps) {
  const { billing, money, t } = props;
  const checkoutPaths = checkoutPathsOf(useStores());
  return (
    <View className="co-card co-summary">
      <View className="co-summary__head">
        <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
          {t('istore_cart_summary')}
        </Text>
        <AppLink href={checkoutPaths.cart} className="co-link">
          {t('istore_checkout_edit_cart')}
        </AppLink>
      </View>
      <View className="co-lines co-lines--compact" {...a11y({ role: 'list', label: t('istore_cart_title') })}>
        {billing.lines.map((line) => (
          <LineItem key={line.lineId} line={line} currency={billing.totals.currency} money={money} t={t} />
        ))}
      </View>
      <Totals
        totals={billing.totals}
        method={billing.orderMethod}
        tipChosen={props.tipChosen}
        t={t}
        locale={props.locale}
        display={props.display}
        taxRateBasisPoints={props.taxRateBasisPoints}
        charge={props.charge}
        deliveryFrom={props.deliveryFrom}
      />
    </View>
  );
}
