import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import type { AddressBookStore } from '@/stores/AddressBookStore';
import { ActionButton } from '@/components/form/button';
import { CheckboxField, FormBox, TextField, focusField } from '@/components/form/fields';
import { CountryField, ProvinceField } from '@/components/address-regions';
import { NameFields } from '@/components/form/person';
import './index.scss';
import '@/i18n/checkout-account';

export interface AddressFormProps {
  book: AddressBookStore;
  t: Translator;
}

/** Add or edit an address of the book: a message per field; "Use WeChat address" in the mini-program. */
export const AddressForm = observer(function AddressForm({ book, t }: AddressFormProps) {
  const f = book.form;
  const err = (field: string) => {
    const e = book.errors[field];
    return e ? t(e.key, e.params) : undefined;
  };
  useEffect(() => {
    const first = Object.keys(book.errors)[0];
    if (first) focusField(`address-${first}`);
  }, [book.errorSeq]); // eslint-disable-line react-hooks/exhaustive-deps
  const title = book.editing === 'new' ? t('istore_address_form_new') : t('istore_address_form_edit');
  return (
    <View className="address-form co-card">
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {title}
      </Text>
      {book.chooser.available && (
        <ActionButton variant="secondary" onPress={() => void book.useWeChatAddress()}>
          {t('istore_address_use_wechat')}
        </ActionButton>
      )}
      <FormBox onSubmit={() => void book.save()} label={title}>
        <NameFields
          t={t}
          idPrefix="address-"
          firstName={f.firstName}
          lastName={f.lastName}
          error={err}
          onInput={(k, v) => book.setField(k, v)}
        />
        <TextField
          id="address-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('istore_checkout_phone')}
          required
          value={f.phone}
          error={err('phone')}
          onInput={(v) => book.setField('phone', v)}
        />
        <TextField
          id="address-street"
          autoComplete="address-line1"
          label={t('istore_checkout_street')}
          required
          value={f.street}
          error={err('street')}
          onInput={(v) => book.setField('street', v)}
        />
        <TextField
          id="address-unit"
          autoComplete="address-line2"
          label={t('istore_checkout_unit')}
          value={f.unit}
          error={err('unit')}
          onInput={(v) => book.setField('unit', v)}
        />
        <View className="co-grid-2">
          <TextField
            id="address-city"
            autoComplete="address-level2"
            label={t('istore_checkout_city')}
            required
            value={f.city}
            error={err('city')}
            onInput={(v) => book.setField('city', v)}
          />
          <TextField
            id="address-postCode"
            autoComplete="postal-code"
            label={t('istore_checkout_post_code')}
            required
            value={f.postCode}
            error={err('postCode')}
            onInput={(v) => book.setField('postCode', v)}
          />
        </View>
        <View className="co-grid-2">
          <CountryField
            id="address-country"
            label={t('istore_checkout_country')}
            placeholder={t('istore_address_choose')}
            countries={book.countries}
            value={f.country}
            error={err('country')}
            onChange={(v) => book.setField('country', v)}
          />
          <ProvinceField
            id="address-province"
            label={t('istore_checkout_province')}
            placeholder={t('istore_address_choose')}
            codes={book.provinceCodes}
            provinces={book.provinceOptions}
            value={f.province}
            error={err('province')}
            onChange={(v) => book.setField('province', v)}
          />
        </View>
        <CheckboxField
          id="address-isDefault"
          label={t('istore_address_make_default')}
          checked={f.isDefault}
          onChange={(v) => book.setField('isDefault', v)}
        />
        <View className="address-form__buttons">
          <ActionButton variant="primary" submit busy={book.busy} onPress={() => void book.save()}>
            {t('istore_account_save')}
          </ActionButton>
          <ActionButton variant="quiet" onPress={() => book.cancel()}>
            {t('istore_account_cancel')}
          </ActionButton>
        </View>
      </FormBox>
    </View>
  );
});
