import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { ActionButton } from '@/components/form/button';
import { FormBox, TextField } from '@/components/form/fields';
import { CheckoutDeliveryAddress } from '@/components/checkout-delivery-address';
import { fieldError as err, type CheckoutStepProps } from '@/components/checkout/step-form';
import '../checkout/checkout.scss';

/** Checkout step 2: who orders, the table for eat-in, and the delivery address for delivery. */
export const CheckoutContactStep = observer(function CheckoutContactStep({
  checkout,
  t,
  loggedIn,
}: CheckoutStepProps & { loggedIn: boolean }) {
  const f = checkout.form;
  const c = f.contact;
  return (
    <FormBox onSubmit={() => void checkout.submitContactStep()} label={t('istore_checkout_step_contact')}>
      <View className="co-grid-2">
        <TextField
          id="contact.firstName"
          label={t('istore_checkout_first_name')}
          required
          autoComplete="given-name"
          value={c.firstName}
          error={err(checkout, t, 'contact.firstName')}
          onInput={(v) => checkout.setField('contact.firstName', v)}
        />
        <TextField
          id="contact.lastName"
          label={t('istore_checkout_last_name')}
          required
          autoComplete="family-name"
          value={c.lastName}
          error={err(checkout, t, 'contact.lastName')}
          onInput={(v) => checkout.setField('contact.lastName', v)}
        />
      </View>
      <TextField
        id="contact.email"
        type="email"
        inputMode="email"
        label={t('istore_checkout_email')}
        hint={t('istore_checkout_email_hint')}
        required
        autoComplete="email"
        value={c.email}
        error={err(checkout, t, 'contact.email')}
        onInput={(v) => checkout.setField('contact.email', v)}
      />
      <TextField
        id="contact.phone"
        type="tel"
        inputMode="tel"
        label={t('istore_checkout_phone')}
        required
        autoComplete="tel"
        value={c.phone}
        error={err(checkout, t, 'contact.phone')}
        onInput={(v) => checkout.setField('contact.phone', v)}
      />
      {f.method === 'EAT_IN' && (
        <TextField
          id="tableNumber"
          label={t('istore_checkout_table')}
          hint={t('istore_checkout_table_hint')}
          required
          maxLength={10}
          value={f.tableNumber}
          error={err(checkout, t, 'tableNumber')}
          onInput={(v) => checkout.setField('tableNumber', v)}
        />
      )}
      {f.method === 'DELIVERY' && <CheckoutDeliveryAddress checkout={checkout} t={t} loggedIn={loggedIn} />}
      <ActionButton
        variant="primary"
        block
        submit
        busy={checkout.saving === 'contact'}
        onPress={() => void checkout.submitContactStep()}
      >
        {t('istore_checkout_continue')}
      </ActionButton>
    </FormBox>
  );
});
