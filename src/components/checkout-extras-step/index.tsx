import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { CheckboxField, ChoiceGroup, FormBox, TextAreaField, TextField } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import { MinimumOrderNote } from '@/components/checkout/minimum-order-note';
import { moneyFormat } from '@/components/checkout/money';
import { fieldError as err, type CheckoutStepProps } from '@/components/checkout/step-form';
import { CheckoutBillingAddress } from '@/components/checkout-billing-address';
import '../checkout/checkout.scss';
import './index.scss';

/**
 * Checkout step 3: coupon, tip, store credit, comment and the optional billing address; on to
 * payment (`onDone`) once the server has everything, never under the minimum order.
 */
export const CheckoutExtrasStep = observer(function CheckoutExtrasStep({
  checkout,
  t,
  onDone,
}: CheckoutStepProps & { onDone: () => void }) {
  const { session } = useStores();
  const f = checkout.form;
  const config = checkout.config;
  const tipOptions = [
    ...(config?.tipsOptions ?? [0]).map((p) => ({
      value: `p${p}`,
      label: p === 0 ? t('istore_checkout_no_tip') : `${p}%`,
    })),
    ...(config && config.maxTipsAmount > 0 ? [{ value: 'amount', label: t('istore_checkout_custom_tip') }] : []),
  ];
  const tipValue = f.tip.kind === 'percent' ? `p${f.tip.percent}` : 'amount';
  const submit = async () => {
    if (await checkout.submitExtrasStep()) onDone();
  };
  const short = checkout.minimumOrder;
  const money = moneyFormat(session);
  return (
    <FormBox onSubmit={() => void submit()} label={t('istore_checkout_step_extras')}>
      <View className="co-coupon">
        <TextField
          id="couponCode"
          label={t('istore_checkout_coupon')}
          autoComplete="off"
          maxLength={32}
          value={f.couponCode}
          error={err(checkout, t, 'couponCode')}
          onInput={(v) => checkout.setField('couponCode', v)}
        />
        <ActionButton
          variant="secondary"
          busy={checkout.saving === 'coupon'}
          onPress={() => void checkout.applyCoupon()}
        >
          {t('istore_checkout_apply')}
        </ActionButton>
      </View>
      {checkout.coupon && (
        <Alert kind={checkout.coupon.kind === 'ok' ? 'success' : 'error'}>
          {checkout.coupon.kind === 'ok'
            ? t('istore_checkout_coupon_applied', { name: checkout.coupon.text })
            : checkout.coupon.text}
        </Alert>
      )}
      {checkout.billing?.coupon && (
        <ActionButton variant="quiet" onPress={() => void checkout.removeCoupon()}>
          {t('istore_checkout_remove_coupon', { code: checkout.billing.coupon.code })}
        </ActionButton>
      )}

      <ChoiceGroup
        id="tip"
        compact
        label={t('istore_checkout_tip')}
        value={tipValue}
        options={tipOptions}
        error={f.tip.kind === 'percent' ? err(checkout, t, 'tip') : undefined}
        onChange={(v) =>
          checkout.setTip(
            v === 'amount' ? { kind: 'amount', text: '' } : { kind: 'percent', percent: Number(v.slice(1)) },
          )
        }
      />
      {f.tip.kind === 'amount' && (
        <TextField
          id="tipAmount"
          inputMode="decimal"
          label={t('istore_checkout_tip_amount', { currency: checkout.currency })}
          hint={t('istore_checkout_tip_max', { max: checkout.money(config?.maxTipsAmount ?? 0) })}
          value={f.tip.text}
          error={err(checkout, t, 'tip')}
          onInput={(v) => checkout.setTip({ kind: 'amount', text: v })}
        />
      )}

      {checkout.maxCredit !== null && (checkout.credit?.balance ?? 0) > 0 && (
        <TextField
          id="credit"
          inputMode="decimal"
          label={t('istore_checkout_store_credit', { currency: checkout.currency })}
          hint={t('istore_checkout_store_credit_hint', {
            balance: checkout.money(checkout.credit?.balance ?? 0),
            max: checkout.money(checkout.maxCredit),
          })}
          value={f.creditText}
          error={err(checkout, t, 'credit')}
          onInput={(v) => checkout.setCreditText(v)}
        />
      )}

      <TextAreaField
        id="comment"
        label={t('istore_checkout_comment')}
        maxLength={config?.maxCommentLength ?? 500}
        value={f.comment}
        error={err(checkout, t, 'comment')}
        onInput={(v) => checkout.setField('comment', v)}
      />

      <CheckboxField
        id="withBilling"
        label={t('istore_checkout_add_billing')}
        checked={f.withBilling}
        onChange={(v) => checkout.setField('withBilling', v)}
      />
      {f.withBilling && <CheckoutBillingAddress checkout={checkout} t={t} />}
      {short && <MinimumOrderNote notice={short} money={money} t={t} />}
      <ActionButton
        variant="primary"
        block
        submit
        disabled={!!short}
        busy={checkout.saving === 'extras'}
        onPress={() => void submit()}
      >
        {t('istore_checkout_to_payment')}
      </ActionButton>
      {session.loggedIn ? null : <Text className="co-muted">{t('istore_checkout_guest_note')}</Text>}
    </FormBox>
  );
});
