import { observer } from 'mobx-react-lite';
import { type OrderMethod } from '@/domain/checkout';
import { dayLabel, slotLabel } from '@/domain/slots';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { ChoiceGroup, FormBox } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import { fieldError as err, METHOD_KEYS, methodName, type CheckoutStepProps } from '@/components/checkout/step-form';
import '../checkout/checkout.scss';

/** Checkout step 1: how (pickup, delivery, eat-in), at which store, and when. */
export const CheckoutMethodStep = observer(function CheckoutMethodStep({ checkout, t }: CheckoutStepProps) {
  const f = checkout.form;
  const locale = useStores().session.locale;
  const methods = checkout.methods.map((m) => ({
    value: m,
    label: methodName(checkout, t, m),
    description: t(`${METHOD_KEYS[m]}_hint`),
  }));
  const stores = (checkout.config?.pickupLocations ?? []).map((l) => ({
    value: l.id,
    label: l.localStoreName,
    description: [l.address.streetNumberAndNameDetails, l.address.city].filter(Boolean).join(', '),
  }));
  return (
    <FormBox onSubmit={() => void checkout.submitMethodStep()} label={t('istore_checkout_step_method')}>
      <ChoiceGroup
        id="method"
        label={t('istore_checkout_method_label')}
        required
        value={f.method ?? ''}
        options={methods}
        error={err(checkout, t, 'method')}
        onChange={(v) => checkout.setMethod(v as OrderMethod)}
      />
      {f.method && f.method !== 'DELIVERY' && (
        <ChoiceGroup
          id="locationId"
          label={t('istore_checkout_store_label')}
          required
          value={f.locationId}
          options={stores}
          error={err(checkout, t, 'locationId')}
          onChange={(v) => checkout.setField('locationId', v)}
        />
      )}
      {f.method && f.method !== 'EAT_IN' && (
        <>
          {checkout.timeGone && (
            <Alert kind="error" focusKey={checkout.errorSeq}>
              {t('istore_checkout_time_passed')}
            </Alert>
          )}
          {checkout.days.length === 0 ? (
            <Alert kind="info">{t('istore_checkout_no_slots')}</Alert>
          ) : (
            <ChoiceGroup
              id="date"
              compact
              label={f.method === 'PICKUP' ? t('istore_checkout_pickup_date') : t('istore_checkout_delivery_date')}
              required
              value={f.date}
              options={checkout.days.map((d) => ({ value: d.date, label: dayLabel(d.date, locale) }))}
              error={err(checkout, t, 'date')}
              onChange={(v) => checkout.setDate(v)}
            />
          )}
          {f.date && checkout.slots.length > 0 && (
            <ChoiceGroup
              id="time"
              compact
              label={t('istore_checkout_time')}
              required
              value={f.time}
              options={checkout.slots.map((s) => ({ value: s.start, label: slotLabel(s.start, s.end) }))}
              error={err(checkout, t, 'time')}
              onChange={(v) => checkout.setField('time', v)}
            />
          )}
        </>
      )}
      <ActionButton
        variant="primary"
        block
        submit
        busy={checkout.saving === 'method'}
        onPress={() => void checkout.submitMethodStep()}
      >
        {t('istore_checkout_continue')}
      </ActionButton>
    </FormBox>
  );
});
