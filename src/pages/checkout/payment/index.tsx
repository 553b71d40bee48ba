import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { dayLabel, slotLabel } from '@/domain/slots';
import type { PayOptionId } from '@/domain/payment';
import { methodLabelKey } from '@/domain/paymentMethods';
import { formatMoney } from '@/domain/money';
import { personName } from '@/domain/profile';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { checkoutPathsOf } from '@/stores/checkoutPaths';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { ChoiceGroup } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import { MinimumOrderNote } from '@/components/checkout/minimum-order-note';
import { OrderSummary } from '@/components/checkout/order-summary';
import { displayCurrency, moneyFormat } from '@/components/checkout/money';
import { useTitle } from '@/components/checkout/use-title';
import { CheckoutFrame } from '@/components/checkout-frame';
import '@/stores/checkoutStores';
import '../../../components/checkout/checkout.scss';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';
import '@/i18n/cart';

/**
 * /checkout/payment: the options paymentConfig enables for this device, and Place Order (one
 * primary action; disabled while placing; one order however often it is tapped).
 */
function PaymentPage() {
  const root = useStores();
  const { payment, checkout, session, app, checkoutDeps } = root;
  const t = session.t;
  const money = moneyFormat(session);
  useTitle(t('istore_payment_title'), app.storeName);

  useEffect(() => {
    void payment.init();
    // Back from a pay page through the back/forward cache: Place Order works again.
    return checkoutDeps.payment.onPageRestored(() => payment.pageRestored());
  }, [payment, checkoutDeps]);
  // weapp: back to this page from the confirmation page
  useDidShow(() => {
    if (payment.status === 'ready' && payment.placing && !payment.error) payment.pageRestored();
  });

  const billing = checkout.billing;
  const ready = payment.status === 'ready' && billing;

  const state =
    payment.status === 'idle' || payment.status === 'loading'
      ? 'loading'
      : payment.status === 'error' || !ready
        ? 'error'
        : checkout.isCartEmpty
          ? 'empty'
          : 'ready';
  let body: JSX.Element | null = null;
  if (state === 'ready' && billing) {
    const b = billing;
    const totals = b.totals;
    const options = payment.options.map((o) => ({
      value: o.id,
      label: payment.optionName(o),
      mark: { id: o.id, text: t(`${methodLabelKey(o.id)}_mark`) },
    }));
    const where = b.orderMethod === 'DELIVERY' ? b.delivery?.streetNumberAndNameDetails : b.location?.localStoreName;
    const when = b.timeSlot
      ? `${dayLabel(b.timeSlot.date, session.locale)} ${b.timeSlot.time ? slotLabel(b.timeSlot.time, b.timeSlot.end) : ''}`.trim()
      : '';
    body = (
      <View className="co-layout">
        <View className="co-layout__main">
          {payment.error && (
            <Alert kind="error" focusKey={payment.errorSeq}>
              {payment.error}
            </Alert>
          )}
          {payment.notice === 'cancelled' && <Alert kind="info">{t('istore_payment_cancelled')}</Alert>}
          {payment.amountChange && (
            <Alert kind="error" focusKey={payment.amountChange.now}>
              {t('istore_payment_amount_changed', {
                shown: formatMoney(payment.amountChange.shown, payment.amountChange.currency, session.locale),
                now: formatMoney(payment.amountChange.now, payment.amountChange.currency, session.locale),
              })}
            </Alert>
          )}
          {b.missing.length > 0 ? (
            <View className="co-card">
              <Alert kind="info">{t('istore_payment_missing')}</Alert>
              <AppLink href={checkoutPathsOf(root).checkout} className="action-button action-button--primary">
                {t('istore_payment_back_to_checkout')}
              </AppLink>
            </View>
          ) : (
            <View className="co-card">
              <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                {t('istore_payment_choose')}
              </Text>
              <View className="co-review">
                {[
                  where,
                  when,
                  b.contact ? `${personName(b.contact.firstName, b.contact.lastName)} · ${b.contact.email}` : '',
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <Text key={line} className="co-review__line">
                      {line}
                    </Text>
                  ))}
                <AppLink href={checkoutPathsOf(root).checkout} className="co-link">
                  {t('istore_checkout_edit')}
                </AppLink>
              </View>
              {options.length === 0 ? (
                <Alert kind="info">{t('istore_payment_none')}</Alert>
              ) : (
                <ChoiceGroup
                  id="payOption"
                  label={t('istore_payment_method')}
                  value={payment.option?.id ?? ''}
                  options={options}
                  onChange={(v) => payment.select(v as PayOptionId)}
                />
              )}
              {checkout.minimumOrder && <MinimumOrderNote notice={checkout.minimumOrder} money={money} t={t} />}
              <ActionButton
                variant="primary"
                block
                className="co-place"
                busy={payment.placing}
                disabled={!payment.canPlace}
                onPress={() => void payment.placeOrder()}
              >
                {payment.placing
                  ? t('istore_payment_placing')
                  : t('istore_payment_place_order', {
                      amount: formatMoney(totals.total, totals.currency, session.locale),
                      currency: totals.currency,
                    })}
              </ActionButton>
              <Text className="co-muted">
                {payment.paymentConfig?.sandbox ? t('istore_payment_sandbox') : t('istore_payment_redirect_note')}
              </Text>
            </View>
          )}
        </View>
        <View className="co-layout__aside">
          <OrderSummary
            billing={b}
            money={money}
            t={t}
            locale={session.locale}
            display={displayCurrency(session, totals.currency)}
            taxRateBasisPoints={checkout.config?.taxRateBasisPoints}
            tipChosen
            charge={payment.option?.id === 'payAtStore' ? 'atStore' : 'will'}
          />
        </View>
      </View>
    );
  }

  return (
    <CheckoutFrame
      title={t('istore_payment_title')}
      className="co-payment"
      state={state}
      loadError={payment.loadError}
      onRetry={() => void payment.init()}
      t={t}
    >
      {body}
    </CheckoutFrame>
  );
}

export default observer(PaymentPage);
