import { Text, View } from '@tarojs/components';
import { addressLine } from '@/domain/addressBook';
import { personName } from '@/domain/profile';
import { ActionButton } from '@/components/form/button';
import type { AddressCardProps } from './types';
import '@/i18n/checkout-account';

/** The address and its actions; shared by the H5 card and the mini-program's swipe card. */
export function AddressCardBody({
  address: a,
  t,
  confirmingDelete,
  busy,
  onEdit,
  onDelete,
  onCancelDelete,
  onMakeDefault,
}: AddressCardProps) {
  const name = personName(a.firstName, a.lastName);
  return (
    <View className="address-card__body">
      <View className="address-card__text">
        <Text className="address-card__name">
          {name}
          {a.isDefault && <Text className="address-card__default">{t('istore_address_default')}</Text>}
        </Text>
        <Text className="address-card__line">{addressLine(a)}</Text>
        <Text className="co-muted">{a.phone}</Text>
      </View>
      {confirmingDelete ? (
        <View className="address-card__actions" role="group">
          <Text className="address-card__confirm">{t('istore_address_delete_confirm')}</Text>
          <ActionButton
            variant="danger"
            busy={busy}
            onPress={onDelete}
            label={`${t('istore_address_delete')}: ${addressLine(a)}`}
          >
            {t('istore_address_delete')}
          </ActionButton>
          <ActionButton variant="quiet" onPress={onCancelDelete}>
            {t('istore_account_cancel')}
          </ActionButton>
        </View>
      ) : (
        <View className="address-card__actions">
          <ActionButton variant="secondary" onPress={onEdit} label={`${t('istore_address_edit')}: ${addressLine(a)}`}>
            {t('istore_address_edit')}
          </ActionButton>
          {!a.isDefault && (
            <ActionButton
              variant="secondary"
              disabled={busy}
              onPress={onMakeDefault}
              label={`${t('istore_address_set_default')}: ${addressLine(a)}`}
            >
              {t('istore_address_set_default')}
            </ActionButton>
          )}
          <ActionButton variant="quiet" onPress={onDelete} label={`${t('istore_address_delete')}: ${addressLine(a)}`}>
            {t('istore_address_delete')}
          </ActionButton>
        </View>
      )}
    </View>
  );
}
