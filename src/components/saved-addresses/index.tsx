import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Address } from '@api-types';
import { addressLine } from '@/domain/addressBook';
import { personName } from '@/domain/profile';
import { accountT } from '@/i18n/account';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { AddressBookStore } from '@/stores/AddressBookStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import './index.scss';

export interface SavedAddressesProps {
  /** Fills the form with this address. */
  onUse: (address: Address) => void;
  /** The street of the address the form holds now (marks it as in use). */
  currentStreet: string;
}

/** Checkout's delivery step for a signed-in shopper: the address book's delivery addresses, one tap to use. */
export const SavedAddresses = observer(function SavedAddresses({ onUse, currentStreet }: SavedAddressesProps) {
  const root = useStores();
  const t = accountT(root.session);
  const [book] = useState(() => new AddressBookStore(root));
  useEffect(() => {
    void book.load('DELIVERY');
  }, [book]);
  const list = book.lists.DELIVERY;
  if (!list.length) return null;
  return (
    <View className="saved-addresses">
      <Text className="saved-addresses__title" {...a11y({ role: 'heading', level: 4 })}>
        {t('istore_address_saved_addresses')}
      </Text>
      {list.map((a) => {
        const inUse = a.streetNumberAndNameDetails === currentStreet.trim();
        return (
          <View key={a.id} className={`saved-addresses__item${inUse ? ' saved-addresses__item--current' : ''}`}>
            <Text className="saved-addresses__line">
              {personName(a.firstName, a.lastName)} · {addressLine(a)}
              {a.isDefault ? ` · ${t('istore_address_default')}` : ''}
            </Text>
            <ActionButton
              variant={inUse ? 'quiet' : 'secondary'}
              disabled={inUse}
              onPress={() => onUse(a)}
              label={`${t('istore_address_use')}: ${addressLine(a)}`}
            >
              {t('istore_address_use')}
            </ActionButton>
          </View>
        );
      })}
      <AppLink href="/user/addresses" className="co-link">
        {t('istore_address_manage')}
      </AppLink>
    </View>
  );
});
