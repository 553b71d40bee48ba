import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { deliveryFieldsFromAddress } from '@/domain/addressBook';
import { provinceCode } from '@/domain/addressRegions';
import { CA_PROVINCES } from '@/domain/checkout';
import { a11y } from '@/platform/a11y';
import { AddressBookStore } from '@/stores/AddressBookStore';
import { useStores } from '@/stores/context';
import { SavedAddresses } from '@/components/saved-addresses';
import { ProvinceField } from '@/components/address-regions';
import { CheckboxField, TextField } from '@/components/form/fields';
import { fieldError as err, type CheckoutStepProps } from '@/components/checkout/step-form';
import '../checkout/checkout.scss';

/**
 * The delivery address in checkout step 2: a saved address to start from (signed in), the
 * address's fields, and "save to my profile".
 */
export const CheckoutDeliveryAddress = observer(function CheckoutDeliveryAddress({
  checkout,
  t,
  loggedIn,
}: CheckoutStepProps & { loggedIn: boolean }) {
  const root = useStores();
  const f = checkout.form;
  const d = f.delivery;
  // the provinces' names in the shopper's language, as the address book shows them (codes until then)
  const [regions] = useState(() => new AddressBookStore(root));
  useEffect(() => void regions.loadRegions(), [regions]);
  return (
    <View className="co-subsection">
      <Text className="co-subsection__title" {...a11y({ role: 'heading', level: 3 })}>
        {t('istore_checkout_delivery_address')}
      </Text>
      {loggedIn && (
        <SavedAddresses
          currentStreet={d.street}
          onUse={(a) => {
            const fields = deliveryFieldsFromAddress(a, d.instructions);
            // an address kept by its province's name fills in its code
            fields.province = provinceCode(fields.province, regions.provinceOptions) || fields.province;
            for (const [k, v] of Object.entries(fields)) checkout.setField(`delivery.${k}`, v);
          }}
        />
      )}
      <View className="co-grid-2">
        <TextField
          id="delivery.firstName"
          label={t('istore_checkout_first_name')}
          required
          autoComplete="shipping given-name"
          value={d.firstName}
          error={err(checkout, t, 'delivery.firstName')}
          onInput={(v) => checkout.setField('delivery.firstName', v)}
        />
        <TextField
          id="delivery.lastName"
          label={t('istore_checkout_last_name')}
          required
          autoComplete="shipping family-name"
          value={d.lastName}
          error={err(checkout, t, 'delivery.lastName')}
          onInput={(v) => checkout.setField('delivery.lastName', v)}
        />
      </View>
      <TextField
        id="delivery.phone"
        type="tel"
        inputMode="tel"
        label={t('istore_checkout_phone')}
        required
        autoComplete="shipping tel"
        value={d.phone}
        error={err(checkout, t, 'delivery.phone')}
        onInput={(v) => checkout.setField('delivery.phone', v)}
      />
      <TextField
        id="delivery.street"
        label={t('istore_checkout_street')}
        required
        autoComplete="shipping address-line1"
        value={d.street}
        error={err(checkout, t, 'delivery.street')}
        onInput={(v) => checkout.setField('delivery.street', v)}
      />
      <TextField
        id="delivery.unit"
        label={t('istore_checkout_unit')}
        autoComplete="shipping address-line2"
        value={d.unit}
        error={err(checkout, t, 'delivery.unit')}
        onInput={(v) => checkout.setField('delivery.unit', v)}
      />
      <View className="co-grid-3">
        <TextField
          id="delivery.city"
          label={t('istore_checkout_city')}
          required
          autoComplete="shipping address-level2"
          value={d.city}
          error={err(checkout, t, 'delivery.city')}
          onInput={(v) => checkout.setField('delivery.city', v)}
        />
        <ProvinceField
          id="delivery.province"
          label={t('istore_checkout_province')}
          placeholder={t('istore_checkout_choose')}
          codes={CA_PROVINCES}
          provinces={regions.provinceOptions}
          value={d.province}
          error={err(checkout, t, 'delivery.province')}
          onChange={(v) => checkout.setField('delivery.province', v)}
        />
        <TextField
          id="delivery.postCode"
          label={t('istore_checkout_post_code')}
          required
          autoComplete="shipping postal-code"
          maxLength={7}
          value={d.postCode}
          error={err(checkout, t, 'delivery.postCode')}
          onInput={(v) => checkout.setField('delivery.postCode', v)}
        />
      </View>
      <TextField
        id="delivery.instructions"
        label={t('istore_checkout_instructions')}
        value={d.instructions}
        error={err(checkout, t, 'delivery.instructions')}
        onInput={(v) => checkout.setField('delivery.instructions', v)}
      />
      {loggedIn && (
        <CheckboxField
          id="saveToProfile"
          label={t('istore_checkout_save_address')}
          checked={f.saveToProfile}
          onChange={(v) => checkout.setField('saveToProfile', v)}
        />
      )}
    </View>
  );
});
