import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { BILLING_COUNTRIES, regionValid, regionsOf } from '@/domain/billingRegions';
import { useStores } from '@/stores/context';
import { SelectField, TextField } from '@/components/form/fields';
import { fieldError as err, type CheckoutStepProps } from '@/components/checkout/step-form';
import '../checkout/checkout.scss';

/**
 * The optional billing address in checkout step 3 (sent with the order by the payment screen):
 * a list of regions where the country has one, free text elsewhere.
 */
export const CheckoutBillingAddress = observer(function CheckoutBillingAddress({ checkout, t }: CheckoutStepProps) {
  const locale = useStores().session.locale;
  const b = checkout.form.billing;
  return (
    <View className="co-subsection">
      <View className="co-grid-2">
        <TextField
          id="billing.firstName"
          label={t('istore_checkout_first_name')}
          required
          autoComplete="billing given-name"
          value={b.firstName}
          error={err(checkout, t, 'billing.firstName')}
          onInput={(v) => checkout.setField('billing.firstName', v)}
        />
        <TextField
          id="billing.lastName"
          label={t('istore_checkout_last_name')}
          required
          autoComplete="billing family-name"
          value={b.lastName}
          error={err(checkout, t, 'billing.lastName')}
          onInput={(v) => checkout.setField('billing.lastName', v)}
        />
      </View>
      <TextField
        id="billing.street"
        label={t('istore_checkout_street')}
        required
        autoComplete="billing address-line1"
        value={b.street}
        error={err(checkout, t, 'billing.street')}
        onInput={(v) => checkout.setField('billing.street', v)}
      />
      <View className="co-grid-3">
        <TextField
          id="billing.city"
          label={t('istore_checkout_city')}
          required
          autoComplete="billing address-level2"
          value={b.city}
          error={err(checkout, t, 'billing.city')}
          onInput={(v) => checkout.setField('billing.city', v)}
        />
        {regionsOf(b.country) ? (
          <SelectField
            id="billing.province"
            label={t('istore_checkout_province')}
            required
            placeholder={t('istore_checkout_choose')}
            options={regionsOf(b.country)!.map((r) => ({ value: r, label: r }))}
            value={b.province}
            error={err(checkout, t, 'billing.province')}
            onChange={(v) => checkout.setField('billing.province', v)}
          />
        ) : (
          <TextField
            id="billing.province"
            label={t('istore_checkout_province')}
            required
            autoComplete="billing address-level1"
            value={b.province}
            error={err(checkout, t, 'billing.province')}
            onInput={(v) => checkout.setField('billing.province', v)}
          />
        )}
        <TextField
          id="billing.postCode"
          label={t('istore_checkout_post_code')}
          required
          autoComplete="billing postal-code"
          value={b.postCode}
          error={err(checkout, t, 'billing.postCode')}
          onInput={(v) => checkout.setField('billing.postCode', v)}
        />
      </View>
      <SelectField
        id="billing.country"
        label={t('istore_checkout_country')}
        required
        placeholder={t('istore_checkout_choose')}
        options={BILLING_COUNTRIES.map((c) => ({ value: c.code, label: c.name[locale] }))}
        value={b.country}
        error={err(checkout, t, 'billing.country')}
        onChange={(v) => {
          checkout.setField('billing.country', v);
          if (!regionValid(v, b.province)) checkout.setField('billing.province', '');
        }}
      />
    </View>
  );
});
