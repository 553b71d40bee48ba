import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { PayOptionId } from '@/domain/payment';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import type { OrderModel } from '@/services/orders';
import { PayNowStore } from '@/stores/PayNowStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { ChoiceGroup } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import '@/i18n/user-area';
import '@/i18n/checkout-account';

/** About the ready card's height with the usual three options and the button. */
const PENDING_CARD = { minHeight: '335px', boxSizing: 'border-box' as const };

/** "Pay now" for an unpaid order: its payment options and one button paying this very order. */
export const PayNow = observer(function PayNow({
  order,
  t,
  amount,
}: {
  order: OrderModel;
  t: Translator;
  amount: string;
}) {
  const root = useStores();
  const [pay] = useState(() => new PayNowStore(root));
  useEffect(() => {
    void pay.init(order);
  }, [pay, order]);

  if (pay.status !== 'ready') {
    if (pay.error) return <Alert kind="error">{pay.error}</Alert>;
    // The card holds its place while the payment options load: it came in at once when they
    // answered and pushed the comments and the receipt down (order detail CLS 0.19 on a phone).
    return (
      <View className="co-card" style={PENDING_CARD} {...a11y({ role: 'status', label: t('istore_orders_pay_now') })}>
        <Text className="co-card__title">{t('istore_orders_pay_now')}</Text>
        <Text className="co-muted">{t('istore_common_loading')}</Text>
      </View>
    );
  }
  const options = pay.options;
  return (
    <View className="co-card" {...a11y({ role: 'region', label: t('istore_orders_pay_now') })}>
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_orders_pay_now')}
      </Text>
      {pay.error && <Alert kind="error">{pay.error}</Alert>}
      {options.length === 0 ? (
        <Text className="co-muted">{t('istore_orders_pay_none')}</Text>
      ) : (
        <>
          <ChoiceGroup
            id="paynow.option"
            label={t('istore_orders_pay_with')}
            value={pay.option?.id ?? ''}
            options={options.map((o) => ({ value: o.id, label: pay.optionName(o) }))}
            onChange={(v) => pay.select(v as PayOptionId)}
          />
          <ActionButton variant="primary" block busy={pay.paying} onPress={() => void pay.pay()}>
            {`${t('istore_orders_pay_now')} · ${amount}`}
          </ActionButton>
        </>
      )}
    </View>
  );
});
